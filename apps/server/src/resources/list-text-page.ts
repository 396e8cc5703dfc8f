import type { Db } from '../db/database';
import {
  type KeyedSearch,
  keyedSearchCount,
  keyedSearchIds,
  type OrganRun,
  readInOrder,
} from '../db/organ-keyed-search';
import type { Span } from './list-page';

// A registry list page answered from its text index (list-text-search.ts) when nothing but
// "contains" texts and the scope narrow it: the count and the page's ids, read the cheapest
// way the index allows (bench/README.md, "Registry lists at 1,000,000 rows").
// - A text's phrase costs what its most common trigrams do ("10000000740" reads the doclist of
//   "000", held by every mobile: 130 ms), where its trigrams without their order (`AND`) cost
//   what the rarest does (1 ms). So the trigrams are asked first, up to RECHECKED candidates,
//   and those rows are checked exactly (`like`): the count and pages are then theirs.
// - More candidates than that: the count is the phrase's, and a page is read from the index in
//   its ids' order when the view is a few keys (a tenant's whole tree, the platform's tenants, a
//   leaf organisation: `keyedSearchIds`), else either walked over the view's rows in list order,
//   each row's texts tested (`like`, WALKED a row: cheap for the pages of a common text in a
//   tenant's whole tree or the platform's rows, read newest first; a subtree's rows are all
//   tested, then sorted), or sorted from all the matches (one step a match plus SORTED).
// - A "contains" search counts no further than LIST_COUNT_CAP and one (`countLimit`): a common
//   text's exact count read 100,000–1,000,000 matches (16–90 ms), the capped one 1 ms. Past the
//   cap the matches' share of the view is unknown (at least the cap's): a near page of a
//   tenant's whole tree (or the platform's rows) within WALK_BUDGET rows of the start is first
//   walked over those rows in list order, and sorted from the matches only when they hold too
//   few (a text every row holds: its page 499 in 5–8 ms where the sort took 140).
// - A row walked and tested costs 0.2–0.4 µs (10,000 of a tenant's audit entries in 2.3 ms); a
//   match sorted 0.07–0.45 µs (1,000,000 of "1000" in 63–82 ms, 100,000 of "charlie" in 45); a
//   row tested in the index instead, as the walk first did, 46 µs (bench/README.md, "The
//   platform's searches").

/** At most this many candidates are read and checked on their rows. */
export const RECHECKED = 2_000;

/** What one row walked and tested costs, against one match sorted. */
const WALKED = 3;
const SORTED = 2_000;

/** Past the cap, a walk reads at most this many of the view's rows (about 4 ms at most). */
export const WALK_BUDGET = 10_000;

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
   * A span walked over the view's rows in list order, each row's texts tested; with a budget,
   * over that many rows at most (undefined when they hold too few matches).
   */
  walk: (span: Span, budget?: number) => Promise<number[] | undefined>;
  /**
   * The walk reads the view's rows in id order and stops after the span (a tenant's whole
   * tree, from its `(tenant_id, id)` index; every tenant's rows, from the table); otherwise it
   * tests every row of the view.
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
      // A few keys read each in its ids' order: the span costs at most its reach in each, less
      // than a walk or a sort (keyedSearchIds).
      if (readInOrder(runs)) return keyedSearchIds(db, phrases, runs, sliceOf(span, descending));
      if (source.countLimit !== undefined && made.total >= source.countLimit) {
        const walked =
          source.walksInOrder && reach <= WALK_BUDGET
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
      const walked = passes * WALKED < made.total + SORTED ? await source.walk(span) : undefined;
      return walked ?? keyedSearchIds(db, phrases, runs, sliceOf(span, descending));
    },
  };
};
