import { type FieldSpec, type Resource, type ResourceKey, resources } from '@retail/contract';
import type { EndpointDef } from '@retail/contract';
import { z } from 'zod';
import {
  createFor,
  editById,
  type EndpointFixture,
  listFilter,
  ownerOf,
  removeById,
  type RowContext,
  type Target,
} from './fixture-helpers';

// Isolation and authority cases of the registry's resources, generated from their declarations:
// a row of each table, and an attack on each endpoint (list, query-for-list, header totals, edit
// by id, create for the target's organisation, remove, every action). Nothing to write for a new
// resource.

const tableKey = (resource: Resource) => resource.table;

/** A value of a field that the field's rules accept, marked so that a leak shows. */
const sampleOf = (
  name: string,
  spec: FieldSpec,
  context: { marker: string; unique: string; rows: Record<string, { id: number }> },
): unknown => {
  if (spec.references) {
    const table =
      spec.referenceTable ?? tableKey(resources[spec.references as ResourceKey] as Resource);
    return context.rows[table]?.id ?? null;
  }
  if (spec.defaultValue !== undefined) return spec.defaultValue;
  switch (spec.kind) {
    case 'text':
    case 'textarea': {
      const text = (
        spec.unique ? `${context.marker}-${context.unique}` : `${context.marker} ${name}`
      ).slice(0, spec.max);
      // A code with a shape of its own (a dictionary namespace) gets the marker in that shape.
      return spec.edit.safeParse(text).success ? text : text.replace(/[^\w.-]+/g, '_');
    }
    case 'colour':
      return '#409EFF';
    case 'datetime':
      // A window that is open now and for years (a start, then an end after it).
      return /end|expires/i.test(name) ? '2099-12-31 23:59:59' : '2026-01-01 00:00:00';
    case 'image':
      return null;
    default:
      return spec.required ? 1 : null;
  }
};

const valuesOf = (resource: Resource, context: Parameters<typeof sampleOf>[2]) =>
  Object.fromEntries(
    Object.entries(resource.fields).map(([name, spec]) => [name, sampleOf(name, spec, context)]),
  );

/**
 * The registry's resources whose rows are shared above their owner (`tenant`, `platform`):
 * shared-scope.test.ts proves their reads and writes.
 */
export const sharedResources = (): Resource[] =>
  Object.values(resources as Record<string, Resource>).filter(
    (resource) => resource.scope === 'tenant' || resource.scope === 'platform',
  );

/** The owned row of a registry resource's table, for the isolation world. */
export const registryRows = (
  key: ResourceKey,
): Record<string, (context: RowContext) => Record<string, unknown>> => {
  const resource = resources[key] as Resource;
  return { [tableKey(resource)]: (context) => valuesOf(resource, context) };
};

/** An edit body: the declared fields with values of the caller's own choosing, as the API takes them. */
export const bodyOf =
  (resource: Resource, word: string) =>
  (target: Target): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(valuesOf(resource, { marker: word, unique: word, rows: target.rows })).map(
        ([name, value]) => [name, resource.fields[name]?.kind === 'switch' ? value === 1 : value],
      ),
    );

/** An action's body aimed at the target row: `id`/`ids` name it, literals take their first value. */
const actionBody = (def: EndpointDef, target: Target): Record<string, unknown> => {
  const shape = (def.body as z.ZodObject).shape as Record<string, z.ZodType>;
  return Object.fromEntries(
    Object.entries(shape).flatMap(([name, schema]): [string, unknown][] => {
      if (name === 'id') return [[name, target.row.id]];
      if (name === 'ids') return [[name, [target.row.id]]];
      // What may be left out (a transition's remark) is left out.
      if (schema.safeParse(undefined).success) return [];
      const json = z.toJSONSchema(schema) as {
        anyOf?: { const?: unknown }[];
        const?: unknown;
        type?: string;
        minimum?: number;
        items?: { type?: string };
      };
      // A literal takes its first value, a number its least (an amount of 1 cent), a list of
      // ids the target's own id (a template applied to devices: the template is refused first).
      const literal =
        json.const ??
        json.anyOf?.[0]?.const ??
        (json.type === 'integer' || json.type === 'number' ? (json.minimum ?? 1) : undefined) ??
        (json.type === 'array' && json.items?.type === 'integer' ? [target.row.id] : undefined) ??
        // A required text (a reason) says where it comes from.
        (json.type === 'string' ? 'isolation' : undefined);
      if (literal === undefined) throw new Error(`${def.path}: no sample for the field "${name}"`);
      return [[name, literal]];
    }),
  );
};

/** A whole-list call (every match, header totals) filtered on the target's organisation. */
const filteredOnTarget: EndpointFixture = {
  request: (target) => ({ body: { ...ownerOf(target), organIds: [target.organ.id] } }),
};

/** Every endpoint of every registry resource, by `METHOD /path`. */
export const registryEndpointFixtures = (): Record<string, EndpointFixture | EndpointFixture[]> =>
  Object.fromEntries(
    Object.values(resources).flatMap((declared) => {
      const resource = declared as Resource;
      const { list, queryForList, totals, edit, remove, ...actions } = resource.endpoints as Record<
        string,
        EndpointDef
      >;
      const entry = (def: EndpointDef | undefined, fixture: EndpointFixture | EndpointFixture[]) =>
        def ? [[`${def.method} ${def.path}`, fixture] as const] : [];
      return [
        ...entry(list, listFilter()),
        ...entry(queryForList, filteredOnTarget),
        // Header totals over the target's rows: a count or sum above zero is a leak.
        ...entry(totals, filteredOnTarget),
        ...entry(edit, [
          editById(bodyOf(resource, 'stolen')),
          createFor(bodyOf(resource, 'planted')),
        ]),
        ...entry(remove, removeById),
        ...Object.values(actions).flatMap((def) =>
          entry(def, { request: (target) => ({ body: actionBody(def, target) }) }),
        ),
      ];
    }),
  );
