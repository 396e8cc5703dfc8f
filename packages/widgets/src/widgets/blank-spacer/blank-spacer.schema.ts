import { defineWidgetSchema } from '../../core/schema-manifest';
import { BLANK_SPACER, blankSpacerDefaults } from './blank-spacer.defaults';
import { blankSpacerProps } from './blank-spacer.props';

// The props have their own file so that the defaults can import their type without a cycle.
export { blankSpacerProps, type BlankSpacerProps } from './blank-spacer.props';

export const blankSpacerSchema = defineWidgetSchema({
  type: BLANK_SPACER,
  props: blankSpacerProps,
  defaults: blankSpacerDefaults,
});
