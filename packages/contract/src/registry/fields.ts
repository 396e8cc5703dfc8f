import { z } from 'zod';
import { idSchema } from '../api/owned';
import { textKey } from '../api/request-fields';
import { NO_CONTROL_CHARACTERS, requiredTextOf, textOf } from '../api/text';
import type { Locale } from '../i18n/locale';
import { isDateString } from '../rules/date-string';

// The field kinds a resource declaration is made of. One kind, one control in the console, one
// column type in the database, one rule on the server: each builder says all of them at once.

/** How a value is stored (the table check compares it with the database). */
export type ColumnType = 'text' | 'integer';

/** What the console shows for the field, in the table and in the edit dialog. */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'money'
  | 'switch'
  | 'select'
  | 'image'
  | 'colour'
  | 'reference'
  | 'datetime';

/** How the list narrows by the field: a case-insensitive "contains", or an exact value. */
export type FilterMode = 'contains' | 'equals';

export type FieldSpec<E extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> = {
  kind: FieldKind;
  /** The field in the edit body (validation rules and limits). */
  edit: E;
  /** The field in an answer. */
  record: R;
  column: { type: ColumnType; nullable: boolean };
  required: boolean;
  /** Stored when an edit leaves the field out. */
  defaultValue?: string | number;
  /** Fixed values (labels come from the declaration's `options`, else `optionLabels`). */
  options?: readonly (string | number)[];
  /** The field kind's own texts of its values, per language (1 enabled / 0 disabled). */
  optionLabels?: Record<Locale, Record<string, string>>;
  /**
   * What a reference points at (its row must be visible to the caller): a registry resource's
   * key, or an endpoint group of the contract table whose `queryForList` lists the choices.
   */
  references?: string;
  /** The table, naming column and choices endpoint (default `queryForList`) of a reference to a
   * resource outside the registry. */
  referenceTable?: string;
  referenceList?: string;
  referenceDisplay?: string;
  /** Answers carry the referenced record's name too, as `<field without Id>Name`. */
  named?: boolean;
  /**
   * A new record belongs to the organisation of the record this reference names (a
   * specification's value, its specification's) unless the body names an organisation.
   */
  owner?: boolean;
  /** Values are unique per tenant (a unique index; a clash is a 400 naming the field). */
  unique?: boolean;
  filter?: FilterMode;
  sortable?: boolean;
  /** A column of the list (default true). */
  list?: boolean;
  max?: number;
  /**
   * Set by the server only (a document number, a total, a state): not in the edit body, stored
   * with its default (or what the resource's rules work out) when the record is created.
   */
  readOnly?: boolean;
  /** A state field: the states in which the record may still be edited or removed. */
  editableIn?: readonly number[];
  /** A text named like an id that is a key of text (an order number), not a row id. */
  key?: boolean;
  /** A number that is a record's id without being a reference (a log's record): searched as an id. */
  id?: boolean;
};

type Common = {
  /** In the search area. */
  filter?: boolean;
  /** The list can be ordered by it. */
  sortable?: boolean;
  /** Shown as a column (default true). */
  list?: boolean;
  /** Set by the server only (see FieldSpec.readOnly). */
  readOnly?: boolean;
};

type Text<Required extends boolean> = Required extends true
  ? FieldSpec<z.ZodType<string>, z.ZodType<string>>
  : FieldSpec<z.ZodType<string | null | undefined>, z.ZodType<string | null>>;

/**
 * Trimmed, without control characters (tab, line feed and carriage return in a text area);
 * with a `pattern`, a text that does not match is invalid.
 */
const textSchemas = (
  max: number,
  required: boolean,
  multiline: boolean,
  key: boolean,
  pattern: RegExp | undefined,
) => {
  const declared = <T extends z.ZodType>(schema: T) => (key ? textKey(schema) : schema);
  const shaped = (schema: z.ZodString) =>
    pattern ? schema.regex(pattern, { error: 'invalid' }) : schema;
  return required
    ? { edit: declared(shaped(requiredTextOf(max, { multiline }))), record: z.string() }
    : {
        edit: declared(shaped(textOf(max, { multiline })))
          .nullable()
          .optional(),
        record: z.string().nullable(),
      };
};

const shown = (common: Common, mode: FilterMode) => ({
  ...(common.filter ? { filter: mode } : {}),
  ...(common.sortable ? { sortable: true } : {}),
  ...(common.list === false ? { list: false } : {}),
  ...(common.readOnly ? { readOnly: true } : {}),
});

/**
 * Text up to `max` characters, trimmed; `unique` per tenant; `multiline` for a text area; `key`
 * for a text named like an id that is a key (`appId`, `payOrderId`), not a row id; `pattern`
 * for a code's shape (a dictionary namespace); `exact` searches it by its whole value.
 */
export const text = <const Required extends boolean = false>(
  options: Common & {
    max: number;
    required?: Required;
    unique?: boolean;
    multiline?: boolean;
    key?: boolean;
    pattern?: RegExp;
    exact?: boolean;
  },
): Text<Required> => {
  const required = options.required ?? false;
  return {
    kind: options.multiline ? 'textarea' : 'text',
    ...textSchemas(
      options.max,
      required,
      options.multiline ?? false,
      options.key ?? false,
      options.pattern,
    ),
    ...(options.key ? { key: true } : {}),
    column: { type: 'text', nullable: !required },
    required,
    max: options.max,
    ...(options.unique ? { unique: true } : {}),
    ...shown(options, options.exact ? 'equals' : 'contains'),
  } as Text<Required>;
};

/** A whole number within limits; stored not null, so only a field with a default may be left out. */
export const integer = (
  options: Common & { min: number; max: number; defaultValue?: number; id?: boolean },
): FieldSpec<z.ZodType<number | undefined>, z.ZodType<number>> => {
  const base = z
    .number({ error: 'required' })
    .int({ error: 'invalid' })
    .min(options.min, { error: 'tooSmall' })
    .max(options.max, { error: 'tooBig' });
  // Stored not null: a field that may be left out has a default.
  const required = options.defaultValue === undefined;
  return {
    kind: 'number',
    edit: required ? base : base.optional(),
    record: z.number(),
    column: { type: 'integer', nullable: false },
    required,
    ...(options.defaultValue === undefined ? {} : { defaultValue: options.defaultValue }),
    ...(options.id ? { id: true } : {}),
    ...shown(options, 'equals'),
  };
};

/** One of fixed whole-number values (status codes, 1 enabled / 0 disabled). */
export const choice = <const V extends readonly [number, ...number[]]>(
  values: V,
  options: Common & { defaultValue: V[number] },
): FieldSpec<z.ZodType<number | undefined>, z.ZodType<number>> => ({
  kind: 'select',
  edit: z
    .number({ error: 'required' })
    .int({ error: 'invalid' })
    .refine((value) => (values as readonly number[]).includes(value), { error: 'invalid' })
    .optional(),
  record: z.number(),
  column: { type: 'integer', nullable: false },
  required: false,
  defaultValue: options.defaultValue,
  options: values,
  ...shown(options, 'equals'),
});

/** 1 enabled, 0 disabled, with those texts in each language. */
export const enabled = (
  options: Common = {},
): FieldSpec<z.ZodType<number | undefined>, z.ZodType<number>> => ({
  ...choice([1, 0], { defaultValue: 1, ...options }),
  optionLabels: {
    en: { '1': 'Enabled', '0': 'Disabled' },
    zh: { '1': '启用', '0': '停用' },
    es: { '1': 'Activado', '0': 'Desactivado' },
  },
});

/**
 * The state of a record with a life cycle (draft → done, or void). Codes are small integers
 * with gaps (0, 10, 20, -10) so states can be inserted later. Only the resource's transitions
 * change it (compare-and-set, audited: ActionDeclaration.transition); the record can be edited
 * or removed only while in one of `editableIn`.
 */
export const state = <const V extends readonly [number, ...number[]]>(
  values: V,
  options: Omit<Common, 'readOnly'> & { initial: V[number]; editableIn: readonly V[number][] },
): FieldSpec<z.ZodType<number | undefined>, z.ZodType<number>> & {
  readOnly: true;
  editableIn: readonly number[];
} => ({
  ...choice(values, { defaultValue: options.initial, ...options }),
  readOnly: true,
  editableIn: options.editableIn,
});

/**
 * An amount of money in integer cents (the console shows and takes yuan with two decimals).
 * Never negative unless `min` says so.
 */
/** The most a money field holds, in cents: its column is a 32-bit integer. */
export const MONEY_MAX = 2_147_483_647;

export const money = (
  options: Common & { min?: number; max?: number; defaultValue?: number } = {},
): FieldSpec<z.ZodType<number | undefined>, z.ZodType<number>> => {
  const base = z
    .number({ error: 'required' })
    .int({ error: 'invalid' })
    .min(options.min ?? 0, { error: 'tooSmall' })
    // The column is a 32-bit integer: 21,474,836.47 at most, whatever the field allows.
    .max(Math.min(options.max ?? MONEY_MAX, MONEY_MAX), { error: 'tooBig' });
  const required = options.defaultValue === undefined && !options.readOnly;
  return {
    kind: 'money',
    edit: required ? base : base.optional(),
    record: z.number(),
    column: { type: 'integer', nullable: false },
    required,
    defaultValue: options.defaultValue ?? 0,
    ...shown(options, 'equals'),
  };
};

/**
 * A moment, `yyyy-MM-dd HH:mm:ss` (the API's one format, a real calendar time): an activity's
 * start or end. Stored as text, so it sorts and compares as time.
 */
export const dateTime = <const Required extends boolean = false>(
  options: Omit<Common, 'filter'> & { required?: Required } = {},
): Text<Required> => {
  const required = options.required ?? false;
  const base = z
    .string({ error: 'required' })
    .regex(NO_CONTROL_CHARACTERS, { error: 'invalid' })
    .refine((value) => isDateString(value), { error: 'invalid' });
  return {
    kind: 'datetime',
    edit: required ? base : base.nullable().optional(),
    record: required ? z.string() : z.string().nullable(),
    column: { type: 'text', nullable: !required },
    required,
    max: 19,
    ...shown(options, 'equals'),
  } as Text<Required>;
};

/** Yes or no: `true` / `false` in the API, 1 / 0 in the table. */
export const flag = (
  options: Common & { defaultValue: boolean },
): FieldSpec<z.ZodType<boolean | undefined>, z.ZodType<boolean>> => ({
  kind: 'switch',
  edit: z.boolean({ error: 'invalid' }).optional(),
  record: z.boolean(),
  column: { type: 'integer', nullable: false },
  required: false,
  defaultValue: options.defaultValue ? 1 : 0,
  ...shown(options, 'equals'),
});

/** A picture: a same-origin path (`/api/file/...`) or an http(s) URL. */
export const image = (
  options: Common = {},
): FieldSpec<z.ZodType<string | null | undefined>, z.ZodType<string | null>> => ({
  kind: 'image',
  // Empty clears the picture (stored as null).
  edit: textOf(500)
    .regex(/^(?:\/(?!\/)\S*|https?:\/\/\S*)?$/, { error: 'invalid' })
    .nullable()
    .optional(),
  record: z.string().nullable(),
  column: { type: 'text', nullable: true },
  required: false,
  max: 500,
  ...shown(options, 'equals'),
});

/** `#409EFF` or `#fff`. */
export const COLOUR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export const colour = (
  options: Common = {},
): FieldSpec<z.ZodType<string | null | undefined>, z.ZodType<string | null>> => ({
  kind: 'colour',
  edit: textOf(16).regex(COLOUR_PATTERN, { error: 'invalid' }).nullable().optional(),
  record: z.string().nullable(),
  column: { type: 'text', nullable: true },
  required: false,
  max: 16,
  ...shown(options, 'equals'),
});

/** The id of a record of another resource, which the caller must be able to see. */
type Reference<Required extends boolean, Named extends boolean> = (Required extends true
  ? FieldSpec<z.ZodType<number>, z.ZodType<number>>
  : FieldSpec<z.ZodType<number | null | undefined>, z.ZodType<number | null>>) &
  (Named extends true ? { named: true } : unknown);

/**
 * The id of a record of another resource, which the caller must be able to see. `target` is a
 * registry key, or for a resource outside the registry its endpoint group, table and naming
 * column. `named` answers carry the referenced record's name as `<field without Id>Name`.
 */
export const reference = <
  const Required extends boolean = false,
  const Named extends boolean = false,
>(
  target: string | { group: string; table: string; display: string; list?: string },
  options: Common & { required?: Required; named?: Named; owner?: boolean } = {},
): Reference<Required, Named> => {
  const required = options.required ?? false;
  return {
    kind: 'reference',
    edit: required ? idSchema : idSchema.nullable().optional(),
    record: required ? z.number() : z.number().nullable(),
    column: { type: 'integer', nullable: !required },
    required,
    ...(typeof target === 'string'
      ? { references: target }
      : {
          references: target.group,
          referenceTable: target.table,
          referenceDisplay: target.display,
          ...(target.list ? { referenceList: target.list } : {}),
        }),
    ...(options.named ? { named: true } : {}),
    ...(options.owner ? { owner: true } : {}),
    ...shown(options, 'equals'),
  } as Reference<Required, Named>;
};
