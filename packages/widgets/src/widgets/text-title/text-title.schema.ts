import { defineWidgetSchema } from '../../core/schema-manifest';
import { TEXT_TITLE, textTitleDefaults } from './text-title.defaults';
import { textTitleProps } from './text-title.props';

// The props have their own file so that the defaults can import their type without a cycle.
export { textTitleProps, type TextTitleProps } from './text-title.props';

export const textTitleSchema = defineWidgetSchema({
  type: TEXT_TITLE,
  props: textTitleProps,
  defaults: textTitleDefaults,
});
