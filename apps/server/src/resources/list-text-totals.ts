import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database';
import { ORGAN_ROWID_SPAN } from '../db/migrations/goods-search-by-organ';
import { snake } from '../db/migrations/list-indexes';
import { type ListTextSearch, RUNS_MATCHED_APART } from './list-text-search';
import type { TotalColumn } from './resource-totals';
import type { CountedValue } from './row-counts';

// The header totals of a search on SQLite (issue 15, goal 3): when the list's texts are all its
// filter names (or its state beside them), its count and sums are read from the FTS5 index's
// matches in the rowid ranges of the view's organisations (list-text-search.ts), joined in
// that order to the list's sums index (0235-list-text-sums: organisation, id, state, summed
// columns), so no matching row is read whole. A tenant's 100,000 matches of a common text:
// 114–117 → about 40 ms (bench/README.md "Header totals of a search"). The ranges are exactly
// the view's organisations (`keyRunsOfView`), which is what keeps another organisation's rows
// out, as for the page from the index alone.

/** A sum over the joined rows `r`: the column, or 0 for a row outside the sum's states. */
const addedOf = (sum: TotalColumn): RawBuilder<unknown> => {
  const column = sql.raw(`r.${snake(sum.column)}`);
  if (!sum.states) return column;
  return sql`case when ${sql.raw(`r.${snake(sum.states.column)}`)} in (${sql.join(
    sum.states.values.map((value) => sql.lit(value)),
  )}) then ${column} else 0 end`;
};

/**
 * The count and sums of the rows of `table` the search matches in its view (of `state`, if
 * given), from the index `sumsIndex`; undefined when the search is not one the index answers
 * (PostgreSQL, a view not made of runs of organisations, or of too many).
 */
export const textTotalsOf = async (
  db: Db,
  table: string,
  sumsIndex: string,
  text: ListTextSearch,
  sums: Record<string, TotalColumn>,
  state?: CountedValue,
): Promise<Record<string, number> | undefined> => {
  const { search, runs } = text;
  if (!search || text.key !== 'organ' || !runs?.length || runs.length > RUNS_MATCHED_APART)
    return undefined;
  const span = BigInt(ORGAN_ROWID_SPAN);
  const index = sql.table(search.index);
  const keys = runs.map(
    ({ low, high }) => sql`select ${index}."rowid" as k from ${index}
      where ${index} match ${search.match}
        and ${index}."rowid" between ${sql.raw(String(BigInt(low) * span))}
        and ${sql.raw(String((BigInt(high) + 1n) * span - 1n))}`,
  );
  const names = Object.keys(sums);
  const { rows } = await sql<Record<string, number | bigint | null>>`
    select count(*) as n, ${sql.join(
      names.map(
        (name, at) =>
          sql`coalesce(sum(${addedOf(sums[name] as TotalColumn)}), 0) as ${sql.raw(`s${String(at)}`)}`,
      ),
    )}
    from (${sql.join(keys, sql` union all `)}) as m
    join ${sql.raw(table)} as r indexed by ${sql.raw(sumsIndex)}
      on r.organ_id = m.k / ${sql.raw(String(span))} and r.id = m.k % ${sql.raw(String(span))}
    ${state ? sql`where ${sql.raw(`r.${state.column}`)} = ${state.value}` : sql``}`.execute(db);
  const row = rows[0];
  return {
    count: Number(row?.n ?? 0),
    ...Object.fromEntries(names.map((name, at) => [name, Number(row?.[`s${String(at)}`] ?? 0)])),
  };
};
