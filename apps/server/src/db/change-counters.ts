import { sql } from 'kysely';
import type { Db } from './database';

/** The counter of one tenant's goods (0014-change-counters moves it on every goods change). */
export const goodsChanges = (tenantId: number): string => `goods/${tenantId}`;
/** The counter of category and brand changes (the names a goods list shows). */
export const CATALOGUE_CHANGES = 'catalogue';

/**
 * Reads the change counters that triggers keep in the same transaction as each change. Read
 * BEFORE the data an answer is computed from, their sum tells exactly, on any node, whether a
 * kept answer is still current: counters only go up, so the sum moves whenever one does.
 */
export const createChangeCounters = (db: Db) => ({
  /** The sum of the named counters; of every counter when `names` is undefined. */
  read: async (names?: readonly string[]): Promise<number> => {
    const { rows } = await sql<{ version: number | null }>`
      select sum("version") as "version" from "change_counter"
      ${names ? sql`where "name" in (${sql.join(names)})` : sql``}`.execute(db);
    return Number(rows[0]?.version ?? 0);
  },
});

export type ChangeCounters = ReturnType<typeof createChangeCounters>;
