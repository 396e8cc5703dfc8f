import { defineWidgetSchema } from '../../core/schema-manifest';
import { TITLE_BAR, titleBarDefaults } from './title-bar.defaults';
import { titleBarProps } from './title-bar.props';

// The props have their own file so that the defaults can import their type without a cycle.
export { titleBarProps, type TitleBarProps } from './title-bar.props';

export const titleBarSchema = defineWidgetSchema({
  type: TITLE_BAR,
  props: titleBarProps,
  defaults: titleBarDefaults,
});
