import {
  type AuthorityNode,
  loginResultSchema,
  roleAuthoritiesSchema,
  type RoleOption,
  type RoleRecord,
  userInfoSchema,
} from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_TENANTS } from '../src/db/seed/demo-accounts';
import {
  authorityIdOf,
  callAs,
  demoPassword,
  demoToken,
  roleIdOf,
  userIdOf,
} from './support/admin-calls';
import { bodyOf, login, type TestApp, startTestApp } from './support/test-app';

const LIST = '/api/admin/role/list';
const OPTIONS = '/api/admin/role/query-for-list';
const EDIT = '/api/admin/role/edit';
const REMOVE = '/api/admin/role/remove';
const GET_AUTHORITIES = '/api/admin/role/get-authorities';
const SET_AUTHORITIES = '/api/admin/role/set-authorities';

// Expectations follow the demo seed, whatever accounts it grows.
const rolesOfTenant = (tenant: string): string[] =>
  [
    ...new Set(
      DEMO_ACCOUNTS.filter((account) => account.tenant === tenant).map((account) => account.role),
    ),
  ].sort();

const codesOf = (nodes: AuthorityNode[]): string[] =>
  nodes.flatMap((node) => [node.code, ...codesOf(node.children)]);

describe('roles', () => {
  let t: TestApp;
  let admin: string;
  let sunrise: string;
  let harbour: string;

  beforeAll(async () => {
    t = await startTestApp({ config: { seed: 'demo', captcha: false } });
    admin = await demoToken(t, 'admin');
    sunrise = await demoToken(t, 'sunrise.admin');
    harbour = await demoToken(t, 'harbour.admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const grantedCodes = async (roleId: number): Promise<string[]> =>
    (
      await t.app.db
        .selectFrom('roleAuthority')
        .innerJoin('authority', 'authority.id', 'roleAuthority.authorityId')
        .select('authority.code')
        .where('roleAuthority.roleId', '=', roleId)
        .execute()
    )
      .map((row) => row.code)
      .sort();

  it('lists only the roles of the caller’s tenant, paged and filtered', async () => {
    const response = await callAs(t, sunrise, 'POST', `${LIST}?pageSize=10&pageNum=1`, {});
    expect(response.statusCode).toBe(200);
    const page = response.json<{
      entities: RoleRecord[];
      totalCount: number;
      currentPage: number;
    }>();
    const sunriseRoles = rolesOfTenant('Sunrise Retail');
    expect(page.entities.map((role) => role.code).sort()).toEqual(sunriseRoles);
    expect(page).toMatchObject({ totalCount: sunriseRoles.length, currentPage: 1, pageSize: 10 });
    const sunriseTenant = page.entities[0]?.tenantId;
    expect(page.entities.every((role) => role.tenantId === sunriseTenant)).toBe(true);

    const filtered = await callAs(t, sunrise, 'POST', LIST, { name: 'OPERATOR' });
    expect(filtered.json<{ entities: RoleRecord[] }>().entities.map((role) => role.code)).toEqual([
      'store-operator',
    ]);
    // A tenant id of another tenant widens nothing.
    const harbourTenant = (
      await t.app.db
        .selectFrom('user')
        .select('tenantId')
        .where('userName', '=', 'harbour.admin')
        .executeTakeFirstOrThrow()
    ).tenantId;
    const foreign = await callAs(t, sunrise, 'POST', LIST, { tenantId: harbourTenant });
    expect(foreign.json<{ totalCount: number }>().totalCount).toBe(0);

    // Platform staff see every tenant, or one through the tenant selector.
    const all = await callAs(t, admin, 'POST', `${LIST}?pageSize=50`, {});
    const tenantRoles = DEMO_TENANTS.flatMap((tenant) => rolesOfTenant(tenant.name));
    expect(all.json<{ totalCount: number }>().totalCount).toBe(1 + tenantRoles.length);
    const one = await callAs(t, admin, 'POST', LIST, { tenantId: harbourTenant });
    expect(
      one
        .json<{ entities: RoleRecord[] }>()
        .entities.every((role) => role.tenantId === harbourTenant),
    ).toBe(true);
    expect(one.json<{ totalCount: number }>().totalCount).toBe(
      rolesOfTenant('Harbour Mart').length,
    );
  });

  it('creates and updates roles; codes are unique within a tenant', async () => {
    const created = await callAs(t, sunrise, 'PATCH', EDIT, { name: 'Cashier', code: 'cashier' });
    expect(created.statusCode).toBe(200);
    const role = bodyOf(created).data as RoleRecord;
    expect(role).toMatchObject({ name: 'Cashier', code: 'cashier', createBy: 'sunrise.admin' });

    // The same code in another tenant is fine; twice in one tenant is not.
    expect(
      (await callAs(t, harbour, 'PATCH', EDIT, { name: 'Cashier', code: 'cashier' })).statusCode,
    ).toBe(200);
    const twice = await callAs(t, sunrise, 'PATCH', EDIT, { name: 'Other', code: 'cashier' }, 'zh');
    expect(bodyOf(twice)).toMatchObject({
      status: 400,
      field: 'code',
      description: '本租户已有编码为“cashier”的角色',
    });

    const updated = await callAs(t, sunrise, 'PATCH', EDIT, {
      id: role.id,
      name: 'Till operator',
      code: 'cashier',
    });
    expect(bodyOf(updated).data).toMatchObject({
      id: role.id,
      name: 'Till operator',
      updateBy: 'sunrise.admin',
    });
  });

  it('names the invalid field in the caller’s language', async () => {
    const noCode = await callAs(t, sunrise, 'PATCH', EDIT, { name: 'Nameless' }, 'es');
    expect(bodyOf(noCode)).toMatchObject({
      status: 400,
      field: 'code',
      description: 'Código es obligatorio',
    });
    const noName = await callAs(t, sunrise, 'PATCH', EDIT, { name: '  ', code: 'x' }, 'zh');
    expect(bodyOf(noName)).toMatchObject({
      status: 400,
      field: 'name',
      description: '名称不能为空',
    });
    const badIds = await callAs(t, sunrise, 'POST', SET_AUTHORITIES, {
      id: 1,
      authorityIds: 'all',
    });
    expect(bodyOf(badIds)).toMatchObject({ status: 400, field: 'authorityIds' });
  });

  it('offers the caller’s own authorities on the tree, and the role’s ticks', async () => {
    const roleId = await roleIdOf(t, 'sunrise.admin', 'store-operator');
    const response = await callAs(t, sunrise, 'POST', GET_AUTHORITIES, { id: roleId });
    expect(response.statusCode).toBe(200);
    const { authorities, checkedIds } = roleAuthoritiesSchema.parse(bodyOf(response).data);
    const codes = codesOf(authorities);
    expect(codes).toContain('USER_EDIT');
    // Not held by a tenant administrator, so not offered.
    expect(codes).not.toContain('AUTHORITY_LIST');
    expect(codes).not.toContain('PLATFROM_TENANT_QUERY');
    expect(checkedIds).toContain(await authorityIdOf(t, 'STORE_LIST'));
    expect(checkedIds).not.toContain(await authorityIdOf(t, 'USER_LIST'));
  });

  it('refuses to grant an authority the caller does not hold (403), and changes nothing', async () => {
    const roleId = await roleIdOf(t, 'sunrise.admin', 'store-operator');
    const before = await grantedCodes(roleId);
    const response = await callAs(t, sunrise, 'POST', SET_AUTHORITIES, {
      id: roleId,
      authorityIds: [await authorityIdOf(t, 'DASHBOARD'), await authorityIdOf(t, 'AUTHORITY_EDIT')],
    });
    expect(response.statusCode).toBe(403);
    expect(bodyOf(response).description).toBe(
      'You cannot grant authorities you do not hold: AUTHORITY_EDIT',
    );
    expect(await grantedCodes(roleId)).toEqual(before);
    const unknown = await callAs(t, sunrise, 'POST', SET_AUTHORITIES, {
      id: roleId,
      authorityIds: [999_999],
    });
    expect(bodyOf(unknown)).toMatchObject({ status: 400, field: 'authorityIds' });
  });

  it('sets authorities with their ancestors and keeps those the caller cannot touch', async () => {
    const created = await callAs(t, sunrise, 'PATCH', EDIT, { name: 'Viewer', code: 'viewer' });
    const roleId = (bodyOf(created).data as RoleRecord).id;
    // The platform gives the role something tenant staff do not hold.
    await t.app.db
      .insertInto('roleAuthority')
      .values({ roleId, authorityId: await authorityIdOf(t, 'AUTHORITY_LIST') })
      .execute();

    const response = await callAs(t, sunrise, 'POST', SET_AUTHORITIES, {
      id: roleId,
      authorityIds: [await authorityIdOf(t, 'USER_LIST')],
    });
    expect(response.statusCode).toBe(200);
    expect(await grantedCodes(roleId)).toEqual([
      'AUTHORITY_LIST',
      'SYSTEM_MANAGE',
      'USER',
      'USER_LIST',
    ]);
    const { checkedIds } = roleAuthoritiesSchema.parse(bodyOf(response).data);
    expect(checkedIds).not.toContain(await authorityIdOf(t, 'AUTHORITY_LIST'));

    // The options of the assign dialog: this role grants more than the tenant admin holds.
    const options = bodyOf(await callAs(t, sunrise, 'POST', OPTIONS, {})).data as RoleOption[];
    expect(options.find((option) => option.id === roleId)?.assignable).toBe(false);
    expect(options.find((option) => option.code === 'store-operator')?.assignable).toBe(true);

    await callAs(t, sunrise, 'POST', SET_AUTHORITIES, { id: roleId, authorityIds: [] });
    expect(await grantedCodes(roleId)).toEqual(['AUTHORITY_LIST']);
  });

  it('refuses to remove a role still assigned, with a clear message', async () => {
    const roleId = await roleIdOf(t, 'sunrise.admin', 'store-operator');
    const response = await callAs(t, sunrise, 'DELETE', `${REMOVE}?id=${roleId}`, undefined, 'en');
    expect(response.statusCode).toBe(400);
    const holders = DEMO_ACCOUNTS.filter(
      (account) => account.tenant === 'Sunrise Retail' && account.role === 'store-operator',
    ).length;
    expect(bodyOf(response).description).toBe(
      `This role is still assigned to ${holders} user(s); unassign it first`,
    );
    expect(await grantedCodes(roleId)).not.toEqual([]);

    const created = await callAs(t, sunrise, 'PATCH', EDIT, { name: 'Temp', code: 'temp' });
    const tempId = (bodyOf(created).data as RoleRecord).id;
    await callAs(t, sunrise, 'POST', SET_AUTHORITIES, {
      id: tempId,
      authorityIds: [await authorityIdOf(t, 'DASHBOARD')],
    });
    expect((await callAs(t, sunrise, 'DELETE', `${REMOVE}?id=${tempId}`)).statusCode).toBe(200);
    expect(
      await t.app.db.selectFrom('role').select('id').where('id', '=', tempId).executeTakeFirst(),
    ).toBeUndefined();
    expect(await grantedCodes(tempId)).toEqual([]);
  });

  it('treats another tenant’s role as missing: 404 and unchanged', async () => {
    const roleId = await roleIdOf(t, 'harbour.admin', 'store-operator');
    const before = await t.app.db
      .selectFrom('role')
      .selectAll()
      .where('id', '=', roleId)
      .executeTakeFirstOrThrow();
    const grants = await grantedCodes(roleId);
    const calls = [
      callAs(t, sunrise, 'PATCH', EDIT, { id: roleId, name: 'stolen', code: 'stolen' }),
      callAs(t, sunrise, 'DELETE', `${REMOVE}?id=${roleId}`),
      callAs(t, sunrise, 'POST', GET_AUTHORITIES, { id: roleId }),
      callAs(t, sunrise, 'POST', SET_AUTHORITIES, { id: roleId, authorityIds: [] }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Harbour');
    }
    expect(
      await t.app.db
        .selectFrom('role')
        .selectAll()
        .where('id', '=', roleId)
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
    expect(await grantedCodes(roleId)).toEqual(grants);
    // Nor can a role be created in another tenant's organisation.
    const harbourOrgan = (
      await t.app.db
        .selectFrom('user')
        .select('organId')
        .where('userName', '=', 'harbour.admin')
        .executeTakeFirstOrThrow()
    ).organId;
    const planted = await callAs(t, sunrise, 'PATCH', EDIT, {
      name: 'Planted',
      code: 'planted',
      organId: harbourOrgan,
    });
    expect(planted.statusCode).toBe(404);
    expect(
      await t.app.db
        .selectFrom('role')
        .select('id')
        .where('code', '=', 'planted')
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('shows a role edit in the user’s next get-user-info and login', async () => {
    const operatorId = await userIdOf(t, 'sunrise.store');
    const operator = await demoToken(t, 'sunrise.store');
    const info = async () => {
      const response = await callAs(t, operator, 'POST', '/api/admin/get-user-info', {
        userId: operatorId,
        organId: 1,
      });
      return codesOf(userInfoSchema.parse(bodyOf(response).data).userAuthorities);
    };
    expect(await info()).toContain('STORE_LIST');

    const roleId = await roleIdOf(t, 'sunrise.admin', 'store-operator');
    const ids = await Promise.all(
      ['DASHBOARD', 'GOODS_LIST'].map((code) => authorityIdOf(t, code)),
    );
    expect(
      (await callAs(t, sunrise, 'POST', SET_AUTHORITIES, { id: roleId, authorityIds: ids }))
        .statusCode,
    ).toBe(200);

    const after = await info();
    expect(after).toEqual(
      expect.arrayContaining(['DASHBOARD', 'GOODS_MANAGE', 'GOODS', 'GOODS_LIST']),
    );
    expect(after).not.toContain('STORE_LIST');
    const relogin = loginResultSchema.parse(
      bodyOf(await login(t, { userName: 'sunrise.store', password: demoPassword('sunrise.store') }))
        .data,
    );
    expect(codesOf(relogin.userAuthorities)).not.toContain('STORE_MANAGE');
    expect(codesOf(relogin.userAuthorities)).toContain('GOODS_LIST');
    expect(relogin.roles).toEqual(['store-operator']);
  });
});
