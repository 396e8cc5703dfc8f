import {
  type FlowFormContent,
  flowFormContentSchema,
  type FlowVariables,
  type Locale,
} from '@retail/contract';
import { AppError } from '../../lib/app-error';

/** The fields of a stored form's JSON (null when there is none or it does not parse). */
export const formFieldsOf = (content: string | null | undefined): FlowFormContent | null => {
  if (!content) return null;
  try {
    const parsed = flowFormContentSchema.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/** A field's label: in one language when the caller's is known (a shopper), else all three. */
const labelOf = (field: FlowFormContent[number], locale?: Locale) =>
  typeof field.label === 'string'
    ? field.label
    : locale
      ? field.label[locale]
      : `${field.label.zh} / ${field.label.en} / ${field.label.es}`;

const DATE = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

/**
 * Checks filled-in values against a form: required fields present, numbers numeric, dates as
 * `yyyy-MM-dd`, a select's value among its options. `required: false` on a decision (only what
 * it sends is checked) — a start checks the whole form. 400 naming `variables.<key>` (or
 * `<prefix>.<key>`: a page form's `values.<key>`, its label in the shopper's `locale`).
 */
export const checkFormValues = (
  fields: FlowFormContent | null,
  values: FlowVariables,
  options: { required: boolean; prefix?: string; locale?: Locale },
): void => {
  const prefix = options.prefix ?? 'variables';
  for (const field of fields ?? []) {
    const value = values[field.key];
    const field400 = `${prefix}.${field.key}`;
    const empty = value === undefined || value === null || value === '';
    if (empty) {
      if (field.required && options.required)
        throw new AppError(400, 'flow.formRequired', {
          field: field400,
          values: { label: labelOf(field, options.locale) },
        });
      continue;
    }
    const ok =
      field.type === 'number'
        ? typeof value === 'number' || (typeof value === 'string' && Number.isFinite(Number(value)))
        : field.type === 'date'
          ? typeof value === 'string' && DATE.test(value)
          : field.type === 'select'
            ? (field.options ?? []).some((option) => option.value === value)
            : typeof value === 'string' || typeof value === 'number';
    if (!ok)
      throw new AppError(400, 'flow.formInvalid', {
        field: field400,
        values: { label: labelOf(field, options.locale), type: field.type },
      });
  }
};
