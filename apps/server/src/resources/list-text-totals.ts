import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database';
import { ORGAN_ROWID_SPAN } from '../db/migrations/goods-search-by-organ';
import { snake } from '../db/migrations/list-indexes';
import { CREATED_COLUMN, createdDayOf } from '../db/migrations/list-text-index';
import { readPlannedWithValues } from '../db/planned-read';
import { containsLowered } from '../lib/text-match';
import type { ScopeView } from '../scope/scoped-db';
import { isWholeTenant } from './list-page';
import { keyRunsOfView, type ListTextSearch, RUNS_MATCHED_APART } from './list-text-search';
import type { TotalColumn } from './resource-totals';
import { boundsOfDays, type TextSumsFilter } from './resource-row-counts';

// The header totals of a search (issue 15, goal 3), when the list's texts are all its filter
// names (or its state, its app or its days beside them, 0237, 0239), read beside the text
// index's matches, so no matching row is read whole (bench/README.md "Header totals of a
// search"):
// - SQLite: the FTS5 index's matches in the rowid ranges of the view's organisations
//   (list-text-search.ts), joined in that order to the list's sums index (0235-list-text-sums,
//   0237, 0239: organisation, id, state, app, creation time, summed columns). A tenant's
//   100,000 matches of a common text: 114–117 → about 40 ms.
// - PostgreSQL: the side table's matches alone, which keeps each row's organisation, state,
//   app, creation time and summed columns in its `dated-sums` layout (0235, 0237, 0239), in the
//   view's tenant and organisations.
// The ranges or organisations are exactly the view's (`keyRunsOfView`: the organisation table
// under the scope's conditions), which is what keeps another organisation's rows out, as for
// the page from the index alone and the side table's count.

/** A sum over the rows `alias`: the column, or 0 for a row outside the sum's states. */
const addedOf = (alias: string, sum: TotalColumn): RawBuilder<unknown> => {
  const column = sql.raw(`${alias}.${snake(sum.column)}`);
  if (!sum.states) return column;
  return sql`case when ${sql.raw(`${alias}.${snake(sum.states.column)}`)} in (${sql.join(
    sum.states.values.map((value) => sql.lit(value)),
  )}) then ${column} else 0 end`;
};

type Row = Record<string, number | bigint | string | null>;

/** `count(*)` as n and each sum as s0, s1…; and how to read them back by name. */
const totalsSelection = (alias: string, sums: Record<string, TotalColumn>) => {
  const names = Object.keys(sums);
  return {
    select: sql`count(*) as n, ${sql.join(
      names.map(
        (name, at) =>
          sql`coalesce(sum(${addedOf(alias, sums[name] as TotalColumn)}), 0) as ${sql.raw(`s${String(at)}`)}`,
      ),
    )}`,
    read: (row: Row | undefined): Record<string, number> => ({
      count: Number(row?.n ?? 0),
      ...Object.fromEntries(names.map((name, at) => [name, Number(row?.[`s${String(at)}`] ?? 0)])),
    }),
  };
};

/** The row's conditions of what else narrows the list: its state, an app, the days. */
const keptOf = (alias: string, { values, days }: TextSumsFilter, kept: 'day' | 'time') => {
  // SQLite's sums index keeps the day (0239), compared as it is kept so that the matches are
  // read from the index alone; PostgreSQL's side table the time, compared with the days' bounds
  // (no function called on each of 100,000 matches: 60 against 45 ms).
  const [made, between] =
    kept === 'day'
      ? [createdDayOf(`${alias}.`), days]
      : [`${alias}.${CREATED_COLUMN}`, boundsOfDays(days)];
  return [
    ...values.map(({ column, value }) => sql<SqlBool>`${sql.raw(`${alias}.${column}`)} = ${value}`),
    ...(between.from ? [sql<SqlBool>`${sql.raw(made)} >= ${between.from}`] : []),
    ...(between.to ? [sql<SqlBool>`${sql.raw(made)} <= ${between.to}`] : []),
  ];
};

/** SQLite: from the FTS5 matches of the view's organisations and the list's sums index. */
const indexTotalsOf = async (
  db: Db,
  table: string,
  sumsIndex: string,
  text: ListTextSearch,
  sums: Record<string, TotalColumn>,
  kept: TextSumsFilter,
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
  const { select, read } = totalsSelection('r', sums);
  const where = keptOf('r', kept, 'day');
  const { rows } = await sql<Row>`select ${select}
    from (${sql.join(keys, sql` union all `)}) as m
    join ${sql.raw(table)} as r indexed by ${sql.raw(sumsIndex)}
      on r.organ_id = m.k / ${sql.raw(String(span))} and r.id = m.k % ${sql.raw(String(span))}
    ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}`.execute(db);
  return read(rows[0]);
};

/** PostgreSQL: from the side table's matches in the view's tenant and organisations. */
const sideTotalsOf = async (
  db: Db,
  side: NonNullable<ListTextSearch['side']>,
  sums: Record<string, TotalColumn>,
  view: ScopeView,
  kept: TextSumsFilter,
): Promise<Record<string, number> | undefined> => {
  if (view.tenantId === null) return undefined;
  // A tenant's whole tree is its tenant alone; a subtree, its runs of organisations.
  const whole = isWholeTenant(view);
  const runs = whole ? [] : await keyRunsOfView(db, 'organ', view);
  if (!runs || (!whole && (runs.length === 0 || runs.length > RUNS_MATCHED_APART)))
    return undefined;
  const organs: Expression<SqlBool>[] = !whole
    ? [
        sql<SqlBool>`(${sql.join(
          runs.map(({ low, high }) => sql`s.organ_id between ${low} and ${high}`),
          sql` or `,
        )})`,
      ]
    : [];
  const conditions = [
    sql<SqlBool>`s.tenant_id = ${view.tenantId}`,
    ...organs,
    ...side.texts.map(([column, text]) => containsLowered(`s.${column}`, text)),
    ...keptOf('s', kept, 'time'),
  ];
  const { select, read } = totalsSelection('s', sums);
  const rows = await readPlannedWithValues(
    db,
    sql<Row>`select ${select} from ${sql.table(side.table)} as s
      where ${sql.join(conditions, sql` and `)}`.compile(db),
  );
  return read(rows[0]);
};

/**
 * The count and sums of the rows of `table` the search matches in `view` narrowed by `kept` (its
 * state, an app, the days: columns the sums index keeps); undefined when the search is not one
 * the text index answers (a view not made of runs of organisations, or of too many; the
 * platform's view of every tenant).
 */
export const textTotalsOf = (
  db: Db,
  table: string,
  sumsIndex: string,
  text: ListTextSearch,
  sums: Record<string, TotalColumn>,
  view: ScopeView,
  kept: TextSumsFilter,
): Promise<Record<string, number> | undefined> =>
  text.side
    ? sideTotalsOf(db, text.side, sums, view, kept)
    : indexTotalsOf(db, table, sumsIndex, text, sums, kept);
