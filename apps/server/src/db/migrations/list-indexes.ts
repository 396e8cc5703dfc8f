import type { Resource } from '@retail/contract';
import { sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import type { AnyDb } from './columns';

// The indexes a registry list reads its pages and exact-filter counts from (issue 15, goal 3;
// resources/list-page.ts), worked out from the resource's declaration: newest first in a
// tenant, and for each exact filter (a reference, a state, a choice, an id) the tenant's rows
// of a value newest first and an organisation subtree's rows of it. A page's ids and a
// filter's count then read one range of an index, never the table's rows. A list declared
// `createdBetween` also has its tenant's rows by the day they were made.

export const snake = (name: string) => name.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`);

type ListIndex = { name: string; keys: string[]; carried: string[] };

/** The list indexes of a resource: keys, and the wall's path carried beside them on PostgreSQL. */
export const listIndexesOf = (resource: Resource): ListIndex[] => {
  const exact = Object.entries(resource.fields)
    .filter(([, spec]) => spec.filter === 'equals')
    .map(([name]) => snake(name));
  const of = (name: string, keys: string[], carried: string[]): ListIndex => ({
    name: `${resource.table}_${name}list_idx`,
    keys,
    carried,
  });
  return [
    // The tenant's rows newest first (a tenant's whole tree is `tenant_id = …` alone).
    of('', ['tenant_id', 'id'], ['organ_path']),
    ...exact.flatMap((column) => [
      of(`${column}_`, ['tenant_id', column, 'id'], ['organ_path']),
      of(`${column}_path_`, ['tenant_id', column, 'organ_path', 'id'], []),
    ]),
    ...(resource.createdBetween
      ? [of('create_date_', ['tenant_id', 'create_date', 'id'], ['organ_path'])]
      : []),
  ];
};

const quoted = (columns: string[]) => columns.map((column) => `"${column}"`).join(', ');

/**
 * Creates a registry list's indexes (call it in the migration that creates its table). It reads
 * the declaration as it is when the migration runs: an exact filter declared later on a list
 * that has them needs a migration that calls it again (it adds only the missing indexes).
 */
export const keepListIndexes = async (db: AnyDb, dialect: SqlDialect, resource: Resource) => {
  for (const index of listIndexesOf(resource)) {
    // PostgreSQL tests the row-level wall's columns: carried in the index, no row is read.
    const carried =
      dialect === 'postgres' && index.carried.length ? ` include (${quoted(index.carried)})` : '';
    await sql
      .raw(
        `create index if not exists ${index.name} on ${resource.table} (${quoted(index.keys)})${carried}`,
      )
      .execute(db);
  }
};

export const dropListIndexes = async (db: AnyDb, resource: Resource) => {
  for (const index of listIndexesOf(resource))
    await sql.raw(`drop index if exists ${index.name}`).execute(db);
};
