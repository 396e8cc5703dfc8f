import { type RawBuilder, sql } from 'kysely';
import type { Db } from './database';
import { ORGAN_ROWID_SPAN } from './migrations/goods-search-by-organ';

// SQLite: an FTS5 index whose rows are keyed `organ_id × 2^32 + id` (the goods' names,
// 0205-goods-search-by-organ; the registry lists' texts, list-text-index.ts). A view's matches
// are those in the rowid ranges of its organisations, merged into runs of consecutive ids: a
// subtree's count and its matches' ids come from the index alone.

/** Organisation ids from `low` to `high`, both included. */
export type OrganRun = { low: number; high: number };

/** Ascending organisation ids as runs of consecutive ids. */
export const runsOfIds = (ids: readonly number[]): OrganRun[] => {
  const runs: OrganRun[] = [];
  for (const id of ids) {
    const last = runs[runs.length - 1];
    if (last && last.high + 1 === id) last.high = id;
    else runs.push({ low: id, high: id });
  }
  return runs;
};

/** A search of one organisation-keyed index: its table and its FTS5 query. */
export type KeyedSearch = { index: string; match: string };

/** Runs per statement: a compound select holds at most 500 terms. */
const RUNS_PER_STATEMENT = 200;

const chunksOf = <T>(items: readonly T[], size: number): T[][] => {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    chunks.push(items.slice(start, start + size));
  return chunks;
};

/** An integer written into the SQL: FTS5 narrows its reads to a rowid range of constants. */
const integer = (value: bigint) => sql.raw(value.toString());

const SPAN = BigInt(ORGAN_ROWID_SPAN);

/** The statement's index and its match within one run of organisations (all when none). */
const matchIn = (search: KeyedSearch, run?: OrganRun) => {
  const index = sql.table(search.index);
  const range = run
    ? sql` and ${index}."rowid" between ${integer(BigInt(run.low) * SPAN)} and ${integer(
        (BigInt(run.high) + 1n) * SPAN - 1n,
      )}`
    : sql``;
  return { index, where: sql`${index} match ${search.match}${range}` };
};

/** Each run's statement part, or the whole index's when no runs are given. */
const partsOf = (runs: readonly OrganRun[] | undefined): (OrganRun | undefined)[][] =>
  runs ? chunksOf(runs, RUNS_PER_STATEMENT) : [[undefined]];

/**
 * How many rows of the runs' organisations (of every organisation without runs) match; with
 * `cap`, the index is read no further than `cap` matches in all (an answer of `cap` then says
 * "at least `cap`").
 */
export const keyedSearchCount = async (
  db: Db,
  search: KeyedSearch,
  runs: readonly OrganRun[] | undefined,
  cap?: number,
): Promise<number> => {
  let total = 0;
  for (const chunk of partsOf(runs)) {
    if (chunk.length === 0) continue;
    const left = cap === undefined ? undefined : cap - total;
    if (left !== undefined && left <= 0) break;
    const matches = chunk.map((run) => {
      const { index, where } = matchIn(search, run);
      return sql`select 1 from ${index} where ${where}`;
    });
    const all = sql.join(matches, sql` union all `);
    const [row] = (
      await sql<{ count: number | string | null }>`select count(*) as "count" from (${all}${
        left === undefined ? sql`` : sql` limit ${left}`
      })`.execute(db)
    ).rows;
    total += Number(row?.count ?? 0);
  }
  return total;
};

/** Which matches: `limit` ids after `offset`, by id descending or ascending. */
export type KeyedSlice = { limit: number; offset: number; descending: boolean };

/**
 * At most this many runs of one key each are read each in its rowid order (its ids' order),
 * their first matches merged: a key's reads cost a fixed 0.3–2 ms each (an organisation's run
 * of 202 cost 350–470 ms where sorting all the tenant's matches cost 63–82), but within a key
 * the slice's rows cost what they are (bench/README.md, "The platform's searches").
 */
export const ORDERED_KEYS = 16;

/** The runs are a few keys, each read in its ids' order. */
export const readInOrder = (runs: readonly OrganRun[] | undefined): runs is readonly OrganRun[] =>
  runs !== undefined &&
  runs.length > 0 &&
  runs.length <= ORDERED_KEYS &&
  runs.every(({ low, high }) => low === high);

/**
 * The ids of a slice of the runs' organisations' matches, in id order: each key's first
 * `offset + limit` in rowid order and merged when the runs are a few keys (a tenant's whole
 * tree, the platform's tenants: a tenant's 2,000th match of 100,000 in 0.6 ms against 45
 * sorted), else all the matches sorted.
 */
export const keyedSearchIds = async (
  db: Db,
  search: KeyedSearch,
  runs: readonly OrganRun[] | undefined,
  slice: KeyedSlice,
): Promise<number[]> => {
  const direction = sql.raw(slice.descending ? 'desc' : 'asc');
  if (readInOrder(runs)) {
    const reach = slice.offset + slice.limit;
    const parts = runs.map((run) => {
      const { index, where } = matchIn(search, run);
      return sql`select * from (select ${index}."rowid" % ${integer(SPAN)} as "id" from ${index}
        where ${where} order by ${index}."rowid" ${direction} limit ${reach})`;
    });
    const { rows } = await sql<{ id: number }>`select "id" from (${sql.join(
      parts,
      sql` union all `,
    )}) order by "id" ${direction} limit ${slice.limit} offset ${slice.offset}`.execute(db);
    return rows.map(({ id }) => Number(id));
  }
  const chunks = partsOf(runs).filter((chunk) => chunk.length > 0);
  // With several statements, each gives its first `offset + limit`; the slice is of them all.
  const [limit, offset] =
    chunks.length === 1 ? [slice.limit, slice.offset] : [slice.offset + slice.limit, 0];
  const ids: number[] = [];
  for (const chunk of chunks) {
    const parts: RawBuilder<unknown>[] = chunk.map((run) => {
      const { index, where } = matchIn(search, run);
      return sql`select ${index}."rowid" % ${integer(SPAN)} as "id" from ${index} where ${where}`;
    });
    const { rows } = await sql<{ id: number }>`select "id" from (${sql.join(
      parts,
      sql` union all `,
    )}) order by "id" ${direction} limit ${limit} offset ${offset}`.execute(db);
    for (const { id } of rows) ids.push(Number(id));
  }
  if (chunks.length === 1) return ids;
  ids.sort((a, b) => (slice.descending ? b - a : a - b));
  return ids.slice(slice.offset, slice.offset + slice.limit);
};
