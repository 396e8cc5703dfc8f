import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database';
import {
  rowWallGap,
  withoutRowWall,
  withRowScope,
  withTenantWideWall,
} from '../src/scope/row-security';
import { bypassScopeFiltersForTesting, type Scope } from '../src/scope/scope';
import { PATH_STATISTICS } from '../src/scope/scope-schema';
import { GOODS_NAME_LOOKUP } from '../src/db/migrations/0208-goods-name-lookup';
import { TENANT_PARTS, tenantPartOf } from '../src/db/migrations/tenant-parts';
import { isOwnerCopy } from '../src/scope/scoped-db';
import { callAs, demoToken } from './support/admin-calls';
import { startTestApp, type TestApp } from './support/test-app';
import { usesPostgres } from './support/test-database';

// The second wall (scope/row-security.ts): PostgreSQL's row-level security on every owned
// table, for a console caller's connection, whatever the query says. The whole isolation suite
// also runs with the scope layer switched off (ISOLATION_WALL=rls, see scripts/test-all.mjs).

type Owner = { tenantId: number; organId: number; organPath: string; organName: string };

describe('row-level security on PostgreSQL', () => {
  if (!usesPostgres()) throw new Error('run on PostgreSQL only (*.postgres.test.ts)');
  let t: TestApp;
  let db: Db;
  let downtown: Owner;
  let uptown: Owner;
  let harbour: Owner;
  let sunrise: Owner;

  const organ = async (organName: string): Promise<Owner> => {
    const row = await db
      .selectFrom('organ')
      .select(['id', 'tenantId', 'organPath', 'organName'])
      .where('organName', '=', organName)
      .executeTakeFirstOrThrow();
    return { tenantId: row.tenantId, organId: row.id, organPath: row.organPath, organName };
  };
  const scopeAt = (owner: Owner): Scope => ({
    userId: 1,
    userName: 'wall-test',
    tenantId: owner.tenantId,
    organId: owner.organId,
    organPath: owner.organPath,
    platform: false,
    authorityCodes: new Set(),
    nowMs: Date.now(),
  });
  const brandAt = (owner: Owner, name: string) => ({
    name,
    tenantId: owner.tenantId,
    organId: owner.organId,
    organPath: owner.organPath,
  });
  const brandOwners = (scope: Scope | null) =>
    withRowScope(scope, () =>
      db.selectFrom('brand').select(['tenantId', 'organPath', 'name']).execute(),
    );

  beforeAll(async () => {
    t = await startTestApp({ config: { seed: 'demo', captcha: false } });
    db = t.app.db;
    downtown = await organ('Sunrise Downtown');
    uptown = await organ('Sunrise Uptown');
    harbour = await organ('Harbour Mart');
    sunrise = await organ('Sunrise Retail');
    await db
      .insertInto('brand')
      .values([
        brandAt(sunrise, 'wall-sunrise'),
        brandAt(downtown, 'wall-downtown'),
        brandAt(uptown, 'wall-uptown'),
        brandAt(harbour, 'wall-harbour'),
      ])
      .execute();
  });
  afterAll(() => t.close());

  it('holds for the role the server connects as (neither superuser nor BYPASSRLS)', async () => {
    expect(await rowWallGap(db)).toBeUndefined();
  });

  it('is switched on and forced on every owned table, with its policy', async () => {
    const { rows } = await sql<{ table: string; on: boolean; forced: boolean; policies: number }>`
      select c.relname as "table", c.relrowsecurity as "on", c.relforcerowsecurity as "forced",
        (select count(*)::int from pg_policy p where p.polrelid = c.oid and p.polname like 'retail\\_%') as policies
      from information_schema.columns col
      join pg_class c on c.relname = col.table_name and c.relkind = 'r'
      where col.table_schema = current_schema() and col.column_name = 'organ_path'`.execute(db);
    expect(rows.length).toBeGreaterThan(50);
    // Those without a policy are read with the wall's condition in the query
    // (goods-name-lookup.postgres.test.ts proves it for the names' table).
    // The names' table is held in parts (0227): each part is a table of its own here.
    const copies = rows.filter((row) => isOwnerCopy(row.table)).map((row) => row.table);
    expect(copies.sort()).toEqual(
      Array.from({ length: TENANT_PARTS }, (_, part) =>
        tenantPartOf(GOODS_NAME_LOOKUP, part),
      ).sort(),
    );
    const walled = rows.filter((row) => !isOwnerCopy(row.table));
    expect(walled.filter((row) => !row.on || !row.forced || row.policies !== 4)).toEqual([]);
  });

  // A caller's subtree is a range of paths: with the default statistics PostgreSQL read a
  // store's range as nearly empty and planned a filter inside it badly (0226).
  it('keeps detailed statistics of the paths of every owned table', async () => {
    const { rows } = await sql<{ table: string; target: number }>`
      select c.relname as "table", a.attstattarget as "target"
      from pg_attribute a join pg_class c on c.oid = a.attrelid
      where c.relkind = 'r' and c.relnamespace = current_schema()::regnamespace
        and a.attname = 'organ_path'`.execute(db);
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.filter((row) => row.target !== PATH_STATISTICS)).toEqual([]);
  });

  it('lets a caller read only their subtree and the organisations above, whatever the query asks', async () => {
    const all = await brandOwners(null);
    expect(all.map((row) => row.name)).toEqual(
      expect.arrayContaining(['wall-sunrise', 'wall-downtown', 'wall-uptown', 'wall-harbour']),
    );
    const seen = await brandOwners(scopeAt(downtown));
    const names = seen.map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining(['wall-sunrise', 'wall-downtown']));
    expect(names).not.toContain('wall-uptown');
    expect(names).not.toContain('wall-harbour');
    for (const row of seen)
      expect(
        row.organPath.startsWith(downtown.organPath) ||
          downtown.organPath.startsWith(row.organPath),
        row.organPath,
      ).toBe(true);
  });

  // The tenant is compared as a number (0229): a range that spans tenants still lets through
  // only the caller's tenant, and every tenant for platform staff.
  it('keeps a caller to their tenant across a range of paths that spans tenants', async () => {
    const platformRoot = sunrise.organPath.replace(/[^/]+\/$/, '');
    const across = (platform: boolean) =>
      brandOwners({ ...scopeAt(sunrise), organPath: platformRoot, platform });
    const tenantNames = (await across(false)).map((row) => row.name);
    expect(tenantNames).toEqual(
      expect.arrayContaining(['wall-sunrise', 'wall-downtown', 'wall-uptown']),
    );
    expect(tenantNames).not.toContain('wall-harbour');
    expect((await across(true)).map((row) => row.name)).toEqual(
      expect.arrayContaining(['wall-sunrise', 'wall-harbour']),
    );
  });

  it('refuses to write outside the wall: an insert fails, an update or delete touches nothing', async () => {
    const scope = scopeAt(downtown);
    await expect(
      withRowScope(scope, () =>
        db.insertInto('brand').values(brandAt(harbour, 'wall-forged')).execute(),
      ),
    ).rejects.toMatchObject({ code: '42501' });
    const updated = await withRowScope(scope, () =>
      db
        .updateTable('brand')
        .set({ remark: 'wall-touched' })
        .where('name', 'like', 'wall-%')
        .execute(),
    );
    expect(Number(updated[0]?.numUpdatedRows)).toBe(1);
    // Rows above the caller are read, never written.
    const deleted = await withRowScope(scope, () =>
      db
        .deleteFrom('brand')
        .where('name', 'in', ['wall-sunrise', 'wall-uptown', 'wall-harbour'])
        .execute(),
    );
    expect(Number(deleted[0]?.numDeletedRows)).toBe(0);
    // Nor can a row inside the wall be moved out of it.
    await expect(
      withRowScope(scope, () =>
        db
          .updateTable('brand')
          .set({
            tenantId: harbour.tenantId,
            organId: harbour.organId,
            organPath: harbour.organPath,
          })
          .where('name', '=', 'wall-downtown')
          .execute(),
      ),
    ).rejects.toMatchObject({ code: '42501' });
    const touched = await db
      .selectFrom('brand')
      .select(['name', 'organPath'])
      .where('remark', '=', 'wall-touched')
      .execute();
    expect(touched).toEqual([{ name: 'wall-downtown', organPath: downtown.organPath }]);
  });

  it('widens to the tenant only inside a tenant-wide read, also in a transaction', async () => {
    const scope = scopeAt(downtown);
    const names = (rows: { name: string }[]) => rows.map((row) => row.name).sort();
    const wide = await withRowScope(scope, () =>
      withTenantWideWall(db, scope, sunrise.organPath, () =>
        db.selectFrom('brand').select('name').where('name', 'like', 'wall-%').execute(),
      ),
    );
    expect(names(wide)).toEqual(['wall-downtown', 'wall-sunrise', 'wall-uptown']);
    const inTransaction = await withRowScope(scope, () =>
      db.transaction().execute(async (trx) => {
        const read = () =>
          trx.selectFrom('brand').select('name').where('name', 'like', 'wall-%').execute();
        const before = names(await read());
        const during = names(await withTenantWideWall(trx, scope, sunrise.organPath, read));
        const free = names(await withoutRowWall(trx, read));
        return { before, during, free, after: names(await read()) };
      }),
    );
    expect(inTransaction).toEqual({
      before: ['wall-downtown', 'wall-sunrise'],
      during: ['wall-downtown', 'wall-sunrise', 'wall-uptown'],
      free: ['wall-downtown', 'wall-harbour', 'wall-sunrise', 'wall-uptown'],
      after: ['wall-downtown', 'wall-sunrise'],
    });
  });

  it('answers 404 and lists nothing foreign through the API with the scope layer switched off', async () => {
    const token = await demoToken(t, 'sunrise.store');
    const foreign = await db
      .selectFrom('store')
      .select('id')
      .where('tenantId', '=', harbour.tenantId)
      .executeTakeFirstOrThrow();
    bypassScopeFiltersForTesting(true);
    try {
      const query = await callAs(t, token, 'POST', '/api/ministore/store/query', {
        id: foreign.id,
      });
      expect(query.statusCode).toBe(404);
      const list = await callAs(t, token, 'POST', '/api/ministore/store/list', {});
      expect(list.statusCode).toBe(200);
      // As with the scope layer on (store.test.ts): Downtown and the kiosk below, not Uptown.
      const names = list
        .json<{ entities: { storeName: string }[] }>()
        .entities.map((store) => store.storeName);
      expect(names.sort()).toEqual(['Sunrise Central Plaza', 'Sunrise Metro Kiosk']);
    } finally {
      bypassScopeFiltersForTesting(false);
    }
  });
});
