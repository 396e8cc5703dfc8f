import { sql } from 'kysely';
import type { Db } from '../../db/database';
import {
  GOODS_NAME_PAIRS,
  GOODS_NAME_SEARCH_BY_ORGAN,
} from '../../db/migrations/goods-search-by-organ';
import {
  type KeyedSearch,
  keyedSearchCount,
  keyedSearchIds,
  type OrganRun,
  runsOfIds,
} from '../../db/organ-keyed-search';
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

export type { OrganRun };

/** The organisations of the view that own goods, as runs of consecutive ids. */
export const organRunsOf = async (db: Db, view: ScopeView): Promise<OrganRun[]> => {
  const { rows } = await sql<{ id: number }>`select distinct "organ_id" as "id"
    from "goods_counter" where ${scopeCondition(view)} order by 1`.execute(db);
  return runsOfIds(rows.map(({ id }) => Number(id)));
};

/** The index of a search and its FTS5 query. */
const keyedOf = (search: OrganSearch): KeyedSearch => ({
  index: search.kind === 'pairs' ? GOODS_NAME_PAIRS : GOODS_NAME_SEARCH_BY_ORGAN,
  match: search.match,
});

/** How many goods of the runs' organisations (of every goods without runs) match. */
export const organSearchCount = (
  db: Db,
  search: OrganSearch,
  runs: readonly OrganRun[] | undefined,
): Promise<number> => keyedSearchCount(db, keyedOf(search), runs);

/** The ids of the first `reach` matches of the runs' organisations, newest first. */
export const organSearchIds = (
  db: Db,
  search: OrganSearch,
  runs: readonly OrganRun[] | undefined,
  reach: number,
): Promise<number[]> =>
  keyedSearchIds(db, keyedOf(search), runs, { limit: reach, offset: 0, descending: true });
