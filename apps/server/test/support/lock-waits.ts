import { sql } from 'kysely';
import type { Db } from '../../src/db/database';

/** PostgreSQL: waits until `n` statements of this database wait for a lock (a schedule's step). */
export const waitingForLocks = async (db: Db, n: number) => {
  for (let tries = 0; tries < 200; tries += 1) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
    if ((rows[0]?.n ?? 0) >= n) return;
    await new Promise((done) => setTimeout(done, 10));
  }
  throw new Error(`${String(n)} statements never waited for a lock`);
};
