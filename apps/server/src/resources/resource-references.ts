import { type FieldSpec, nameFieldOf, type Resource, resources } from '@retail/contract';
import type { Db } from '../db/database';
import { AppError } from '../lib/app-error';
import type { Scope } from '../scope/scope';
import { type OwnedTable, scoped } from '../scope/scoped-db';
import type { AnySelect } from './crud';
import { sharedReadView } from './shared-scope';

// A registry resource's references: the table and naming column each points at, a reference
// the caller cannot read refused (400 naming the field), and the names answers carry. What the
// caller can read of the target follows its scope kind (shared rows included).

/** A record as the contract's record schema describes it. */
export type ResourceRow = { id: number } & Record<string, unknown>;

/** `goods_tag` → `goodsTag`, the name the query builder knows the table by. */
const camel = (table: string): OwnedTable =>
  table.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()) as OwnedTable;

export const tableOf = (resource: Resource): OwnedTable => camel(resource.table);

/** The table, naming column and scope kind of what a reference field points at. */
const referenceOf = (
  spec: FieldSpec,
): { table: OwnedTable; display: string; kind: Resource['scope'] } => {
  if (spec.referenceTable)
    return {
      table: camel(spec.referenceTable),
      display: spec.referenceDisplay ?? 'name',
      kind: 'organ',
    };
  const target = resources[spec.references as keyof typeof resources] as Resource | undefined;
  if (!target) throw new Error(`A reference to an unknown resource: ${String(spec.references)}`);
  return { table: tableOf(target), display: target.display, kind: target.scope };
};

/** The rows of a referenced table the caller may read (shared ones included). */
const readableOf = (db: Db, scope: Scope, spec: FieldSpec): AnySelect => {
  const { table, kind } = referenceOf(spec);
  return scoped(db, scope, sharedReadView(kind, scope)).selectFrom(table) as unknown as AnySelect;
};

/** A reference the caller cannot see is bad input naming the field. */
export const checkReferences = async (
  db: Db,
  resource: Resource,
  scope: Scope,
  values: Record<string, unknown>,
) => {
  for (const [name, spec] of Object.entries(resource.fields)) {
    const id = values[name];
    if (!spec.references || typeof id !== 'number') continue;
    const found = await readableOf(db, scope, spec)
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!found) throw new AppError(400, 'field.unknownReference', { field: name });
  }
};

/**
 * The organisation a new record follows when the body names none: that of the record its
 * `owner` reference names, when the caller can see it (else the reference check refuses it).
 */
export const referencedOwner = async (
  db: Db,
  resource: Resource,
  scope: Scope,
  body: Record<string, unknown>,
): Promise<number | undefined> => {
  const [name, spec] = Object.entries(resource.fields).find(([, field]) => field.owner) ?? [];
  const id = name === undefined ? undefined : body[name];
  if (!spec || typeof id !== 'number') return undefined;
  const row = (await readableOf(db, scope, spec)
    .select('organId')
    .where('id', '=', id)
    .executeTakeFirst()) as { organId: number } | undefined;
  return row?.organId;
};

/** The names of named references, in one query per referenced table. */
export const withNames = async (
  db: Db,
  resource: Resource,
  scope: Scope,
  rows: ResourceRow[],
): Promise<ResourceRow[]> => {
  const named = Object.entries(resource.fields).filter(([, spec]) => spec.named);
  if (named.length === 0 || rows.length === 0) return rows;
  const names = await Promise.all(
    named.map(async ([name, spec]) => {
      const { display } = referenceOf(spec);
      const ids = [...new Set(rows.map((row) => row[name]).filter((id) => typeof id === 'number'))];
      if (ids.length === 0) return new Map<number, string>();
      const found = (await readableOf(db, scope, spec)
        .select(['id', display])
        .where('id', 'in', ids)
        .execute()) as Array<Record<string, unknown>>;
      return new Map(found.map((row) => [row.id as number, String(row[display])]));
    }),
  );
  return rows.map((row) => ({
    ...row,
    ...Object.fromEntries(
      named.map(([name], index) => [
        nameFieldOf(name),
        names[index]?.get(row[name] as number) ?? null,
      ]),
    ),
  }));
};
