// Walks zod schemas by dotted key path: the builder reads and checks edits with it, and the
// contract test proves every editor field names a real key.
import type { z } from 'zod';
import type { EditorField } from './editor-manifest';

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
};

const defOf = (schema: z.ZodType): Def => (schema as unknown as { def: Def }).def;

// Wrappers that do not change which keys exist.
const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'readonly',
  'catch',
  'nonoptional',
]);

export const unwrapSchema = (schema: z.ZodType): z.ZodType => {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return current;
  }
};

/** The schema at a dotted path of object keys, or undefined when a key does not exist. */
export const schemaAtPath = (schema: z.ZodType, path: string): z.ZodType | undefined => {
  let current: z.ZodType | undefined = schema;
  for (const key of path.split('.')) {
    if (!current) return undefined;
    const def = defOf(unwrapSchema(current));
    if (def.type !== 'object' || !def.shape || !Object.hasOwn(def.shape, key)) return undefined;
    current = def.shape[key];
  }
  return current;
};

export const schemaKind = (schema: z.ZodType): string => defOf(unwrapSchema(schema)).type;

/** What is wrong with a list of editor fields against a schema; empty when all is well. */
export const editorFieldProblems = (
  schema: z.ZodType,
  fields: readonly EditorField[],
  where = '',
): string[] =>
  fields.flatMap((field) => {
    const at = `${where}${field.path}`;
    const target = field.path === '' ? undefined : schemaAtPath(schema, field.path);
    if (!target) return [`${at}: no such key`];
    const kind = schemaKind(target);
    const problems: string[] = [];
    if (field.visibleWhen && !schemaAtPath(schema, field.visibleWhen.path)) {
      problems.push(`${at}: visibleWhen names no key ${field.visibleWhen.path}`);
    }
    if (field.control === 'list') {
      if (kind !== 'array') return [...problems, `${at}: list control on a ${kind}`];
      const element = defOf(unwrapSchema(target)).element as z.ZodType;
      if (!element.safeParse(field.newItem).success) problems.push(`${at}: newItem does not parse`);
      return [...problems, ...editorFieldProblems(element, field.item, `${at}[].`)];
    }
    if (field.control === 'select' || field.control === 'radio') {
      for (const option of field.options) {
        if (!target.safeParse(option.value).success)
          problems.push(`${at}: option ${String(option.value)} is rejected`);
      }
    }
    const expected: Partial<Record<EditorField['control'], string[]>> = {
      number: ['number'],
      slider: ['number'],
      switch: ['boolean'],
      text: ['string'],
      textarea: ['string'],
      color: ['string'],
      image: ['string'],
      video: ['string'],
      icon: ['string'],
      spacing: ['object'],
      link: ['union'],
    };
    const allowed = expected[field.control];
    if (allowed && !allowed.includes(kind))
      problems.push(`${at}: ${field.control} control on a ${kind}`);
    return problems;
  });

/** Reads a dotted path from plain data. */
export const valueAtPath = (value: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (current, key) =>
        current !== null && typeof current === 'object'
          ? (current as Record<string, unknown>)[key]
          : undefined,
      value,
    );

/** A copy of `value` with the dotted path set, creating objects on the way. */
export const withValueAtPath = <T>(value: T, path: string, next: unknown): T => {
  const [key, ...rest] = path.split('.');
  const base =
    value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  if (key === undefined) return value;
  return {
    ...base,
    [key]: rest.length === 0 ? next : withValueAtPath(base[key], rest.join('.'), next),
  } as T;
};
