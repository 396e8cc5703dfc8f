import { AsyncLocalStorage } from 'node:async_hooks';

// Which reads may take the quick lane of the read pool (read-pool.ts). One reading thread is
// kept for quick reads: a statement that has run quickly so far, made by a request that has not
// read much yet. The other threads take any read, in the order they came. So a request that
// makes a few short reads (most of them) never waits behind another request's slow read, which
// at worst holds the other threads; and a slow request, once it has read for a while, leaves the
// quick lane to the others.

/** A statement is quick while its recent runs took less than this on average. */
export const QUICK_STATEMENT_MS = 5;

/** A request that has read for this long in all is no longer quick. */
export const QUICK_REQUEST_MS = 20;

/**
 * A statement whose runs have all been quicker than this lately is read on the event loop
 * itself (read-pool.ts, `here`): handing it to a thread and its rows back costs more than
 * reading it (a goods list call at 1M goods, 50 in flight: 2.5 → 1.7 ms of CPU with every read
 * on the event loop; bench/README.md). One slower run sends the statement back to the threads
 * until its peak has decayed below this again. A request's own work takes about as long.
 */
export const HERE_STATEMENT_MS = 4;

/** How much of a statement's peak time is left after each later run (it decays slowly). */
const PEAK_DECAY = 0.95;

/** How much each recent run weighs in a statement's average (an exponential moving average). */
const RECENT_WEIGHT = 0.3;

/** Statements whose times are kept, by SQL text (the oldest is forgotten past it). */
const STATEMENTS_KEPT = 1000;

/** What one request has read on the threads so far. */
export type Reader = { readMs: number };

const readers = new AsyncLocalStorage<Reader>();

/** Runs `work` as a request of its own: its reads are counted together. */
export const asReader = <T>(work: () => T): T => readers.run({ readMs: 0 }, work);

/** The request a read is made for (a read outside any request is a reader of its own). */
export const currentReader = (): Reader => readers.getStore() ?? { readMs: 0 };

/** How long statements took, by SQL text: whether one is quick. */
export const createStatementTimes = () => {
  const averages = new Map<string, number>();
  const peaks = new Map<string, number>();
  const keep = (map: Map<string, number>, sql: string, value: number) => {
    if (!map.has(sql) && map.size >= STATEMENTS_KEPT) {
      const oldest = map.keys().next().value;
      if (oldest !== undefined) map.delete(oldest);
    }
    map.set(sql, value);
  };
  return {
    /** Unknown statements are quick until they have run. */
    quick: (sql: string, reader: Reader): boolean =>
      reader.readMs < QUICK_REQUEST_MS && (averages.get(sql) ?? 0) < QUICK_STATEMENT_MS,
    /** Known, and every recent run quicker than HERE_STATEMENT_MS: read on the event loop. */
    here: (sql: string): boolean => (peaks.get(sql) ?? HERE_STATEMENT_MS) < HERE_STATEMENT_MS,
    ran: (sql: string, ms: number, reader: Reader) => {
      reader.readMs += ms;
      const before = averages.get(sql);
      keep(averages, sql, before === undefined ? ms : before + (ms - before) * RECENT_WEIGHT);
      keep(peaks, sql, Math.max(ms, (peaks.get(sql) ?? 0) * PEAK_DECAY));
    },
  };
};
