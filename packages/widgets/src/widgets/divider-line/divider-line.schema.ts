import { defineWidgetSchema } from '../../core/schema-manifest';
import { DIVIDER_LINE, dividerLineDefaults } from './divider-line.defaults';
import { dividerLineProps } from './divider-line.props';

// The props have their own file so that the defaults can import their type without a cycle.
export { dividerLineProps, type DividerLineProps } from './divider-line.props';

export const dividerLineSchema = defineWidgetSchema({
  type: DIVIDER_LINE,
  props: dividerLineProps,
  defaults: dividerLineDefaults,
});
