import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db/database';

// Two server processes on one SQLite file (WORKERS): a transaction that reads, then writes,
// must not fail because the other process wrote in between (SQLITE_BUSY_SNAPSHOT, a 500 to
// the caller); the other process's write waits for it instead. Two connections in one process
// stand for the two processes here: the second one's wait is cut short, so it is refused.

describe('SQLite transactions across connections', () => {
  let dir: string;
  let first: DatabaseHandle;
  let second: DatabaseHandle;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sqlite-transactions-'));
    const file = join(dir, 'shared.db');
    first = createDatabase({ kind: 'sqlite', file });
    second = createDatabase({ kind: 'sqlite', file });
    await sql`create table counter (id integer primary key, n integer not null)`.execute(first.db);
    await sql`insert into counter (id, n) values (1, 0)`.execute(first.db);
    await sql`pragma busy_timeout = 50`.execute(second.db);
  });
  afterAll(async () => {
    await first.db.destroy();
    await second.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const valueOf = async (handle: DatabaseHandle) =>
    (await sql<{ n: number }>`select n from counter where id = 1`.execute(handle.db)).rows[0]?.n;

  it('lets a transaction that read first write, the other writer waiting for it', async () => {
    await first.db.transaction().execute(async (trx) => {
      const read = (await sql<{ n: number }>`select n from counter where id = 1`.execute(trx))
        .rows[0]?.n;
      expect(read).toBe(0);
      // The other process writes now: it must wait (here: refused once its wait is over).
      await expect(sql`update counter set n = 100 where id = 1`.execute(second.db)).rejects.toThrow(
        /busy|locked/i,
      );
      await sql`update counter set n = ${(read ?? 0) + 1} where id = 1`.execute(trx);
    });
    expect(await valueOf(second)).toBe(1);
    // Once the transaction is over the other process writes as usual.
    await sql`update counter set n = n + 10 where id = 1`.execute(second.db);
    expect(await valueOf(first)).toBe(11);
  });
});
