import type { Resource } from '@retail/contract';
import type { Db } from '../db/database';
import { snake } from '../db/migrations/list-indexes';
import type { ScopeView } from '../scope/scoped-db';
import type { AnySelect } from './list-page';
import type { KeptFilter } from './resource-row-counts';
import { countedRows, countedValueRows, keptSums } from './row-counts';

// Header totals of a registry list (packages/contract/src/registry/totals.ts): the count and
// the declared sums over the very query the list pages through (crud.ts `totals`), so the
// figures can never disagree with the list nor reach a row it would not show.

/** A sum: a column, added only over the rows whose state column is one of `states.values`. */
export type TotalColumn = {
  column: string;
  states?: { column: string; values: readonly number[] };
};

/** The sums a resource declares, as columns of its table (none without `totals`). */
export const totalColumnsOf = (resource: Resource): Record<string, TotalColumn> => {
  const stateField = resource.stateField;
  return Object.fromEntries(
    Object.entries(resource.totals?.sums ?? {}).map(([name, sum]) => [
      name,
      {
        column: sum.field,
        ...(sum.states && stateField ? { states: { column: stateField, values: sum.states } } : {}),
      },
    ]),
  );
};

/**
 * The count of the rows `select` matches and each sum over them, as integers: PostgreSQL answers
 * a count or a sum of integers as a bigint (a string), an empty sum as null (0 here).
 */
export const totalsOf = async (
  select: AnySelect,
  sums: Record<string, TotalColumn>,
): Promise<Record<string, number>> => {
  const row = (await select
    .select((eb) => [
      eb.fn.countAll().as('count'),
      ...Object.entries(sums).map(([name, sum]) => {
        const added = sum.states
          ? eb
              .case()
              .when(sum.states.column, 'in', [...sum.states.values])
              .then(eb.ref(sum.column))
              .else(eb.lit(0))
              .end()
          : eb.ref(sum.column);
        return eb.fn.coalesce(eb.fn.sum(added), eb.lit(0)).as(name);
      }),
    ])
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  return Object.fromEntries(
    ['count', ...Object.keys(sums)].map((name) => [name, Number(row?.[name] ?? 0)]),
  );
};

/**
 * The totals from the counters and the kept sums (resources/row-counts.ts) when the list is
 * narrowed by its scope alone, by its state alone or by one value the sums are kept by
 * (`kept`); undefined when they do not answer (then `totalsOf` reads the rows).
 */
export const keptTotalsOf = async (
  db: Db,
  table: string,
  sums: Record<string, TotalColumn>,
  view: ScopeView,
  { state, by }: KeptFilter,
): Promise<Record<string, number> | undefined> => {
  const kept = Object.fromEntries(
    Object.entries(sums).map(([name, sum]) => [
      name,
      { column: snake(sum.column), ...(sum.states ? { states: sum.states.values } : {}) },
    ]),
  );
  const value = state ?? by;
  const [count, added] = await Promise.all([
    value ? countedValueRows(db, table, value, view) : countedRows(db, table, view),
    keptSums(db, table, kept, view, {
      ...(state ? { state: Number(state.value) } : {}),
      ...(by ? { by } : {}),
    }),
  ]);
  return count === undefined || added === undefined ? undefined : { count, ...added };
};
