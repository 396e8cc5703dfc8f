import { z } from 'zod';
import { textOf } from '../../api/text';
import { colour, type FieldSpec, text } from '../../registry/fields';

// Field kinds the storefront's supporting screens need beyond the registry's own: a colour that
// is exactly #rrggbb (the storefront themes, console.md §9), one of fixed texts (a page type, a
// widget type) and a JSON document the server checks against the widgets' schemas. Rules beyond
// a field's shape are the server's (checked after the record is found in the caller's scope).

/** `#409EFF`: six hex digits, nothing shorter (the storefront computes shades from it). */
export const RGB_COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** A theme colour `#rrggbb`; with a default it is never empty. */
export const rgbColour = (defaultValue?: string): FieldSpec => ({
  ...colour(),
  edit: textOf(16).regex(RGB_COLOUR_PATTERN, { error: 'invalid' }).nullable().optional(),
  ...(defaultValue === undefined
    ? {}
    : { defaultValue, record: z.string(), column: { type: 'text', nullable: false } }),
});

/** One of fixed texts, shown as a select (labels from the declaration's `options`). */
export const textChoice = <const V extends readonly [string, ...string[]]>(
  values: V,
  options: { defaultValue: V[number]; filter?: boolean; readOnly?: boolean },
): FieldSpec<z.ZodType<V[number] | undefined>, z.ZodType<string>> => ({
  kind: 'select',
  edit: z.enum(values, { error: 'invalid' }).optional(),
  record: z.string(),
  column: { type: 'text', nullable: false },
  required: false,
  defaultValue: options.defaultValue,
  options: values,
  max: Math.max(...values.map((value) => value.length)),
  ...(options.filter ? { filter: 'contains' } : {}),
  ...(options.readOnly ? { readOnly: true } : {}),
});

/**
 * A JSON text the server parses and checks against the widgets' schemas (a page document, a
 * widget's props), naming the widget and field of a problem; never a column of the list.
 */
export const widgetJson = <const Required extends boolean = false>(options: {
  max: number;
  required?: Required;
}) => text({ max: options.max, multiline: true, list: false, required: options.required });
