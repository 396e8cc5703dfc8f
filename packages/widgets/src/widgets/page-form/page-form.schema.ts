import { defineWidgetSchema } from '../../core/schema-manifest';
import { PAGE_FORM, pageFormDefaults } from './page-form.defaults';
import { pageFormProps } from './page-form.props';

// The props have their own file so that the defaults can import their type without a cycle.
export {
  pageFormFieldSchema,
  pageFormProps,
  type PageFormField,
  type PageFormProps,
} from './page-form.props';

export const pageFormSchema = defineWidgetSchema({
  type: PAGE_FORM,
  props: pageFormProps,
  defaults: pageFormDefaults,
});
