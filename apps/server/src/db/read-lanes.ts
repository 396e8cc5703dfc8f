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
  return {
    /** Unknown statements are quick until they have run. */
    quick: (sql: string, reader: Reader): boolean =>
      reader.readMs < QUICK_REQUEST_MS && (averages.get(sql) ?? 0) < QUICK_STATEMENT_MS,
    ran: (sql: string, ms: number, reader: Reader) => {
      reader.readMs += ms;
      const before = averages.get(sql);
      if (before === undefined && averages.size >= STATEMENTS_KEPT) {
        const oldest = averages.keys().next().value;
        if (oldest !== undefined) averages.delete(oldest);
      }
      averages.set(sql, before === undefined ? ms : before + (ms - before) * RECENT_WEIGHT);
    },
  };
};
