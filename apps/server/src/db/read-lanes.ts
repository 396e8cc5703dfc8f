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
 * A statement seldom slower than this lately is read on the event loop itself (read-pool.ts,
 * `here`): handing it to a thread and its rows back costs more than reading it (a goods list
 * call at 1M goods, 50 in flight: 2.5 → 1.7 ms of CPU with every read on the event loop;
 * bench/README.md). A request's own work takes about as long.
 */
export const HERE_STATEMENT_MS = 4;

/**
 * How often a statement may have run slower than HERE_STATEMENT_MS lately (a moving share of
 * its runs) and still be read on the event loop. Times are wall times: on a busy machine a
 * quick statement now and then takes a whole time slice of another thread, which says nothing
 * of its cost; a slow one is slow run after run. A statement first seen slow starts at 1.
 */
export const HERE_SLOW_SHARE = 0.15;

/** How much each run weighs in a statement's share of slow runs. */
const SLOW_WEIGHT = 0.1;

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
  const slowShares = new Map<string, number>();
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
    /** Known, and seldom slower than HERE_STATEMENT_MS lately: read on the event loop. */
    here: (sql: string): boolean => (slowShares.get(sql) ?? 1) < HERE_SLOW_SHARE,
    ran: (sql: string, ms: number, reader: Reader) => {
      reader.readMs += ms;
      const before = averages.get(sql);
      keep(averages, sql, before === undefined ? ms : before + (ms - before) * RECENT_WEIGHT);
      const slow = ms >= HERE_STATEMENT_MS ? 1 : 0;
      const share = slowShares.get(sql);
      keep(slowShares, sql, share === undefined ? slow : share + (slow - share) * SLOW_WEIGHT);
    },
  };
};
