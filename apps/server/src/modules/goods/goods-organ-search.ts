import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import {
  GOODS_NAME_PAIRS,
  GOODS_NAME_SEARCH_BY_ORGAN,
  ORGAN_ROWID_SPAN,
} from '../../db/migrations/goods-search-by-organ';
import { scopeCondition, type ScopeView } from '../../scope/scoped-db';
import type { GoodsQuery } from './goods-query';
import { nameSearchOf } from './goods-search';

// SQLite: a name search answered by the indexes keyed by organisation (0205-goods-search-by-
// organ), each goods under `organ_id × 2^32 + id`. A view's matches are those in the rowid
// ranges of its organisations (read from the goods counters, merged into runs of consecutive
// ids), so a subtree's count and its matches come from the index alone, whatever the tenant
// holds outside it; and a two-letter search is one token of the pairs index instead of a scan.

/** A name search one of the indexes keyed by organisation answers exactly. */
export type OrganSearch = {
  /** `trigram`: three characters or more; `pairs`: exactly two. */
  kind: 'trigram' | 'pairs';
  /** The FTS5 query: the phrase of the lowered text, or the pair's token. */
  match: string;
};

/** The search of `text` as the list's `containsText` means it, or undefined (one character). */
export const organSearchOf = (text: string | null | undefined): OrganSearch | undefined => {
  if (!text) return undefined;
  const phrase = nameSearchOf(text);
  if (phrase) return { kind: 'trigram', match: phrase };
  const lowered = text.toLowerCase();
  // The pairs index holds each pair as the hex of its UTF-8 bytes (SQLite's hex()).
  return [...lowered].length === 2
    ? { kind: 'pairs', match: `"${Buffer.from(lowered, 'utf8').toString('hex')}"` }
    : undefined;
};

/** The filter is a name alone (the indexes keyed by organisation answer it). */
export const nameAlone = (filter: GoodsQuery): boolean =>
  !!filter.goodsName &&
  !filter.goodsId &&
  !filter.goodsCode &&
  !filter.goodsTypeId &&
  !filter.brandId &&
  (filter.status === undefined || filter.status === null) &&
  !filter.atStore;

/**
 * A page sorted from the view's matches costs about one step per match plus SORTED_MATCHES;
 * walking newest first costs WALK_STEP_COST steps per goods (or tenant's match) it passes.
 */
const SORTED_MATCHES = 2_000;
const WALK_STEP_COST = 8;

/** Whether to sort the view's `matches` for a page rather than walk `passes` goods. */
export const sortIsCheaper = (passes: number, matches: number): boolean =>
  passes * WALK_STEP_COST > matches + SORTED_MATCHES;

/** Organisation ids from `low` to `high`, both included. */
export type OrganRun = { low: number; high: number };

/** The organisations of the view that own goods, as runs of consecutive ids. */
export const organRunsOf = async (db: Db, view: ScopeView): Promise<OrganRun[]> => {
  const { rows } = await sql<{ id: number }>`select distinct "organ_id" as "id"
    from "goods_counter" where ${scopeCondition(view)} order by 1`.execute(db);
  const runs: OrganRun[] = [];
  for (const { id } of rows) {
    const last = runs[runs.length - 1];
    if (last && last.high + 1 === Number(id)) last.high = Number(id);
    else runs.push({ low: Number(id), high: Number(id) });
  }
  return runs;
};

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
const matchIn = (search: OrganSearch, run?: OrganRun) => {
  const index = sql.table(search.kind === 'pairs' ? GOODS_NAME_PAIRS : GOODS_NAME_SEARCH_BY_ORGAN);
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

/** How many goods of the runs' organisations (of every goods without runs) match. */
export const organSearchCount = async (
  db: Db,
  search: OrganSearch,
  runs: readonly OrganRun[] | undefined,
): Promise<number> => {
  let total = 0;
  for (const chunk of partsOf(runs)) {
    const counts = chunk.map((run) => {
      const { index, where } = matchIn(search, run);
      return sql`select count(*) as "c" from ${index} where ${where}`;
    });
    const [row] = (
      await sql<{
        count: number | string | null;
      }>`select sum("c") as "count" from (${sql.join(counts, sql` union all `)})`.execute(db)
    ).rows;
    total += Number(row?.count ?? 0);
  }
  return total;
};

/** The ids of the first `reach` matches of the runs' organisations, newest first. */
export const organSearchIds = async (
  db: Db,
  search: OrganSearch,
  runs: readonly OrganRun[] | undefined,
  reach: number,
): Promise<number[]> => {
  const ids: number[] = [];
  for (const chunk of partsOf(runs)) {
    const parts: RawBuilder<unknown>[] = chunk.map((run) => {
      const { index, where } = matchIn(search, run);
      return sql`select ${index}."rowid" % ${integer(SPAN)} as "id" from ${index} where ${where}`;
    });
    const { rows } = await sql<{ id: number }>`select "id" from (${sql.join(
      parts,
      sql` union all `,
    )}) order by "id" desc limit ${reach}`.execute(db);
    for (const { id } of rows) ids.push(Number(id));
  }
  return ids.sort((a, b) => b - a).slice(0, reach);
};
