import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { MAX_PAGE_FORM_FIELDS, PAGE_FORM_FIELD_TYPES } from './page-form.constants';

/** A label in each language, or one text for all (as the form builder writes it). */
const labelSchema = z.union([
  z.string().max(100),
  z.object({ zh: z.string().max(100), en: z.string().max(100), es: z.string().max(100) }),
]);

/** One field of the builder form, as the storefront read fills it in from the form itself. */
export const pageFormFieldSchema = z.object({
  key: z.string().max(64),
  label: labelSchema,
  type: z.enum(PAGE_FORM_FIELD_TYPES),
  required: z.boolean(),
  options: z
    .array(z.object({ value: z.union([z.string().max(100), z.number()]), label: labelSchema }))
    .max(100),
});
export type PageFormField = z.output<typeof pageFormFieldSchema>;

export const pageFormProps = widgetProps({
  params: {
    /** The builder form (`/tool/build/index`, a task form record) this block shows; 0: none yet. */
    formId: z.number().int().min(0).max(2_147_483_647),
    /** Above the form; empty: the form's own name. */
    title: z.string().max(100),
    /** The button; empty: "Submit" in the shopper's language. */
    submitText: z.string().max(20),
    /** Shown once sent; empty: "Thank you, we have received it." in the shopper's language. */
    successText: z.string().max(200),
  },
  data: {
    /** The form's name and fields: read live from the form by the storefront (page-hydrate). */
    formName: z.string().max(100),
    fields: z.array(pageFormFieldSchema).max(MAX_PAGE_FORM_FIELDS),
  },
});
export type PageFormProps = z.output<typeof pageFormProps>;
