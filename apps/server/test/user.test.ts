import {
  type AuthorityNode,
  type RoleRecord,
  userDetailSchema,
  type UserRecord,
} from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_TENANTS, type DemoOrgan } from '../src/db/seed/demo-accounts';
import { authorityIdOf, callAs, demoToken, roleIdOf, userIdOf } from './support/admin-calls';
import { bodyOf, login, type TestApp, startTestApp, tokenFor } from './support/test-app';

const LIST = '/api/admin/user/list';
const DETAIL = '/api/admin/user/detail';
const EDIT = '/api/admin/user/edit';
const REMOVE = '/api/admin/user/remove';
const ENABLE = '/api/admin/user/enable';
const RESET = '/api/admin/user/reset-password';
const ASSIGN = '/api/admin/user/assign-roles';
const USER_INFO = '/api/admin/get-user-info';

const codesOf = (nodes: AuthorityNode[]): string[] =>
  nodes.flatMap((node) => [node.code, ...codesOf(node.children)]);

type Page = { entities: UserRecord[]; totalCount: number };

// Expectations follow the demo seed, whatever accounts it grows.
const SUNRISE = DEMO_ACCOUNTS.filter((account) => account.tenant === 'Sunrise Retail');
const namesOf = (accounts: typeof DEMO_ACCOUNTS): string[] =>
  accounts.map((account) => account.userName).sort();
const userNamesOf = (page: Page): string[] => page.entities.map((user) => user.userName).sort();
const selfAndBelow = (organ: DemoOrgan): string[] => [
  organ.name,
  ...organ.children.flatMap(selfAndBelow),
];
const organAndBelow = (organs: DemoOrgan[], name: string): string[] =>
  organs.flatMap((organ) =>
    organ.name === name ? selfAndBelow(organ) : organAndBelow(organ.children, name),
  );

describe('users', () => {
  let t: TestApp;
  let admin: string;
  let sunrise: string;

  beforeAll(async () => {
    t = await startTestApp({ config: { seed: 'demo', captcha: false } });
    admin = await demoToken(t, 'admin');
    sunrise = await demoToken(t, 'sunrise.admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const userRow = (userName: string) =>
    t.app.db.selectFrom('user').selectAll().where('userName', '=', userName).executeTakeFirst();
  const organOf = async (userName: string): Promise<number> =>
    (await userRow(userName))?.organId ?? 0;
  const infoStatus = async (token: string, userName: string): Promise<number> =>
    (await callAs(t, token, 'POST', USER_INFO, { userId: await userIdOf(t, userName), organId: 1 }))
      .statusCode;
  const create = async (body: object, token = sunrise) => {
    const response = await callAs(t, token, 'PATCH', EDIT, body);
    expect(response.statusCode, response.body).toBe(200);
    return bodyOf(response).data as UserRecord;
  };

  it('lists the users of the caller’s tenant, paged and filtered', async () => {
    const response = await callAs(t, sunrise, 'POST', `${LIST}?pageSize=1&pageNum=2`, {});
    expect(response.statusCode).toBe(200);
    const page = response.json<Page & { pageSize: number; currentPage: number }>();
    expect(page).toMatchObject({ totalCount: SUNRISE.length, pageSize: 1, currentPage: 2 });
    expect(page.entities).toHaveLength(1);

    const all = (await callAs(t, sunrise, 'POST', LIST, {})).json<Page>();
    expect(userNamesOf(all)).toEqual(namesOf(SUNRISE));
    const operator = all.entities.find((user) => user.userName === 'sunrise.store');
    expect(operator).toMatchObject({ enabled: true, roles: [{ code: 'store-operator' }] });
    expect(JSON.stringify(all)).not.toContain('passwordHash');
    expect(JSON.stringify(all)).not.toContain('$argon2');

    const byName = (await callAs(t, sunrise, 'POST', LIST, { name: 'operator' })).json<Page>();
    expect(userNamesOf(byName)).toEqual(
      namesOf(SUNRISE.filter((account) => /operator/i.test(account.name))),
    );
    expect(userNamesOf(byName)).toContain('sunrise.store');
    const byUserName = (await callAs(t, sunrise, 'POST', LIST, { userName: 'ADMIN' })).json<Page>();
    expect(userNamesOf(byUserName)).toEqual(
      namesOf(SUNRISE.filter((account) => /admin/i.test(account.userName))),
    );
    const wildcard = (await callAs(t, sunrise, 'POST', LIST, { userName: '%' })).json<Page>();
    expect(wildcard.totalCount).toBe(0);
    // The organisation selector: the operator's organisation and below.
    const organ = await organOf('sunrise.store');
    const byOrgan = (await callAs(t, sunrise, 'POST', LIST, { organId: organ })).json<Page>();
    const below = DEMO_TENANTS.flatMap((tenant) =>
      organAndBelow(tenant.organs, 'Sunrise Downtown'),
    );
    expect(userNamesOf(byOrgan)).toEqual(
      namesOf(SUNRISE.filter((account) => below.includes(account.organ))),
    );
    expect(userNamesOf(byOrgan)).toContain('sunrise.store');
    // Another tenant's organisation widens nothing.
    const foreign = (
      await callAs(t, sunrise, 'POST', LIST, { organIds: [await organOf('harbour.store')] })
    ).json<Page>();
    expect(foreign.totalCount).toBe(0);
    // Platform staff see all tenants.
    const everyone = (await callAs(t, admin, 'POST', LIST, {})).json<Page>();
    expect(everyone.totalCount).toBe(DEMO_ACCOUNTS.length + 1);
  });

  it('creates a user whose hashed password logs in; edits and shows the detail', async () => {
    const roleId = await roleIdOf(t, 'sunrise.admin', 'store-operator');
    const organId = await organOf('sunrise.store');
    const created = await create({
      userName: 'sunrise.clerk',
      name: 'Clerk',
      password: 'Birch#Canoe41',
      organId,
      roleIds: [roleId],
    });
    expect(created).toMatchObject({
      userName: 'sunrise.clerk',
      enabled: true,
      organId,
      createBy: 'sunrise.admin',
      roles: [{ id: roleId, code: 'store-operator' }],
    });
    expect((await userRow('sunrise.clerk'))?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(
      (await login(t, { userName: 'sunrise.clerk', password: 'Birch#Canoe41' })).statusCode,
    ).toBe(200);

    const updated = await create({
      id: created.id,
      userName: 'sunrise.clerk',
      name: 'Head clerk',
      introduction: 'Tills',
    });
    expect(updated).toMatchObject({
      name: 'Head clerk',
      introduction: 'Tills',
      updateBy: 'sunrise.admin',
    });
    // An update never touches the password.
    await create({
      id: created.id,
      userName: 'sunrise.clerk',
      name: 'Head clerk',
      password: 'ignored!!',
    });
    expect(
      (await login(t, { userName: 'sunrise.clerk', password: 'Birch#Canoe41' })).statusCode,
    ).toBe(200);

    const detail = userDetailSchema.parse(
      bodyOf(await callAs(t, sunrise, 'POST', DETAIL, { id: created.id })).data,
    );
    expect(detail).toMatchObject({ name: 'Head clerk', roles: [{ code: 'store-operator' }] });
    expect(codesOf(detail.userAuthorities)).toContain('STORE_LIST');
    expect(codesOf(detail.userAuthorities)).not.toContain('USER_LIST');
  });

  it('validates a new user field by field, in the caller’s language', async () => {
    const refusals: [body: object, language: string | undefined, field: string, text: string][] = [
      [{ userName: 'new.one', name: 'New' }, 'zh', 'password', '密码不能为空'],
      [
        { userName: 'new.one', name: 'New', password: 'short' },
        'es',
        'password',
        'Contraseña debe tener al menos 8 caracteres',
      ],
      [{ userName: 'new.one', password: 'Long#Pass1' }, undefined, 'name', 'Name is required'],
      [
        { userName: 'has space', name: 'x', password: 'Long#Pass1' },
        'zh',
        'userName',
        '用户名格式不正确',
      ],
      [
        { userName: 'harbour.store', name: 'x', password: 'Long#Pass1' },
        undefined,
        'userName',
        'This user name is already taken',
      ],
    ];
    for (const [body, language, field, description] of refusals) {
      const refused = await callAs(t, sunrise, 'PATCH', EDIT, body, language);
      expect(bodyOf(refused)).toMatchObject({ status: 400, field, description });
    }
    const badEnabled = await callAs(t, sunrise, 'POST', ENABLE, { id: 1, enabled: 'yes' });
    expect(bodyOf(badEnabled)).toMatchObject({ status: 400, field: 'enabled' });
    expect(await userRow('new.one')).toBeUndefined();
  });

  it('keeps user names unique without regard to case', async () => {
    for (const userName of ['ADMIN', 'Sunrise.Admin', 'SUNRISE.STORE']) {
      const response = await callAs(t, sunrise, 'PATCH', EDIT, {
        userName,
        name: 'Shadow',
        password: 'Shadow#Pass12',
      });
      expect(response.statusCode, userName).toBe(400);
      expect(bodyOf(response), userName).toMatchObject({ field: 'userName' });
    }
    expect(
      await t.app.db.selectFrom('user').select('id').where('name', '=', 'Shadow').execute(),
    ).toEqual([]);
    // The database refuses one too, whoever writes.
    await expect(
      t.app.db
        .insertInto('user')
        .values({ ...(await userRow('admin')), id: undefined, userName: 'Admin' } as never)
        .execute(),
    ).rejects.toThrow();
  });

  it('never takes the administrator role from the last user who can manage authorities', async () => {
    const adminId = await userIdOf(t, 'admin');
    const rolesBefore = await t.app.db
      .selectFrom('userRole')
      .select('roleId')
      .where('userId', '=', adminId)
      .execute();
    const response = await callAs(t, admin, 'POST', ASSIGN, { id: adminId, roleIds: [] }, 'en');
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toMatchObject({
      field: 'roleIds',
      description:
        'This is the last user who can manage authorities; their administrator role cannot be taken away',
    });
    expect(
      await t.app.db
        .selectFrom('userRole')
        .select('roleId')
        .where('userId', '=', adminId)
        .execute(),
    ).toEqual(rolesBefore);
    // From a holder who is not the last one, it may be taken.
    const adminRole = rolesBefore[0]?.roleId ?? 0;
    const second = await callAs(t, admin, 'PATCH', EDIT, {
      userName: 'second.admin',
      name: 'Second admin',
      password: 'Second#Pass12',
    });
    expect(second.statusCode, second.body).toBe(200);
    const secondId = (bodyOf(second).data as { id: number }).id;
    expect(
      (await callAs(t, admin, 'POST', ASSIGN, { id: secondId, roleIds: [adminRole] })).statusCode,
    ).toBe(200);
    expect((await callAs(t, admin, 'POST', ASSIGN, { id: secondId, roleIds: [] })).statusCode).toBe(
      200,
    );
  });

  it('answers a clash of two saves of one user name with 400, not 500', async () => {
    const body = { userName: 'sunrise.twin', name: 'Twin', password: 'Cedar#Kayak52' };
    const answers = await Promise.all([
      callAs(t, sunrise, 'PATCH', EDIT, body),
      callAs(t, sunrise, 'PATCH', EDIT, body),
    ]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((response) => response.statusCode === 400);
    expect(refused && bodyOf(refused)).toMatchObject({ field: 'userName' });
  });

  it('disabling ends the user’s sessions at once; enabling lets them log in again', async () => {
    await create({
      userName: 'sunrise.temp',
      name: 'Temp',
      password: 'Maple#Rowboat3',
      roleIds: [await roleIdOf(t, 'sunrise.admin', 'store-operator')],
    });
    const token = await tokenFor(t, 'sunrise.temp', 'Maple#Rowboat3');
    expect(await infoStatus(token, 'sunrise.temp')).toBe(200);
    const id = await userIdOf(t, 'sunrise.temp');

    const disabled = await callAs(t, sunrise, 'POST', ENABLE, { id, enabled: false });
    expect(bodyOf(disabled).data).toMatchObject({ enabled: false });
    expect(await infoStatus(token, 'sunrise.temp')).toBe(401);
    const refused = await login(
      t,
      { userName: 'sunrise.temp', password: 'Maple#Rowboat3' },
      { language: 'en' },
    );
    expect(bodyOf(refused).description).toBe('This user is disabled');

    await callAs(t, sunrise, 'POST', ENABLE, { id, enabled: true });
    // The old token stays dead; a new login works.
    expect(await infoStatus(token, 'sunrise.temp')).toBe(401);
    const fresh = await tokenFor(t, 'sunrise.temp', 'Maple#Rowboat3');
    expect(await infoStatus(fresh, 'sunrise.temp')).toBe(200);

    // Through edit too.
    await create({ id, userName: 'sunrise.temp', name: 'Temp', enabled: false });
    expect(await infoStatus(fresh, 'sunrise.temp')).toBe(401);
  });

  it('never lets a user disable or remove themself', async () => {
    const self = await userIdOf(t, 'sunrise.admin');
    const disable = await callAs(t, sunrise, 'POST', ENABLE, { id: self, enabled: false }, 'zh');
    expect(bodyOf(disable)).toMatchObject({ status: 400, description: '不能停用或删除自己' });
    const remove = await callAs(t, sunrise, 'DELETE', `${REMOVE}?id=${self}`);
    expect(bodyOf(remove)).toMatchObject({
      status: 400,
      description: 'You cannot disable or remove yourself',
    });
    const viaEdit = await callAs(t, sunrise, 'PATCH', EDIT, {
      id: self,
      userName: 'sunrise.admin',
      name: 'x',
      enabled: false,
    });
    expect(viaEdit.statusCode).toBe(400);
    expect((await userRow('sunrise.admin'))?.enabled).toBe(1);
    expect(await infoStatus(sunrise, 'sunrise.admin')).toBe(200);
  });

  it('resets a password: the old one fails, the new one works, old sessions end', async () => {
    await create({ userName: 'sunrise.reset', name: 'Reset', password: 'Old#Pass12' });
    const token = await tokenFor(t, 'sunrise.reset', 'Old#Pass12');
    const id = await userIdOf(t, 'sunrise.reset');
    const response = await callAs(t, sunrise, 'POST', RESET, { id, password: 'New#Pass12' });
    expect(response.statusCode).toBe(200);
    expect((await login(t, { userName: 'sunrise.reset', password: 'Old#Pass12' })).statusCode).toBe(
      400,
    );
    expect((await login(t, { userName: 'sunrise.reset', password: 'New#Pass12' })).statusCode).toBe(
      200,
    );
    expect(await infoStatus(token, 'sunrise.reset')).toBe(401);
    const short = await callAs(t, sunrise, 'POST', RESET, { id, password: 'x' });
    expect(bodyOf(short)).toMatchObject({ status: 400, field: 'password' });
  });

  it('refuses common, leaked and guessable passwords and ones holding the user’s names, saving nothing', async () => {
    const refusal = async (response: { statusCode: number; body: string }) => {
      expect(response.statusCode, response.body).toBe(400);
      return bodyOf(response as never) as { field: string; message: string };
    };
    // A new user: refused in the caller's language, naming the field, and not created.
    for (const [password, message] of [
      ['password123', /common or leaked/],
      ['Passw0rd!', /common or leaked/],
      ['qwertyuiop', /common or leaked/],
      ['policy.clerk99', /user name/],
    ] as const) {
      const body = { userName: 'policy.clerk', name: 'Policy Clerk', password };
      expect(await refusal(await callAs(t, sunrise, 'PATCH', EDIT, body))).toMatchObject({
        field: 'password',
        message: expect.stringMatching(message),
      });
    }
    expect(await userRow('policy.clerk')).toBeUndefined();
    const zh = await refusal(
      await callAs(
        t,
        sunrise,
        'PATCH',
        EDIT,
        { userName: 'policy.clerk', name: 'Policy Clerk', password: 'iloveyou1' },
        'zh',
      ),
    );
    expect(zh.message).toContain('常见或已泄露');

    // A reset: refused, the old password still works and the user's sessions live on.
    await create({ userName: 'policy.keeper', name: 'Keeper', password: 'Amber#Lantern7' });
    const id = await userIdOf(t, 'policy.keeper');
    const token = await tokenFor(t, 'policy.keeper', 'Amber#Lantern7');
    for (const password of ['12345678', 'admin123', 'Keeper2026!', 'aaaaaaaaaaaa']) {
      const refused = await refusal(await callAs(t, sunrise, 'POST', RESET, { id, password }));
      expect(refused.field).toBe('password');
    }
    expect(
      (await login(t, { userName: 'policy.keeper', password: 'Amber#Lantern7' })).statusCode,
    ).toBe(200);
    expect(await infoStatus(token, 'policy.keeper')).toBe(200);
    // An unrelated passphrase passes.
    const accepted = await callAs(t, sunrise, 'POST', RESET, {
      id,
      password: 'violet ferry marble sparrow',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('assigns roles, but never one granting more than the caller holds', async () => {
    const user = await create({
      userName: 'sunrise.roles',
      name: 'Roles',
      password: 'Aspen#Glider9',
    });
    const operatorRole = await roleIdOf(t, 'sunrise.admin', 'store-operator');
    const adminRole = await roleIdOf(t, 'sunrise.admin', 'tenant-admin');
    const both = await callAs(t, sunrise, 'POST', ASSIGN, {
      id: user.id,
      roleIds: [operatorRole, adminRole],
    });
    expect((bodyOf(both).data as UserRecord).roles.map((role) => role.code)).toEqual([
      'tenant-admin',
      'store-operator',
    ]);

    // The platform makes a Sunrise role granting AUTHORITY_LIST, which tenant staff lack.
    const auditor = bodyOf(
      await callAs(t, admin, 'PATCH', '/api/admin/role/edit', {
        name: 'Auditor',
        code: 'auditor',
        organId: (await userRow('sunrise.admin'))?.tenantId,
      }),
    ).data as RoleRecord;
    await callAs(t, admin, 'POST', '/api/admin/role/set-authorities', {
      id: auditor.id,
      authorityIds: [await authorityIdOf(t, 'AUTHORITY_LIST')],
    });

    const refused = await callAs(t, sunrise, 'POST', ASSIGN, {
      id: user.id,
      roleIds: [auditor.id],
    });
    expect(refused.statusCode).toBe(403);
    expect(bodyOf(refused).description).toBe(
      'You cannot assign the role "Auditor": it grants authorities you do not hold',
    );
    const onCreate = await callAs(t, sunrise, 'PATCH', EDIT, {
      userName: 'sunrise.sneaky',
      name: 'S',
      password: 'Sneaky#Pass1',
      roleIds: [auditor.id],
    });
    expect(onCreate.statusCode).toBe(403);
    expect(await userRow('sunrise.sneaky')).toBeUndefined();
    const rolesNow = (await callAs(t, sunrise, 'POST', DETAIL, { id: user.id })).json<{
      data: UserRecord;
    }>().data.roles;
    expect(rolesNow.map((role) => role.code)).toEqual(['tenant-admin', 'store-operator']);

    // Once the platform has given the user that role, tenant staff can no longer manage them.
    expect(
      (await callAs(t, admin, 'POST', ASSIGN, { id: user.id, roleIds: [auditor.id] })).statusCode,
    ).toBe(200);
    for (const response of [
      await callAs(t, sunrise, 'POST', RESET, { id: user.id, password: 'Taken#Over1' }),
      await callAs(t, sunrise, 'POST', ENABLE, { id: user.id, enabled: false }),
      await callAs(t, sunrise, 'POST', ASSIGN, { id: user.id, roleIds: [] }),
      await callAs(t, sunrise, 'DELETE', `${REMOVE}?id=${user.id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(bodyOf(response).description).toBe(
        'This user holds authorities you do not hold, so you cannot change them',
      );
    }
    expect(
      (await login(t, { userName: 'sunrise.roles', password: 'Aspen#Glider9' })).statusCode,
    ).toBe(200);

    // Roles stay within the user's tenant, even for platform staff.
    const platformRole = await roleIdOf(t, 'admin', 'admin');
    const otherTenant = await callAs(t, admin, 'POST', ASSIGN, {
      id: user.id,
      roleIds: [platformRole],
    });
    expect(bodyOf(otherTenant)).toMatchObject({
      status: 400,
      field: 'roleIds',
      description: 'The role "Administrator" does not belong to the user\'s tenant',
    });
  });

  it('removes a user: their sessions end and the row goes', async () => {
    await create({ userName: 'sunrise.gone', name: 'Gone', password: 'Willow#Sled64' });
    const token = await tokenFor(t, 'sunrise.gone', 'Willow#Sled64');
    const id = await userIdOf(t, 'sunrise.gone');
    expect((await callAs(t, sunrise, 'DELETE', `${REMOVE}?id=${id}`)).statusCode).toBe(200);
    expect(await userRow('sunrise.gone')).toBeUndefined();
    expect(await infoStatus(token, 'sunrise.admin')).toBe(401);
    expect((await callAs(t, sunrise, 'DELETE', `${REMOVE}?id=${id}`)).statusCode).toBe(404);
  });

  it('treats another tenant’s users and roles as missing: 404 and unchanged', async () => {
    const targetId = await userIdOf(t, 'harbour.store');
    const before = await userRow('harbour.store');
    const harbourRole = await roleIdOf(t, 'harbour.admin', 'tenant-admin');
    const ownUser = await userIdOf(t, 'sunrise.store');
    const calls = [
      callAs(t, sunrise, 'POST', DETAIL, { id: targetId }),
      callAs(t, sunrise, 'PATCH', EDIT, {
        id: targetId,
        userName: 'harbour.store',
        name: 'Stolen',
        enabled: false,
      }),
      callAs(t, sunrise, 'POST', ENABLE, { id: targetId, enabled: false }),
      callAs(t, sunrise, 'POST', RESET, { id: targetId, password: 'Stolen#Pass1' }),
      callAs(t, sunrise, 'POST', ASSIGN, { id: targetId, roleIds: [] }),
      callAs(t, sunrise, 'DELETE', `${REMOVE}?id=${targetId}`),
      // A Harbour role for a Sunrise user, and a Sunrise user moved into Harbour.
      callAs(t, sunrise, 'POST', ASSIGN, { id: ownUser, roleIds: [harbourRole] }),
      callAs(t, sunrise, 'PATCH', EDIT, {
        id: ownUser,
        userName: 'sunrise.store',
        name: 'Moved',
        organId: before?.organId,
      }),
      callAs(t, sunrise, 'PATCH', EDIT, {
        userName: 'planted',
        name: 'Planted',
        password: 'Planted#1',
        organId: before?.organId,
      }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.body).not.toContain('Harbour');
    }
    expect(await userRow('harbour.store')).toEqual(before);
    expect(await userRow('planted')).toBeUndefined();
    expect((await userRow('sunrise.store'))?.name).toBe('Sunrise Store Operator');
    const operator = await demoToken(t, 'harbour.store');
    expect(await infoStatus(operator, 'harbour.store')).toBe(200);
  });
  it('resetting one’s own password keeps the current session and ends the others', async () => {
    const other = await demoToken(t, 'sunrise.admin');
    const self = await userIdOf(t, 'sunrise.admin');
    const response = await callAs(t, sunrise, 'POST', RESET, { id: self, password: 'Mine#New123' });
    expect(response.statusCode).toBe(200);
    expect(await infoStatus(sunrise, 'sunrise.admin')).toBe(200);
    expect(await infoStatus(other, 'sunrise.admin')).toBe(401);
    expect(
      (await login(t, { userName: 'sunrise.admin', password: 'Mine#New123' })).statusCode,
    ).toBe(200);
  });
});
