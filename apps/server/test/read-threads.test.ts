import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoToken } from './support/admin-calls';
import { startTestApp, type TestApp } from './support/test-app';
import { usesPostgres } from './support/test-database';
import { catalogueAs, entitiesOf } from './goods.support';

// READ_THREADS (db/read-pool.ts): reads made outside a transaction run on reading threads, each
// with its own read-only connection, so a slow read no longer holds the event loop, and with it
// every other caller. Writes and transactions stay on the main connection.

/** A read that takes seconds: counting to four million in SQL (no table needed). */
const SLOW_STEPS = 4_000_000;
const slowRead = (steps = SLOW_STEPS) => sql<{ count: number }>`with recursive "n"("i") as (
  select 1 union all select "i" + 1 from "n" where "i" < ${steps}) select count(*) as "count" from "n"`;

const onPostgres = usesPostgres();

type Started = { t: TestApp; listAsTenantAdmin: () => Promise<string[]> };

/** A demo app with a route that makes the slow read, as a slow list would. */
const startWith = async (readThreads: number): Promise<Started> => {
  const t = await startTestApp({
    config: { seed: 'demo', captcha: false, readThreads },
    extend: (app) => {
      app.get('/test/slow-read', async () => (await slowRead().execute(app.db)).rows);
      app.get<{ Params: { steps: string } }>(
        '/test/slow-read/:steps',
        async (request) => (await slowRead(Number(request.params.steps)).execute(app.db)).rows,
      );
    },
  });
  const sunrise = catalogueAs(t, await demoToken(t, 'sunrise.admin'));
  return {
    t,
    listAsTenantAdmin: async () => {
      const response = await sunrise.call('POST', '/goods/list?pageSize=20&pageNum=1', {});
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      return entitiesOf<{ goodsName: string }>(response).map((row) => row.goodsName);
    },
  };
};

/** Starts the slow read, then a goods list: was the slow read still running when the list came? */
const listBesideSlowRead = async ({ t, listAsTenantAdmin }: Started) => {
  let slowDone = false;
  const slow = t.app.inject({ method: 'GET', url: '/test/slow-read' }).then((response) => {
    slowDone = true;
    return response;
  });
  const names = await listAsTenantAdmin();
  const slowRunning = !slowDone;
  const response = await slow;
  expect(response.json()).toEqual([{ count: SLOW_STEPS }]);
  return { names, slowRunning };
};

describe('reads on reading threads (READ_THREADS)', () => {
  let threads: Started;
  let mainOnly: Started;

  beforeAll(async () => {
    threads = await startWith(2);
    mainOnly = await startWith(0);
  });
  afterAll(async () => {
    await threads?.t.close();
    await mainOnly?.t.close();
  });

  it('answers a cheap list while a slow read is running, with the same rows', async () => {
    // SQLite: the slow read is on a reading thread. PostgreSQL: on another of its pooled
    // connections (it has no reading threads and needs none).
    expect(threads.t.app.dbReadPool() !== undefined).toBe(!onPostgres);
    const beside = await listBesideSlowRead(threads);
    expect(beside.slowRunning).toBe(true);
    expect(beside.names.length).toBeGreaterThan(0);
    expect(beside.names).toEqual(await mainOnly.listAsTenantAdmin());
  });

  it(
    onPostgres
      ? 'PostgreSQL answers the list beside the slow read without reading threads'
      : 'without them, the same slow read holds the list until it ends',
    async () => {
      expect(mainOnly.t.app.dbReadPool()).toBeUndefined();
      const beside = await listBesideSlowRead(mainOnly);
      expect(beside.slowRunning).toBe(onPostgres);
    },
  );

  it(
    onPostgres
      ? 'PostgreSQL answers a cheap list while two slow reads run, on its other pooled connections'
      : 'keeps a thread for quick reads: a cheap list answers while slow reads wait for the others',
    async () => {
      const { t, listAsTenantAdmin } = threads;
      // Seen once, the statement is known to be slow (the same SQL, fewer steps).
      const seen = await t.app.inject({ method: 'GET', url: '/test/slow-read/300000' });
      expect(seen.json()).toEqual([{ count: 300_000 }]);
      // And the list's statements, read alone a few times, are known to be quick: a statement's
      // first runs (prepared on a thread, read beside the first test's slow read, on a busy
      // machine) can take longer than QUICK_STATEMENT_MS, and its recent runs weigh most.
      for (let run = 0; run < 10; run += 1) await listAsTenantAdmin();
      let slowDone = 0;
      const slow = [1, 2].map(() =>
        t.app.inject({ method: 'GET', url: '/test/slow-read' }).then((response) => {
          slowDone += 1;
          return response;
        }),
      );
      // Two threads and two slow reads: read in the order they came, the list would wait
      // for one of them to end; the quick lane serves it meanwhile.
      const names = await listAsTenantAdmin();
      expect(slowDone).toBe(0);
      expect(names.length).toBeGreaterThan(0);
      for (const response of await Promise.all(slow))
        expect(response.json()).toEqual([{ count: SLOW_STEPS }]);
    },
  );

  it("reads the caller's committed writes at once, and nobody's uncommitted ones", async () => {
    const { db } = threads.t.app;
    const key = 'read-threads.test';
    const valueOf = async () =>
      (
        await db
          .selectFrom('changeCounter')
          .select('version')
          .where('name', '=', key)
          .executeTakeFirst()
      )?.version;
    await db.insertInto('changeCounter').values({ name: key, version: 1 }).execute();
    expect(await valueOf()).toBe(1);
    // Known quick by now: read on the event loop, unless a transaction is open there (below).
    const pool = threads.t.app.dbReadPool();
    for (let run = 0; run < 3; run += 1) expect(await valueOf()).toBe(1);
    if (pool) expect(pool.counts().here).toBeGreaterThan(0);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('changeCounter').set({ version: 2 }).where('name', '=', key).execute();
      // Inside the transaction its own write is seen (the main connection); a read outside it
      // runs on a thread meanwhile and sees what is committed.
      const inside = await trx
        .selectFrom('changeCounter')
        .select('version')
        .where('name', '=', key)
        .executeTakeFirst();
      expect(inside?.version).toBe(2);
      expect(await valueOf()).toBe(1);
    });
    expect(await valueOf()).toBe(2);
  });

  it(
    onPostgres
      ? 'PostgreSQL has no reading threads to spare a quick read'
      : 'reads a statement known to be quick on the event loop, with the same rows',
    async () => {
      const pool = threads.t.app.dbReadPool();
      expect(pool !== undefined).toBe(!onPostgres);
      if (!pool) return;
      // Lists of other page sizes each time: the same statements, and no kept answer.
      const sunrise = catalogueAs(threads.t, await demoToken(threads.t, 'sunrise.admin'));
      const names = async (pageSize: number) => {
        const response = await sunrise.call('POST', `/goods/list?pageSize=${pageSize}`, {});
        expect(response.statusCode).toBe(200);
        return entitiesOf<{ goodsName: string }>(response).map((row) => row.goodsName);
      };
      const all = await names(50);
      for (let pageSize = 2; pageSize < 8; pageSize += 1) await names(pageSize);
      const before = pool.counts();
      for (let pageSize = 8; pageSize < 13; pageSize += 1)
        expect(await names(pageSize)).toEqual(all.slice(0, pageSize));
      const after = pool.counts();
      // The list's statements have run quickly before: none goes to a thread any more.
      expect(after.here).toBeGreaterThan(before.here);
      expect(after.threads).toBe(before.threads);
      // A statement seen slow stays on the threads.
      const slowBefore = pool.counts().threads;
      for (let run = 0; run < 3; run += 1)
        await threads.t.app.inject({ method: 'GET', url: '/test/slow-read/300000' });
      expect(pool.counts().threads - slowBefore).toBe(3);
    },
  );

  it('shows a goods edit in the very next list', async () => {
    const sunrise = catalogueAs(threads.t, await demoToken(threads.t, 'sunrise.admin'));
    const goodsTypeId = await sunrise.type('Read threads');
    for (const goodsName of ['Thread read one', 'Thread read two']) {
      await sunrise.goods({ goodsName, goodsCode: goodsName.replaceAll(' ', '-'), goodsTypeId });
      expect((await threads.listAsTenantAdmin())[0]).toBe(goodsName);
    }
  });
});
