import { AUTHORITY_TYPES } from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle, migrateToLatest } from '../src/db/database';
import { migrationProvider } from '../src/db/migrations';
import { AUTHORITY_KEYS, flattenAuthorityTree } from '../src/db/seed/authority-tree';
import { DEMO_ACCOUNTS, DEMO_TENANTS } from '../src/db/seed/demo-accounts';
import { seedDatabase } from '../src/db/seed/seed';
import { verifyPassword } from '../src/lib/password';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const TABLES = [
  'organ',
  'user',
  'role',
  'authority',
  'userRole',
  'roleAuthority',
  'session',
  'captcha',
  'loginFailure',
] as const;

describe('database', () => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    handle = createDatabase(testDb.database);
  });
  afterAll(async () => {
    await handle.db.destroy();
    await testDb.drop();
  });

  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        TABLES.map(async (table) => {
          const row = await handle.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .executeTakeFirstOrThrow();
          return [table, Number(row.count)] as const;
        }),
      ),
    );

  it('migrates an empty database, then has nothing left to do', async () => {
    // Every migration runs, in name order (each feature adds its own).
    const names = Object.keys(await migrationProvider(handle.dialect).getMigrations()).sort();
    expect(names[0]).toBe('0001-foundation');
    expect(await migrateToLatest(handle)).toEqual(names);
    expect(Object.values(await counts())).toEqual(TABLES.map(() => 0));
    expect(await migrateToLatest(handle)).toEqual([]);
  });

  it('seeds once: a second run changes nothing and keeps the admin password', async () => {
    const nowMs = Date.now();
    const first = await seedDatabase(handle.db, { adminPassword: undefined, demo: true, nowMs });
    expect(first.adminCreated).toBe(true);
    expect(first.generatedAdminPassword).toMatch(/^[\w-]{16}$/);
    const afterFirst = await counts();

    const second = await seedDatabase(handle.db, {
      adminPassword: 'another-password',
      demo: true,
      nowMs: nowMs + 1000,
    });
    expect(second).toEqual({ generatedAdminPassword: undefined, adminCreated: false, demo: true });
    expect(await counts()).toEqual(afterFirst);

    const admin = await handle.db
      .selectFrom('user')
      .selectAll()
      .where('userName', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(admin.passwordHash, first.generatedAdminPassword ?? '')).toBe(true);
    expect(admin.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(afterFirst).toMatchObject({
      authority: flattenAuthorityTree().length,
      user: 1 + DEMO_ACCOUNTS.length,
      // admin, and tenant-admin + store-operator per tenant
      role: 1 + 2 * DEMO_TENANTS.length,
    });
  });

  it('builds the organisation tree with materialised paths', async () => {
    const organs = await handle.db.selectFrom('organ').selectAll().orderBy('id').execute();
    const platform = organs[0];
    expect(platform).toMatchObject({
      parentId: null,
      type: 0,
      organPath: `/${platform?.id}/`,
      tenantId: platform?.id,
    });
    const byId = new Map(organs.map((organ) => [organ.id, organ]));
    for (const organ of organs.slice(1)) {
      const parent = byId.get(organ.parentId ?? -1);
      expect(organ.organPath).toBe(`${parent?.organPath}${organ.id}/`);
      expect(organ.organId).toBe(organ.id);
      expect(organ.tenantId).toBe(organ.type === 1 ? organ.id : parent?.tenantId);
      expect(organ.createDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    const tenants = organs.filter((organ) => organ.type === 1);
    expect(tenants.map((tenant) => tenant.organName)).toEqual(
      DEMO_TENANTS.map((tenant) => tenant.name),
    );
    for (const tenant of tenants) {
      const below = organs.filter(
        (organ) => organ.organPath.startsWith(tenant.organPath) && organ.id !== tenant.id,
      );
      expect(below.length).toBeGreaterThanOrEqual(2);
      expect(below.every((organ) => organ.type === 2)).toBe(true);
    }
  });

  it('gives each role the authorities its job needs', async () => {
    const codesOf = async (userName: string) =>
      new Set(
        (
          await handle.db
            .selectFrom('authority')
            .innerJoin('roleAuthority', 'roleAuthority.authorityId', 'authority.id')
            .innerJoin('userRole', 'userRole.roleId', 'roleAuthority.roleId')
            .innerJoin('user', 'user.id', 'userRole.userId')
            .select('authority.code')
            .where('user.userName', '=', userName)
            .execute()
        ).map((row) => row.code),
      );
    const all = flattenAuthorityTree().map((node) => node.code);
    expect([...(await codesOf('admin'))].sort()).toEqual([...all].sort());

    const tenantAdmin = await codesOf('sunrise.admin');
    for (const key of [
      'PLATFROM_TENANT_QUERY',
      'PLATFROM_ORGAN_QUERY',
      'PLATFROM_ORGAN_EDIT',
      'AUTHORITY',
      'AUTHORITY_EDIT',
    ]) {
      expect(tenantAdmin.has(key)).toBe(false);
    }
    expect(tenantAdmin.has('USER_EDIT')).toBe(true);
    expect(tenantAdmin.has(AUTHORITY_KEYS.goodsSpecificationGroupList)).toBe(true);

    const operator = await codesOf('harbour.store');
    expect(operator.has(AUTHORITY_KEYS.goodsSpecificationGroupList)).toBe(false);
    for (const key of [
      'DASHBOARD',
      'STORE',
      'GOODS',
      'FILE_SERVICE',
      AUTHORITY_KEYS.uploadPicture2Sys,
      AUTHORITY_KEYS.addPicture2Folder,
    ]) {
      expect(operator.has(key)).toBe(true);
    }
    expect(operator.has('USER')).toBe(false);
    expect(operator.has('SYSTEM_MANAGE')).toBe(false);
  });
});

describe('authority tree', () => {
  const nodes = flattenAuthorityTree();

  it('has unique codes and every key the console guards controls with', () => {
    const codes = nodes.map((node) => node.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const key of Object.values(AUTHORITY_KEYS)) expect(codes).toContain(key);
    expect(nodes.find((node) => node.code === AUTHORITY_KEYS.tenantQuery)?.type).toBe(
      AUTHORITY_TYPES.button,
    );
  });

  it('routes the admin screens at /{screen}/index and hides details screens', () => {
    const screens = nodes.filter(
      (node) => node.type === AUTHORITY_TYPES.menu && !/^DEMO_|^DASHBOARD$/.test(node.code),
    );
    for (const screen of screens) expect(screen.url).toMatch(/\/index$/);
    const urls = nodes.map((node) => node.url);
    for (const url of [
      '/dashboard',
      '/user/index',
      '/role/index',
      '/organ/index',
      '/fileService/index',
      '/store/index',
      '/goodsSpecificationGroup/index',
      '/renovation/widgets/index',
      '/charts/keyboard',
      '/table/complex-table',
      '/tree-table/custom',
      '/nested/menu1/menu1-2/menu1-2-2',
      '/nested/menu2',
    ]) {
      expect(urls).toContain(url);
    }
    expect(nodes.find((node) => node.code === 'USER_DETAIL')).toMatchObject({
      hidden: true,
      url: '/user/detail/index',
    });
    expect(
      nodes
        .filter((node) => node.type === AUTHORITY_TYPES.button)
        .every((node) => node.url === null),
    ).toBe(true);
  });
});
