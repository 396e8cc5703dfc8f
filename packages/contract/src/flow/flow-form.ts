import { z } from 'zod';
import { plainText, textOf } from '../api/text';

// A task form's content (flowableTaskForm.formContent): a JSON list of fields, kept as text in
// the record and checked by the server when written; what a start or an approval fills in is
// checked against it (required fields, numbers, dates, options).

export const FLOW_FORM_FIELD_TYPES = ['text', 'number', 'date', 'select', 'textarea'] as const;
export type FlowFormFieldType = (typeof FLOW_FORM_FIELD_TYPES)[number];

/** A label in each language, or one text for all. */
export const flowLabelSchema = z.union([
  textOf(100).min(1),
  z.object({ zh: textOf(100).min(1), en: textOf(100).min(1), es: textOf(100).min(1) }),
]);

export const flowFormFieldSchema = z.object({
  /** The variable the value is stored as (conditions read it: `${amount > 1000}`). */
  key: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, { error: 'invalid' }),
  label: flowLabelSchema,
  type: z.enum(FLOW_FORM_FIELD_TYPES, { error: 'invalid' }),
  required: z.boolean().optional(),
  /** A select's choices. */
  options: z
    .array(z.object({ value: z.union([textOf(100), z.number()]), label: flowLabelSchema }))
    .max(100)
    .optional(),
});
export type FlowFormField = z.infer<typeof flowFormFieldSchema>;

/** The whole form: at most 50 fields, keys unique. */
export const flowFormContentSchema = z
  .array(flowFormFieldSchema)
  .max(50)
  .refine((fields) => new Set(fields.map((field) => field.key)).size === fields.length, {
    error: 'duplicate',
  });
export type FlowFormContent = z.infer<typeof flowFormContentSchema>;

/** A form value: text, a number, yes/no, or nothing. */
export const flowValueSchema = z.union([
  textOf(2000, { multiline: true }),
  z.number(),
  z.boolean(),
  z.null(),
]);

/** What a start or a decision fills in: the form's values by key (process variables). */
export const flowVariablesSchema = z
  .record(
    plainText({ trim: false }).regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, { error: 'invalid' }),
    flowValueSchema,
  )
  .refine((values) => Object.keys(values).length <= 100, { error: 'tooBig' });
export type FlowVariables = z.infer<typeof flowVariablesSchema>;
