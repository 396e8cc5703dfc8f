import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database';
import { ORGAN_ROWID_SPAN } from '../db/migrations/goods-search-by-organ';
import {
  type KeyedSearch,
  keyedSearchCount,
  keyedSearchIds,
  type OrganRun,
} from '../db/organ-keyed-search';
import type { Span } from './list-page';

// A registry list page answered from its text index (list-text-search.ts) when nothing but
// "contains" texts and the scope narrow it: the count and the page's ids, read the cheapest
// way the index allows (bench/README.md, "Registry lists at 1,000,000 rows").
// - A text's phrase costs what its most common trigrams do ("10000000740" reads the doclist of
//   "000", held by every mobile: 130 ms), where its trigrams without their order (`AND`) cost
//   what the rarest does (1 ms). So the trigrams are asked first, up to RECHECKED candidates,
//   and those rows are checked exactly (`like`): the count and pages are then theirs.
// - More candidates than that: the count is the phrase's, and a page is either walked over the
//   view's rows in list order, each tested in the index (PROBE_COST a row: cheap for the first
//   pages of a common text in a tenant's whole tree, read newest first; a subtree's rows are all
//   tested, then sorted), or sorted from all the matches (one step a match plus SORTED).
// - A "contains" search counts no further than LIST_COUNT_CAP and one (`countLimit`): a common
//   text's exact count read 100,000–1,000,000 matches (16–90 ms), the capped one 1 ms. Past the
//   cap the matches' share of the view is unknown (at least the cap's): a near page of a
//   tenant's whole tree is first walked over its first WALK_BUDGET rows in list order (a common
//   text's page 1 in 0.3–2.3 ms, where sorting its matches took 13–60 ms), and sorted from the
//   matches only when those rows hold too few.

/** At most this many candidates are read and checked on their rows. */
export const RECHECKED = 2_000;

/** What one row walked and tested in the index costs, against one match sorted. */
const PROBE_COST = 100;
const SORTED = 2_000;

/** Past the cap, a walk reads at most this many of the view's rows (about 10 ms at most). */
export const WALK_BUDGET = 500;

export type TextPageSource = {
  db: Db;
  /** The texts' phrases (exact), and their trigrams in any order (a superset), when they differ. */
  phrases: KeyedSearch;
  trigrams?: KeyedSearch;
  /** The view's key runs (organisations or its tenant); undefined for the whole index. */
  runs: readonly OrganRun[] | undefined;
  newestFirst: boolean;
  /** Of these candidate ids, those whose rows hold the texts (in any order). */
  recheck: (ids: readonly number[]) => Promise<number[]>;
  /**
   * A span walked over the view's rows in list order, each row tested in the index; with a
   * budget, over that many rows at most (undefined when they hold too few matches).
   */
  walk: (span: Span, budget?: number) => Promise<number[] | undefined>;
  /**
   * The walk reads the view's rows in id order and stops after the span (a tenant's whole
   * tree, from its `(tenant_id, id)` index); otherwise it tests every row of the view.
   */
  walksInOrder: boolean;
  /** The rows in the view (the row counters), or undefined when not counted. */
  inView: () => Promise<number | undefined>;
  /** Count the matches no further than this many (fetchListPage's cap and one more). */
  countLimit?: number;
};

type Plan = { exact: number[] } | { total: number };

const once = <T>(make: () => Promise<T>): (() => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
};

const sliceOf = ({ limit, offset }: Span, descending: boolean) => ({ limit, offset, descending });

/** The page's total and span ids, from the index (fetchListPage's `total` and `spanIds`). */
export const textPageOf = (source: TextPageSource) => {
  const { db, phrases, trigrams, runs, newestFirst } = source;
  const plan = once(async (): Promise<Plan> => {
    if (trigrams && (await keyedSearchCount(db, trigrams, runs, RECHECKED + 1)) <= RECHECKED) {
      const first = await keyedSearchIds(db, trigrams, runs, {
        limit: RECHECKED,
        offset: 0,
        descending: true,
      });
      const held = new Set(await source.recheck(first));
      return { exact: first.filter((id) => held.has(id)) };
    }
    return { total: await keyedSearchCount(db, phrases, runs, source.countLimit) };
  });
  return {
    total: async () => {
      const made = await plan();
      return 'exact' in made ? made.exact.length : made.total;
    },
    ids: async (span: Span): Promise<number[]> => {
      const made = await plan();
      const descending = newestFirst !== span.reversed;
      if ('exact' in made) {
        const ordered = descending ? made.exact : [...made.exact].reverse();
        return ordered.slice(span.offset, span.offset + span.limit);
      }
      const reach = span.offset + span.limit;
      if (source.countLimit !== undefined && made.total >= source.countLimit) {
        const walked =
          source.walksInOrder && reach * 4 <= WALK_BUDGET
            ? await source.walk(span, WALK_BUDGET)
            : undefined;
        return walked ?? keyedSearchIds(db, phrases, runs, sliceOf(span, descending));
      }
      const rows = await source.inView();
      const passes =
        rows === undefined || made.total === 0
          ? Number.POSITIVE_INFINITY
          : source.walksInOrder
            ? (reach * rows) / made.total
            : rows;
      const walked =
        passes * PROBE_COST < made.total + SORTED ? await source.walk(span) : undefined;
      return walked ?? keyedSearchIds(db, phrases, runs, sliceOf(span, descending));
    },
  };
};

/**
 * A row of `table` (its Kysely name) is among the index's matches: the index read at the row's
 * own key alone (a walk's test of each row), the key starting with its organisation or tenant.
 */
export const textProbe = (
  search: KeyedSearch,
  table: string,
  key: 'organ' | 'tenant',
): Expression<SqlBool> => {
  const index = sql.table(search.index);
  return sql<SqlBool>`exists (select 1 from ${index} where ${index} match ${search.match}
    and ${index}."rowid" = ${sql.ref(`${table}.${key}Id`)} * ${sql.raw(
      String(ORGAN_ROWID_SPAN),
    )} + ${sql.ref(`${table}.id`)})`;
};
