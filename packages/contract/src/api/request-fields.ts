import type { z } from 'zod';
import type { EndpointDef } from './endpoint';
import { NO_CONTROL_CHARACTERS, NO_CONTROL_CHARACTERS_MULTILINE } from './text';

// The fields a request is made of, found by walking an endpoint's zod schemas. The generated
// suites use it (every text field refuses control characters, every id field is strict), so a
// field added to the contract is checked without a test of its own.

/** Where a request part comes from. */
export type RequestPart = 'body' | 'query' | 'params' | 'headers';

export type RequestLeaf = {
  part: RequestPart;
  /** Keys from the part's root; `0` stands for an element of an array, `*` for a record value. */
  path: (string | number)[];
  /** The schema of the field as declared (optional, nullable and all). */
  field: z.ZodType;
  /** The innermost value schema (what the field is on the way in). */
  leaf: z.ZodType;
  /** The zod type of the leaf: `string`, `number`, `boolean`, `enum`, `literal`, … */
  type: string;
  /** A record's key schema rather than a value. */
  recordKey?: true;
};

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  getter?: () => z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
};

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'readonly',
  'catch',
  'nonoptional',
]);

/** The schema a value meets first: through optional, nullable, default and the input of pipes. */
export const innerSchema = (schema: z.ZodType): z.ZodType => {
  let current = schema;
  for (let depth = 0; depth < 20; depth += 1) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else if (def.type === 'lazy' && def.getter) current = def.getter();
    else return current;
  }
  return current;
};

const walk = (
  part: RequestPart,
  field: z.ZodType,
  path: (string | number)[],
  out: RequestLeaf[],
  depth: number,
): void => {
  if (depth > 8) return;
  const leaf = innerSchema(field);
  const def = defOf(leaf);
  switch (def.type) {
    case 'object':
      for (const [key, child] of Object.entries(def.shape ?? {}))
        walk(part, child, [...path, key], out, depth + 1);
      return;
    case 'array':
      if (def.element) walk(part, def.element, [...path, 0], out, depth + 1);
      return;
    case 'record':
      if (def.keyType)
        out.push({
          part,
          path,
          field: def.keyType,
          leaf: innerSchema(def.keyType),
          type: defOf(innerSchema(def.keyType)).type,
          recordKey: true,
        });
      if (def.valueType) walk(part, def.valueType, [...path, '*'], out, depth + 1);
      return;
    case 'union':
      for (const option of def.options ?? []) walk(part, option, path, out, depth + 1);
      return;
    case 'intersection':
      if (def.left) walk(part, def.left, path, out, depth + 1);
      if (def.right) walk(part, def.right, path, out, depth + 1);
      return;
    default:
      out.push({ part, path, field, leaf, type: def.type });
  }
};

/** Every field of a request schema, nested ones included. */
export const schemaLeaves = (part: RequestPart, schema: z.ZodType): RequestLeaf[] => {
  const out: RequestLeaf[] = [];
  walk(part, schema, [], out, 0);
  return out;
};

/** Every field an endpoint takes: body, query string, path parameters and headers. */
export const requestLeaves = (def: EndpointDef): RequestLeaf[] =>
  (['body', 'query', 'params', 'headers'] as const).flatMap((part) =>
    def[part] ? schemaLeaves(part, def[part]) : [],
  );

/**
 * Schemas of keys declared as text (a merchant's `appId`, a `payOrderId`: order numbers, not
 * row ids). A field named like an id may be text only when its schema is one of these.
 */
const declaredTextKeys = new WeakSet<z.ZodType>();

/** Declares a schema as a key of text (see `declaredTextKeys`); answers the schema itself. */
export const textKey = <T extends z.ZodType>(schema: T): T => {
  declaredTextKeys.add(schema);
  return schema;
};

/** Whether a field is a row id, held to the strict id rules (not a declared text key). */
export const isRowId = (leaf: Pick<RequestLeaf, 'path' | 'leaf'>): boolean =>
  isIdName(leafName(leaf)) && !declaredTextKeys.has(leaf.leaf);

/** `id`, `ids` and names ending in `Id` or `Ids` (`organId`, `tagIds`). */
export const isIdName = (name: string | number | undefined): boolean =>
  typeof name === 'string' && /^(?:ids?|.+Ids?)$/.test(name);

/** The name an id leaf is known by: its own key, or the array's key for an element. */
export const leafName = (leaf: Pick<RequestLeaf, 'path'>): string | number | undefined => {
  const last = leaf.path.at(-1);
  return last === 0 ? leaf.path.at(-2) : last;
};

const CONTROL_PATTERNS = new Set<RegExp>([NO_CONTROL_CHARACTERS, NO_CONTROL_CHARACTERS_MULTILINE]);

/** Whether a string schema carries the control-character rule (the text builders add it). */
export const refusesControlCharacters = (schema: z.ZodType): boolean => {
  const checks =
    (schema as unknown as { _zod: { def: { checks?: { _zod: { def: unknown } }[] } } })._zod.def
      .checks ?? [];
  return checks.some((check) => {
    const def = check._zod.def as { format?: string; pattern?: RegExp };
    return (
      def.format === 'regex' && def.pattern instanceof RegExp && CONTROL_PATTERNS.has(def.pattern)
    );
  });
};
