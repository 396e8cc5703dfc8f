import type { z } from 'zod';

/** What a form control needs to know about one field, read from a zod schema. */
export type SchemaFieldInfo = {
  kind: 'text' | 'number' | 'switch' | 'select' | 'unknown';
  required: boolean;
  max?: number;
  min?: number;
  options?: readonly (string | number)[];
};

type Introspectable = {
  def: { type: string; innerType?: Introspectable; in?: Introspectable; out?: Introspectable };
  maxLength?: number | null;
  minLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
  options?: readonly (string | number)[];
  values?: ReadonlySet<unknown>;
};

/** Peels optional, nullable, default and pipes off a schema, noting whether it may be left out. */
const unwrap = (schema: Introspectable): { core: Introspectable; optional: boolean } => {
  let core = schema;
  let optional = false;
  for (;;) {
    const { type, innerType } = core.def;
    if ((type === 'optional' || type === 'nullable' || type === 'default') && innerType) {
      optional = true;
      core = innerType;
    } else if (
      (type === 'pipe' || type === 'prefault' || type === 'catch') &&
      (core.def.in ?? innerType)
    ) {
      core = (core.def.in ?? innerType) as Introspectable;
    } else return { core, optional };
  }
};

/** Reads kind, required, length limits and enum options of one field of an object schema. */
export const describeSchemaField = (schema: z.ZodType): SchemaFieldInfo => {
  const { core, optional } = unwrap(schema as unknown as Introspectable);
  const required = !optional;
  switch (core.def.type) {
    case 'string':
      return {
        kind: 'text',
        required,
        ...(core.maxLength != null ? { max: core.maxLength } : {}),
        ...(core.minLength != null ? { min: core.minLength } : {}),
      };
    case 'number':
    case 'int':
      return {
        kind: 'number',
        required,
        ...(core.maxValue != null && Number.isFinite(core.maxValue) ? { max: core.maxValue } : {}),
        ...(core.minValue != null && Number.isFinite(core.minValue) ? { min: core.minValue } : {}),
      };
    case 'boolean':
      return { kind: 'switch', required };
    case 'enum':
      return { kind: 'select', required, options: core.options ?? [] };
    case 'literal':
      return { kind: 'select', required, options: [...(core.values ?? [])] as (string | number)[] };
    default:
      return { kind: 'unknown', required };
  }
};

/** Every field of an object schema (other schemas have none). */
export const describeSchema = (schema: z.ZodType | undefined): Record<string, SchemaFieldInfo> => {
  const shape = (schema as { shape?: Record<string, z.ZodType> } | undefined)?.shape;
  if (!shape) return {};
  return Object.fromEntries(
    Object.entries(shape).map(([name, field]) => [name, describeSchemaField(field)]),
  );
};
