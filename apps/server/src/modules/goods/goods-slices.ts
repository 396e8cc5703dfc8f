import { sql } from 'kysely';
import type { Db } from '../../db/database';

// SQLite runs on the event loop: one statement that reads a million goods (a name search of one
// or two characters scans the view, 370 ms at a million goods) holds every other request for
// as long. Such reads are cut into slices of the id range, newest first, each its own short
// statement, run one at a time in the process with the event loop turning after each, so other
// requests are served in between: a slow list is slow for its own caller only. Each slice is a
// range of the primary key (of the search index's rowid), so a slice never reads more than
// SLICE_IDS goods. With reading threads (READ_THREADS, db/read-pool.ts) a slice runs on a
// thread instead of the event loop; the lane still runs one slice at a time, so slow lists keep
// to one thread and leave the others to everyone else's reads.

/** Goods ids per slice: the scan of a slice takes about 10–20 ms at most. */
export const SLICE_IDS = 50_000;

/**
 * Ids per slice of a count over the trigram index: each slice reads the text's postings
 * again (a few ms), so its slices are wider; a slice then probes its matches' goods.
 */
export const SEARCH_SLICE_IDS = 200_000;

/** Goods ids from `low` to `high`, both included. */
export type IdSlice = { low: number; high: number };

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The one lane every slice runs in: one slice at a time in the whole process, and the event
 * loop turns after each. Without it, each of several slow lists would run a slice in every
 * turn and the other requests would wait for all of them (measured: the default list starved
 * beside four clients searching two letters); with it they wait for one slice at most, and the
 * slow lists take turns among themselves.
 */
let lane: Promise<void> = Promise.resolve();
const inLane = <T>(work: () => Promise<T>): Promise<T> => {
  const run = lane.then(work);
  lane = run.then(nextTurn, nextTurn);
  return run;
};

/** The slices of the goods' id range, newest first (none without goods). */
export const slicesOf = async (db: Db, size = SLICE_IDS): Promise<IdSlice[]> => {
  const { rows } = await sql<{
    low: number | null;
    high: number | null;
  }>`select min("id") as "low", max("id") as "high" from "goods"`.execute(db);
  const { low, high } = rows[0] ?? { low: null, high: null };
  if (low === null || high === null) return [];
  const slices: IdSlice[] = [];
  for (let top = Number(high); top >= Number(low); top -= size)
    slices.push({ low: Math.max(Number(low), top - size + 1), high: top });
  return slices;
};

/** A count over every slice, the event loop turning between them. */
export const countInSlices = async (
  slices: readonly IdSlice[],
  count: (slice: IdSlice) => Promise<number>,
): Promise<number> => {
  let total = 0;
  for (const slice of slices) total += await inLane(() => count(slice));
  return total;
};

/**
 * `limit` rows after `offset`, newest first, gathered slice by slice: a slice is counted while
 * the offset passes it whole, then read; the event loop turns between slices.
 */
export const pageInSlices = async <R>(
  slices: readonly IdSlice[],
  { limit, offset }: { limit: number; offset: number },
  count: (slice: IdSlice) => Promise<number>,
  read: (slice: IdSlice, limit: number, offset: number) => Promise<R[]>,
): Promise<R[]> => {
  const rows: R[] = [];
  let skip = offset;
  for (const slice of slices) {
    if (rows.length >= limit) break;
    const inSlice = skip > 0 ? await inLane(() => count(slice)) : undefined;
    if (inSlice !== undefined && inSlice <= skip) skip -= inSlice;
    else {
      const offset = skip;
      rows.push(...(await inLane(() => read(slice, limit - rows.length, offset))));
      skip = 0;
    }
  }
  return rows;
};
