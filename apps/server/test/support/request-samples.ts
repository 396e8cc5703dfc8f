import {
  type EndpointDef,
  endpointUrl,
  fieldLabel,
  innerSchema,
  type Locale,
  type RequestLeaf,
  resourceFieldLabel,
  translate,
} from '@retail/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { bearer, bodyOf, type TestApp } from './test-app';

// Requests built from the contract's schemas, for the suites that walk the endpoint table: a
// valid sample of a body (required fields only), and the same body with one field replaced.

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
};

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const isOptional = (schema: z.ZodType): boolean =>
  (schema as unknown as { _zod: { optin?: string } })._zod.optin === 'optional';

/** Values some fields need to be valid (patterns, an order between two fields). */
const NAMED: Record<string, unknown> = {
  openTime: '08:00',
  closeTime: '09:00',
  userName: 'sample.user',
  password: 'Cobalt#Meadow5',
  key: 'SYSTEM_SETTING_ORGAN_QUERY_MODEL',
  value: 'selected',
};

const STRINGS = [
  'Sample',
  'X1',
  '08:00',
  '1.00',
  '/api/file/x.png',
  '/api/file/object/t1/2026/11/x.png',
  '#fff',
  '#409EFF',
  '12345',
  'a@b.c',
  'https://example.com/notify',
  '123456',
  '12345678',
  '13800000000',
  '2026-01-01',
  '2026-01-01 00:00:00',
];

const passes = (schema: z.ZodType, value: unknown): boolean => schema.safeParse(value).success;

/** A valid value of a schema: required fields only, the simplest value of each. */
export const sampleOf = (schema: z.ZodType, name?: string | number): unknown => {
  if (typeof name === 'string' && name in NAMED && passes(schema, NAMED[name])) return NAMED[name];
  const inner = innerSchema(schema);
  const def = defOf(inner);
  switch (def.type) {
    case 'object': {
      const sample: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(def.shape ?? {}))
        if (!isOptional(child)) sample[key] = sampleOf(child, key);
      return sample;
    }
    case 'array':
      return passes(inner, []) || !def.element ? [] : [sampleOf(def.element)];
    case 'record':
      return {};
    case 'string':
      return STRINGS.find((value) => passes(inner, value)) ?? 'Sample';
    case 'number':
      return [1, 0, 0.5].find((value) => passes(inner, value)) ?? 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'union': {
      for (const option of def.options ?? []) {
        const value = sampleOf(option, name);
        if (passes(option, value)) return value;
      }
      return undefined;
    }
    case 'null':
      return null;
    default:
      return {};
  }
};

/** A valid sample of `schema` with the field at `path` set to `value` (arrays get one element). */
export const withValue = (
  schema: z.ZodType,
  path: (string | number)[],
  value: unknown,
): unknown => {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const inner = innerSchema(schema);
  const def = defOf(inner);
  if (def.type === 'object' && typeof head === 'string' && def.shape?.[head]) {
    const base = sampleOf(inner) as Record<string, unknown>;
    return { ...base, [head]: withValue(def.shape[head], rest, value) };
  }
  if (def.type === 'array' && def.element) return [withValue(def.element, rest, value)];
  if (def.type === 'record' && def.valueType) return { k: withValue(def.valueType, rest, value) };
  if (def.type === 'union')
    for (const option of def.options ?? []) {
      const candidate = withValue(option, path, value);
      if (candidate !== undefined) return candidate;
    }
  return undefined;
};

/** The field an error envelope names for a path (`ids.0`, `values.0.specificationId`). */
export const fieldPath = (path: (string | number)[]): string =>
  path.map((key) => (key === '*' ? 'k' : String(key))).join('.');

/** The URL of an endpoint with sample path parameters (and an optional query string). */
export const sampleUrl = (
  def: EndpointDef,
  query?: string,
  paramOverrides: Record<string, string> = {},
): string => {
  const params = def.params ? (sampleOf(def.params) as Record<string, string | number>) : {};
  return `${endpointUrl(def, { ...params, ...paramOverrides })}${query ? `?${query}` : ''}`;
};

export const keyOf = (def: Pick<EndpointDef, 'method' | 'path'>): string =>
  `${def.method} ${def.path}`;

export const LOCALES: Locale[] = ['en', 'zh', 'es'];

/** The description a refusal of `field` for `reason` has in `locale`. */
export const refusal = (
  def: EndpointDef,
  field: string,
  locale: Locale,
  reason: 'field.invalid' | 'field.required' = 'field.invalid',
): string =>
  translate(reason, locale, {
    field: resourceFieldLabel(def.path, field, locale) ?? fieldLabel(field, locale),
  });

export type Sent = {
  def: EndpointDef;
  leaf: Pick<RequestLeaf, 'part' | 'path'>;
  value: unknown;
  /** The field the answer must name (undefined: only a 400 is asked for). */
  field: string | undefined;
  locale: Locale;
  response: LightMyRequestResponse;
};

/** Sends a JSON body to an endpoint as the holder of `token`. */
export const sendBody = (
  t: TestApp,
  token: string,
  def: EndpointDef,
  body: unknown,
  locale: Locale,
  query?: string,
  params?: Record<string, string>,
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: def.method,
    url: sampleUrl(def, query, params),
    headers: { ...bearer(token), 'accept-language': locale },
    payload: body as object,
  });

/** Runs jobs a few at a time (the app answers them concurrently, the database stays calm). */
export const inBatches = async <T, R>(
  items: readonly T[],
  size: number,
  job: (item: T, index: number) => Promise<R>,
): Promise<R[]> => {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size)
    results.push(
      ...(await Promise.all(
        items.slice(start, start + size).map((item, offset) => job(item, start + offset)),
      )),
    );
  return results;
};

/** What is wrong with an answer that should be a 400 naming `sent.field`, or '' when it is right. */
export const refusalProblem = (
  sent: Sent,
  reasons: ('field.invalid' | 'field.required')[] = ['field.invalid'],
): string => {
  const { def, leaf, value, field, locale, response } = sent;
  const where = `${keyOf(def)} ${leaf.part}.${fieldPath(leaf.path)} = ${JSON.stringify(value)}`;
  if (response.statusCode !== 400) return `${where}: ${response.statusCode} ${response.body}`;
  const body = bodyOf(response);
  if (body.successful !== false || body.status !== 400)
    return `${where}: envelope ${response.body}`;
  if (field === undefined) return '';
  if (body.field?.toLowerCase() !== field.toLowerCase())
    return `${where}: names ${body.field}, not ${field}`;
  const expected = reasons.map((reason) => refusal(def, body.field ?? field, locale, reason));
  return expected.includes(body.description ?? '')
    ? ''
    : `${where}: says "${body.description}" in ${locale}, not "${expected.join('" or "')}"`;
};
