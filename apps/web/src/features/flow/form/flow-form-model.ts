import {
  type FlowFormContent,
  type FlowFormField,
  flowFormContentSchema,
  type FlowVariables,
  type Locale,
} from '@retail/contract';

type Label = FlowFormField['label'];

/** A label in the user's language (a form may give one text for all). */
export const labelIn = (label: Label, locale: Locale): string =>
  typeof label === 'string' ? label : label[locale];

/**
 * The fields of a task form (`flowableTaskForm.formContent`, JSON text checked by the server):
 * `null` when the text is not such a form (shown as a problem rather than an empty form).
 */
export const parseFormContent = (content: string | null | undefined): FlowFormContent | null => {
  if (!content?.trim()) return [];
  try {
    const parsed = flowFormContentSchema.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/** A value as the form holds it: text (dates as YYYY-MM-DD), a number, or nothing. */
type FormValue = string | number | boolean | null | undefined;

/**
 * The process variables a start or a decision sends: one per field, trimmed text, empty ones as
 * null (the server checks required fields, numbers, dates and options against the form).
 */
export const variablesOf = (
  fields: FlowFormContent,
  values: Record<string, FormValue>,
): FlowVariables =>
  Object.fromEntries(
    fields.map((field) => {
      const value = values[field.key];
      if (value === undefined || value === null) return [field.key, null];
      if (typeof value === 'string') {
        const text = field.type === 'textarea' ? value : value.trim();
        return [field.key, text.trim() === '' ? null : text];
      }
      return [field.key, value];
    }),
  );

/** One line of the form data a detail view shows. */
export type FormDataRow = { key: string; label: string; value: string };

const shown = (field: FlowFormField, value: unknown, locale: Locale): string => {
  if (value === null || value === undefined || value === '') return '';
  if (field.type === 'select') {
    const option = field.options?.find((choice) => String(choice.value) === String(value));
    if (option) return labelIn(option.label, locale);
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/**
 * The form data of an instance as label and text, in the form's order; variables the form does
 * not name (set by the server or an older version of the form) follow under their own key.
 */
export const formDataRows = (
  fields: FlowFormContent,
  variables: Record<string, unknown>,
  locale: Locale,
): FormDataRow[] => [
  ...fields
    .filter((field) => field.key in variables)
    .map((field) => ({
      key: field.key,
      label: labelIn(field.label, locale),
      value: shown(field, variables[field.key], locale),
    })),
  ...Object.entries(variables)
    .filter(([key]) => !fields.some((field) => field.key === key))
    .map(([key, value]) => ({
      key,
      label: key,
      value:
        value === null || value === undefined
          ? ''
          : typeof value === 'object'
            ? JSON.stringify(value)
            : String(value),
    })),
];
