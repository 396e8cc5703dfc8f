import { type CompiledQuery, sql } from 'kysely';
import type { Db, ReadNow } from '../db/database';

/** The counter of one tenant's goods (0014-change-counters moves it on every goods change). */
export const goodsChanges = (tenantId: number): string => `goods/${tenantId}`;
/** The counter of category and brand changes (the names a goods list shows). */
export const CATALOGUE_CHANGES = 'catalogue';

/**
 * Reads the change counters that triggers keep in the same transaction as each change. Read
 * BEFORE the data an answer is computed from, their sum tells exactly, on any node, whether a
 * kept answer is still current: counters only go up, so the sum moves whenever one does.
 */
export const createChangeCounters = (db: Db, readNow?: ReadNow) => {
  // Read on every call of a kept answer: each statement is built and compiled once.
  const compiled = new Map<string, CompiledQuery<{ version: number | null }>>();
  const keyOf = (names: readonly string[] | undefined) => (names ? names.join('\n') : '');
  const queryOf = (key: string, names: readonly string[] | undefined) => {
    let query = compiled.get(key);
    if (!query) {
      // One primary-key lookup per name: half the time of `name in (…)`, whose list SQLite
      // builds into a temporary index on every run.
      const counter = (name: string) =>
        sql`coalesce((select "version" from "change_counter" where "name" = ${name}), 0)`;
      query = (
        names
          ? sql<{
              version: number | null;
            }>`select ${sql.join(names.map(counter), sql` + `)} as "version"`
          : sql<{
              version: number | null;
            }>`select sum("version") as "version" from "change_counter"`
      ).compile(db);
      // Names come from tenants and kinds of data: few, but never let them grow unbounded.
      if (compiled.size >= 10_000) compiled.clear();
      compiled.set(key, query);
    }
    return query;
  };
  const run = async (query: CompiledQuery<{ version: number | null }>): Promise<number> => {
    const rows = readNow?.rows(query) ?? (await db.executeQuery(query)).rows;
    return Number(rows[0]?.version ?? 0);
  };

  // Calls that ask during one turn of the event loop share one read, made once the turn's
  // other work is done: still after every one of those calls began, so each gets a value at
  // least as recent as its own start. Under load that is one statement for dozens of calls,
  // and a statement was a fifth of the cost of a kept answer.
  const pending = new Map<string, { promise: Promise<number>; start: () => void }>();
  let flushing = false;
  const flush = () => {
    flushing = false;
    const batch = [...pending.values()];
    pending.clear();
    for (const read of batch) read.start();
  };

  return {
    /** The sum of the named counters; of every counter when `names` is undefined. */
    read: (names?: readonly string[]): Promise<number> => {
      const key = keyOf(names);
      const waiting = pending.get(key);
      if (waiting) return waiting.promise;
      let start = () => {};
      const promise = new Promise<void>((resolve) => {
        start = resolve;
      }).then(() => run(queryOf(key, names)));
      pending.set(key, { promise, start });
      if (!flushing) {
        flushing = true;
        setImmediate(flush);
      }
      return promise;
    },
  };
};

export type ChangeCounters = ReturnType<typeof createChangeCounters>;
