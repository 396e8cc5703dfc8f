import { z } from 'zod';

// Every text a request carries (bodies, query strings, path parameters, headers) is built here,
// so that one rule holds for all of them: no control characters. A NUL breaks PostgreSQL (and
// SQLite's string functions), and none of them belongs in a name, a code or a filter. Text areas
// (remarks, descriptions) keep tab, line feed and carriage return.

/** No C0 control character (U+0000–U+001F) and no DEL (U+007F). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
export const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001F\u007F]*$/;
/** The same for text areas: tab, line feed and carriage return are allowed. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
export const NO_CONTROL_CHARACTERS_MULTILINE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

/** Whether a request text is free of control characters (tab, LF, CR allowed when multiline). */
export const isPlainText = (value: string, multiline = false): boolean =>
  (multiline ? NO_CONTROL_CHARACTERS_MULTILINE : NO_CONTROL_CHARACTERS).test(value);

/**
 * Adds the control-character rule to a string schema (reason `invalid`). Put it right after
 * `trim()`, before the length checks, so a bad character is what the error names.
 */
export const withoutControlCharacters = <S extends z.ZodString>(schema: S, multiline = false): S =>
  schema.regex(multiline ? NO_CONTROL_CHARACTERS_MULTILINE : NO_CONTROL_CHARACTERS, {
    error: 'invalid',
  });

type TextOptions = {
  /** A text area: tab, line feed and carriage return allowed. */
  multiline?: boolean;
  /** Kept as sent (passwords); trimmed otherwise. */
  trim?: boolean;
};

/** Any request string: trimmed (unless told), without control characters, no length rule. */
export const plainText = (options: TextOptions & { error?: string } = {}): z.ZodString => {
  const base = options.error ? z.string({ error: options.error }) : z.string();
  return withoutControlCharacters(
    options.trim === false ? base : base.trim(),
    options.multiline ?? false,
  );
};

/** Text up to `max` characters (empty allowed); add `.nullable().optional()` as needed. */
export const textOf = (max: number, options: TextOptions = {}): z.ZodString =>
  plainText(options).max(max, { error: 'tooLong' });

/** Text of 1 to `max` characters after trimming; absent or blank is `required`. */
export const requiredTextOf = (max: number, options: TextOptions = {}): z.ZodString =>
  plainText({ ...options, error: 'required' })
    .min(1, { error: 'required' })
    .max(max, { error: 'tooLong' });
