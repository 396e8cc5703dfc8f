import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaches } from '../src/cache/caches';
import {
  DEPENDENT_WRITES,
  LIST_TEXT_TRIGGER,
  ROW_COUNT_TRIGGER,
} from '../src/cache/dependent-writes';
import { declareWrites, tablesWrittenBy } from '../src/cache/write-tracking';
import { createDatabase, type DatabaseHandle } from '../src/db/database';
import { IDENTITY_TABLES } from '../src/modules/auth/session.service';
import { callAs, demoToken, userIdOf, userInfoAs } from './support/admin-calls';
import { migratedDatabase } from './support/migrated-database';
import { startTestApp, type TestApp } from './support/test-app';

// What is written is known from each statement's query tree (and, for raw SQL, from what it
// declares), never guessed from its text; the database's own writes (triggers, cascades) are
// declared in one place, checked here against the database's catalogue.
describe('write tracking', () => {
  const database = migratedDatabase();

  it('moves a watch on builder writes to its tables only, never on reads', async () => {
    const { db, writes } = database();
    const version = writes.watch(['user_role', 'role']);
    const start = version();
    await db.selectFrom('role').selectAll().execute();
    await db.selectFrom('userRole').selectAll().execute();
    await db.updateTable('organ').set({ updateBy: 'x' }).where('id', '=', -1).execute();
    await db.deleteFrom('goodsTag').where('id', '=', -1).execute();
    expect(version()).toBe(start);
    await db.updateTable('role').set({ updateBy: 'x' }).where('id', '=', -1).execute();
    // Once for the statement, once more when its connection is released.
    expect(version()).toBe(start + 2);
    await db.deleteFrom('userRole as ur').where('ur.userId', '=', -1).execute();
    expect(version()).toBe(start + 4);
  });

  it('knows a raw statement writes only from what it declares', async () => {
    const { db, writes } = database();
    const version = writes.watch(['organ']);
    const start = version();
    const rename = (on: typeof db) =>
      sql`update "organ" set "update_by" = ${'raw'} where "id" = ${-1}`.execute(on);
    await sql`select count(*) from "organ"`.execute(db);
    await rename(db);
    expect(version()).toBe(start);
    await rename(declareWrites(db, ['organ']));
    expect(version()).toBeGreaterThan(start);
  });

  it('moves again once a transaction ends, committed or rolled back', async () => {
    const { db, writes } = database();
    const version = writes.watch(['session']);
    const told: string[][] = [];
    writes.onWritten((keys) => told.push([...keys]));
    const start = version();
    let inside = 0;
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('session').where('jti', '=', 'none').execute();
      inside = version();
      expect(inside).toBeGreaterThan(start);
      // Other processes hear of it only once the transaction is over.
      expect(told.some((keys) => keys.includes('session'))).toBe(false);
    });
    // Data read by another connection before the commit must not outlive it.
    expect(version()).toBeGreaterThan(inside);
    expect(told.some((keys) => keys.includes('session'))).toBe(true);

    const beforeRollback = version();
    const rollback = new Error('roll back');
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('session').where('jti', '=', 'none').execute();
        inside = version();
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(inside).toBeGreaterThan(beforeRollback);
    expect(version()).toBeGreaterThan(inside);
  });

  it('moves the watches of what triggers and cascades write along', async () => {
    const { db, writes } = database();
    const counters = writes.watch(['change_counter']);
    const sessions = writes.watch(['session']);
    const [countersAt, sessionsAt] = [counters(), sessions()];
    await db.updateTable('goods').set({ remark: 'x' }).where('id', '=', -1).execute();
    expect(counters()).toBeGreaterThan(countersAt);
    await db.deleteFrom('user').where('id', '=', -1).execute();
    expect(sessions()).toBeGreaterThan(sessionsAt);
  });

  it('finds the writes of `with` clauses, and none in a plain read', () => {
    const { db } = database();
    const gone = db
      .with('gone', (qb) => qb.deleteFrom('session').where('jti', '=', 'x').returning('jti'))
      .selectFrom('gone')
      .selectAll()
      .compile();
    expect(tablesWrittenBy(gone)).toEqual(['session']);
    expect(tablesWrittenBy(db.selectFrom('session').selectAll().compile())).toBeUndefined();
    expect(
      tablesWrittenBy(
        db
          .insertInto('goodsType')
          .values({ name: 'x' } as never)
          .compile(),
      ),
    ).toEqual(['goods_type', 'change_counter']);
  });

  it('declares every trigger, and every cascade into a table the identity is read from', async () => {
    const { db, dialect } = database();
    const triggers =
      dialect === 'sqlite'
        ? await sql<{ table: string; name: string }>`
            select tbl_name as "table", name from sqlite_master where type = 'trigger'`.execute(db)
        : await sql<{ table: string; name: string }>`
            select event_object_table as "table", trigger_name as "name"
            from information_schema.triggers
            where trigger_schema = current_schema()`.execute(db);
    // The registry tables' row counters and text indexes write tables no cache reads.
    const others = triggers.rows.filter(
      (row) => !ROW_COUNT_TRIGGER.test(row.name) && !LIST_TEXT_TRIGGER.test(row.name),
    );
    expect(triggers.rows.length).toBeGreaterThan(others.length);
    const triggered = [...new Set(others.map((row) => row.table))];
    const declared = Object.keys(DEPENDENT_WRITES);
    expect(triggered.sort()).toEqual(
      declared.filter((table) => ['goods', 'goods_type', 'brand'].includes(table)).sort(),
    );
    for (const child of IDENTITY_TABLES) {
      const parents =
        dialect === 'sqlite'
          ? (
              await sql<{ table: string; onDelete: string }>`
                select "table", on_delete as "onDelete" from pragma_foreign_key_list(${child})`.execute(
                db,
              )
            ).rows
              .filter((row) => row.onDelete === 'CASCADE')
              .map((row) => row.table)
          : (
              await sql<{ table: string }>`
                select distinct p.table_name as "table"
                from information_schema.referential_constraints r
                join information_schema.table_constraints c on c.constraint_name = r.constraint_name
                join information_schema.constraint_column_usage p
                  on p.constraint_name = r.constraint_name
                where r.delete_rule = 'CASCADE' and c.table_name = ${child}
                  and c.table_schema = current_schema()`.execute(db)
            ).rows.map((row) => row.table);
      for (const parent of parents) expect(DEPENDENT_WRITES[parent] ?? []).toContain(child);
    }
  });
});

describe('CACHE=off', () => {
  it('makes every cache keep nothing', async () => {
    let reads = 0;
    const caches = createCaches({
      cacheSwitch: { on: false },
      writes: { watch: () => () => 0 },
      counters: { read: async () => 0 },
    });
    const values = caches.values<string, number>('identity', {
      version: () => 0,
      maxAgeMs: 60_000,
      maxSize: 10,
    });
    expect(await values.read('a', async () => (reads += 1))).toBe(1);
    expect(await values.read('a', async () => (reads += 1))).toBe(2);
    const map = caches.map<string, number>('catalogue-names', 10);
    map.set('a', 1);
    expect(map.get('a')).toBeUndefined();
    expect(map.size).toBe(0);
    expect(caches.answers()).toBeUndefined();
    expect(caches.keeps('catalogue-names')).toBe(false);
  });

  describe('through the API', () => {
    let t: TestApp;
    let other: DatabaseHandle;
    beforeAll(async () => {
      t = await startTestApp({ config: { seed: 'demo', captcha: false, cache: { on: false } } });
      other = createDatabase(t.config.database);
    });
    afterAll(async () => {
      await other.db.destroy();
      await t.close();
    });

    it('shows what another process wrote at the very next call, twice', async () => {
      const token = await demoToken(t, 'sunrise.admin');
      const userId = await userIdOf(t, 'sunrise.admin');
      const info = () => userInfoAs(t, token, userId);
      const before = await info();
      // Through a second connection, unseen by this process's write tracking: with caching on
      // the identity and this answer would be trusted up to IDENTITY_CACHE_MS.
      await other.db.updateTable('user').set({ name: 'Off 1' }).where('id', '=', userId).execute();
      try {
        expect((await info()).name).toBe('Off 1');
        await other.db
          .updateTable('user')
          .set({ name: 'Off 2' })
          .where('id', '=', userId)
          .execute();
        expect((await info()).name).toBe('Off 2');
        expect((await info()).name).toBe('Off 2');
      } finally {
        await other.db
          .updateTable('user')
          .set({ name: before.name })
          .where('id', '=', userId)
          .execute();
      }
      await other.db
        .updateTable('session')
        .set({ revokedAt: Date.now() })
        .where('userId', '=', userId)
        .execute();
      expect(
        (await callAs(t, token, 'POST', '/api/admin/get-user-info', { userId })).statusCode,
      ).toBe(401);
    });
  });
});
