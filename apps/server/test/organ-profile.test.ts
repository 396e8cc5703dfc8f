import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDIT_CODE } from '../src/db/seed/organ-seed';
import { authorityIdOf, callAs, demoToken, organIdOf } from './support/admin-calls';
import { bodyOf, type TestApp, startTestApp } from './support/test-app';

const API = '/api/admin';
const PAGE = '?pageSize=50&pageNum=1';
type Row = Record<string, unknown> & { id: number };

// The organisation screens (docs/organisations.md): types, one profile per organisation with a
// checked credit code, settings read along the path that cap users and stores, the authorities
// an organisation type may grant, and role templates applied to an organisation. On SQLite, and
// on PostgreSQL through scripts/with-postgres.mjs.
describe('organisation profiles', () => {
  let t: TestApp;
  let sunrise: string;
  let harbour: string;

  beforeAll(async () => {
    t = await startTestApp({ config: { seed: 'demo', captcha: false } });
    sunrise = await demoToken(t, 'sunrise.admin');
    harbour = await demoToken(t, 'harbour.admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (
    method: 'PATCH' | 'POST' | 'DELETE',
    path: string,
    body?: object,
    token = sunrise,
    language?: string,
  ) => callAs(t, token, method, path.startsWith('/api') ? path : `${API}${path}`, body, language);
  const ok = async (method: 'PATCH' | 'POST', path: string, body: object, token = sunrise) => {
    const response = await call(method, path, body, token);
    expect(response.statusCode, response.body).toBe(200);
    const data = bodyOf(response).data;
    return (Array.isArray(data) ? data[0] : data) as Row;
  };
  const refused = async (
    method: 'PATCH' | 'POST',
    path: string,
    body: object,
    field: string,
    language?: string,
  ) => {
    const response = await call(method, path, body, sunrise, language);
    expect(response.statusCode, response.body).toBe(400);
    expect(bodyOf(response).field).toBe(field);
    return bodyOf(response).description ?? '';
  };
  const list = async (path: string, filter: object = {}, token = sunrise) => {
    const response = await call('POST', `${path}/list${PAGE}`, filter, token);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { entities: Row[] }).entities;
  };
  const typeId = async (code: string) =>
    (await list('/organ-type', { code })).find((row) => row.code === code)!.id;

  it('seeds the demo tenant two types and a profile of its root organisation', async () => {
    const types = await list('/organ-type');
    expect(types.map((row) => row.code)).toEqual(['HQ', 'STORE']);
    const [profile] = await list('/organ-info');
    expect(profile).toMatchObject({
      organId: await organIdOf(t, 'Sunrise Retail'),
      organTypeName: 'Headquarters',
      creditCode: DEMO_CREDIT_CODE,
    });
    expect(await list('/organ-info', { fullName: 'sunrise retail' })).toHaveLength(1);
    expect(await list('/organ-info', { organTypeId: await typeId('STORE') })).toHaveLength(0);
  });

  it('checks a type’s code and keeps codes and names once per tenant; a type in use stays', async () => {
    await refused('PATCH', '/organ-type/edit', { code: '9 lives', name: 'Odd' }, 'code');
    await refused('PATCH', '/organ-type/edit', { code: 'HQ', name: 'Another' }, 'code');
    await refused('PATCH', '/organ-type/edit', { code: 'HQ2', name: 'Headquarters' }, 'name');
    await refused('PATCH', '/organ-type/edit', { code: 'DEEP', name: 'Deep', level: 10 }, 'level');
    const removed = await call('DELETE', `/organ-type/remove?id=${await typeId('HQ')}`);
    expect(removed.statusCode, removed.body).toBe(400);
    expect(bodyOf(removed).description).toContain('still used');
    // Another tenant may use the same code.
    await ok('PATCH', '/organ-type/edit', { code: 'HQ', name: 'Headquarters' }, harbour);
  });

  it('refuses a profile with a wrong credit code, in the caller’s language', async () => {
    const body = {
      organId: await organIdOf(t, 'Sunrise Downtown'),
      organTypeId: await typeId('STORE'),
      fullName: 'Sunrise Downtown Store',
      creditCode: '91310000MA1FL4CT3X',
    };
    expect(await refused('PATCH', '/organ-info/edit', body, 'creditCode', 'en')).toContain(
      'Unified social credit code is not valid',
    );
    expect(await refused('PATCH', '/organ-info/edit', body, 'creditCode', 'zh')).toContain(
      '统一社会信用代码',
    );
    await refused(
      'PATCH',
      '/organ-info/edit',
      { ...body, creditCode: '91310000ma1fl4ct3u' },
      'creditCode',
    );
    const saved = await ok('PATCH', '/organ-info/edit', { ...body, creditCode: DEMO_CREDIT_CODE });
    expect(saved).toMatchObject({ organTypeName: 'Franchise store', fullName: body.fullName });
  });

  it('keeps one profile per organisation', async () => {
    const root = await organIdOf(t, 'Sunrise Retail');
    const body = {
      organTypeId: await typeId('HQ'),
      fullName: 'Second profile',
      creditCode: '91350100M000100Y43',
    };
    expect(
      await refused('PATCH', '/organ-info/edit', { ...body, organId: root }, 'organId'),
    ).toContain('already has a profile');
    // Without an organisation the profile is the caller's own organisation's: refused too.
    await refused('PATCH', '/organ-info/edit', body, 'organId');
    // Moving a profile onto an organisation that has one is refused as well.
    const downtown = (await list('/organ-info', { fullName: 'Downtown' }))[0]!;
    await refused(
      'PATCH',
      '/organ-info/edit',
      { ...downtown, ...body, id: downtown.id, organId: root },
      'organId',
    );
    // Editing a profile in place is fine.
    await ok('PATCH', '/organ-info/edit', {
      ...body,
      id: downtown.id,
      fullName: 'Sunrise Downtown Co.',
    });
  });

  it('checks a setting’s value against its key and keeps one row per organisation and key', async () => {
    const root = await organIdOf(t, 'Sunrise Retail');
    await refused(
      'PATCH',
      '/organ-conf/edit',
      { organId: root, setting: 2, value: 200_000 },
      'value',
    );
    await refused('PATCH', '/organ-conf/edit', { organId: root, setting: 3, value: 1 }, 'setting');
    await ok('PATCH', '/organ-conf/edit', { organId: root, setting: 2, value: 0 });
    await refused('PATCH', '/organ-conf/edit', { organId: root, setting: 2, value: 5 }, 'setting');
  });

  const countBelow = async (table: 'user' | 'store', organName: string) => {
    const organ = await t.app.db
      .selectFrom('organ')
      .select('organPath')
      .where('organName', '=', organName)
      .executeTakeFirstOrThrow();
    const row = await t.app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('count'))
      .where('organPath', 'like', `${organ.organPath}%`)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };
  const newUser = (userName: string, organId: number) =>
    call('PATCH', '/user/edit', { userName, name: userName, password: 'Quartz#Harbor8', organId });

  it('caps users at an organisation and below, and a parent’s cap counts its whole subtree', async () => {
    const downtown = await organIdOf(t, 'Sunrise Downtown');
    const kiosk = await organIdOf(t, 'Sunrise Downtown Kiosk');
    const uptown = await organIdOf(t, 'Sunrise Uptown');
    const root = await organIdOf(t, 'Sunrise Retail');
    await ok('PATCH', '/organ-conf/edit', {
      organId: downtown,
      setting: 1,
      value: (await countBelow('user', 'Sunrise Downtown')) + 1,
    });
    // One more fits (in the kiosk, below Downtown); the next does not, naming Downtown.
    expect((await newUser('quota.kiosk1', kiosk)).statusCode).toBe(200);
    const full = await newUser('quota.kiosk2', kiosk);
    expect(full.statusCode, full.body).toBe(400);
    expect(bodyOf(full)).toMatchObject({ field: 'organId' });
    expect(bodyOf(full).description).toContain('Sunrise Downtown');
    expect(bodyOf(full).description).toContain('users');
    // Uptown is not below Downtown.
    expect((await newUser('quota.uptown1', uptown)).statusCode).toBe(200);
    // The tenant's own cap counts every user of the tenant.
    await ok('PATCH', '/organ-conf/edit', {
      organId: root,
      setting: 1,
      value: await countBelow('user', 'Sunrise Retail'),
    });
    const capped = await newUser('quota.uptown2', uptown);
    expect(capped.statusCode, capped.body).toBe(400);
    expect(bodyOf(capped).description).toContain('Sunrise Retail');
    // Moving a user into a full organisation is refused too.
    const kioskUser = await t.app.db
      .selectFrom('user')
      .select(['id'])
      .where('userName', '=', 'quota.uptown1')
      .executeTakeFirstOrThrow();
    const moved = await call('PATCH', '/user/edit', {
      id: kioskUser.id,
      userName: 'quota.uptown1',
      name: 'quota.uptown1',
      organId: kiosk,
    });
    expect(moved.statusCode, moved.body).toBe(400);
    expect(bodyOf(moved).description).toContain('Sunrise Downtown');
    // Unlimited again (0): the user is made.
    const [rootRow] = await list('/organ-conf', { setting: 1, organIds: [root] });
    await ok('PATCH', '/organ-conf/edit', { ...rootRow, value: 0 });
    expect((await newUser('quota.uptown2', uptown)).statusCode).toBe(200);
  });

  it('caps stores the same way, a parent’s cap included', async () => {
    const uptown = await organIdOf(t, 'Sunrise Uptown');
    const root = await organIdOf(t, 'Sunrise Retail');
    const [rootRow] = await list('/organ-conf', { setting: 2, organIds: [root] });
    await ok('PATCH', '/organ-conf/edit', {
      ...rootRow,
      value: (await countBelow('store', 'Sunrise Retail')) + 1,
    });
    const store = (name: string) =>
      call('PATCH', '/api/ministore/store/edit', { storeName: name, organId: uptown });
    expect((await store('Quota store 1')).statusCode).toBe(200);
    const refusedStore = await store('Quota store 2');
    expect(refusedStore.statusCode, refusedStore.body).toBe(400);
    expect(bodyOf(refusedStore).description).toContain('Sunrise Retail');
    expect(bodyOf(refusedStore).description).toContain('stores');
    const es = await callAs(
      t,
      sunrise,
      'PATCH',
      '/api/ministore/store/edit',
      { storeName: 'x', organId: uptown },
      'es',
    );
    expect(bodyOf(es).description).toContain('tiendas');
  });

  it('keeps an organisation of a type with a ceiling from granting outside it', async () => {
    const store = await typeId('STORE');
    await refused(
      'PATCH',
      '/organ-authority/edit',
      { organTypeId: store, authorityCode: 'NO_SUCH_CODE' },
      'authorityCode',
    );
    await ok('PATCH', '/organ-authority/edit', { organTypeId: store, authorityCode: 'BRAND' });
    await refused(
      'PATCH',
      '/organ-authority/edit',
      { organTypeId: store, authorityCode: 'BRAND' },
      'authorityCode',
    );
    const uptown = await organIdOf(t, 'Sunrise Uptown');
    await ok('PATCH', '/organ-info/edit', {
      organId: uptown,
      organTypeId: store,
      fullName: 'Sunrise Uptown Franchise',
      creditCode: '91110000600037341L',
    });
    const role = await ok('PATCH', '/role/edit', {
      name: 'Uptown clerk',
      code: 'uptown.clerk',
      organId: uptown,
    });
    const brandList = await authorityIdOf(t, 'BRAND_LIST');
    const userList = await authorityIdOf(t, 'USER_LIST');
    const outside = await call('POST', '/role/set-authorities', {
      id: role.id,
      authorityIds: [brandList, userList],
    });
    expect(outside.statusCode, outside.body).toBe(400);
    expect(bodyOf(outside)).toMatchObject({ field: 'authorityIds' });
    expect(bodyOf(outside).description).toContain('USER_LIST');
    expect(bodyOf(outside).description).not.toContain('BRAND_LIST');
    // Within the ceiling (a button of the allowed screen, with the menus above it): granted.
    await ok('POST', '/role/set-authorities', { id: role.id, authorityIds: [brandList] });
    // A role of an organisation without a profile has no ceiling.
    const free = await ok('PATCH', '/role/edit', { name: 'HQ clerk', code: 'hq.clerk' });
    await ok('POST', '/role/set-authorities', { id: free.id, authorityIds: [userList] });
  });

  it('applies a type’s role templates to an organisation once', async () => {
    const store = await typeId('STORE');
    await refused(
      'PATCH',
      '/organ-role/edit',
      { organTypeId: store, code: 'clerk', name: 'Clerk', authorityCodes: 'BRAND_LIST, USER_LIST' },
      'authorityCodes',
    );
    await refused(
      'PATCH',
      '/organ-role/edit',
      { organTypeId: store, code: '1clerk', name: 'Clerk' },
      'code',
    );
    const template = await ok('PATCH', '/organ-role/edit', {
      organTypeId: store,
      code: 'clerk',
      name: 'Clerk',
      authorityCodes: ' BRAND_LIST,BRAND_EDIT\nBRAND_LIST ',
    });
    expect(template.authorityCodes).toBe('BRAND_LIST, BRAND_EDIT');
    await ok('PATCH', '/organ-role/edit', {
      organTypeId: store,
      code: 'manager',
      name: 'Manager',
      authorityCodes: 'BRAND',
    });
    const uptown = await organIdOf(t, 'Sunrise Uptown');
    const [profile] = await list('/organ-info', { organIds: [uptown] });
    const rolesOf = () =>
      t.app.db
        .selectFrom('role')
        .select(['id', 'code', 'name'])
        .where('organId', '=', uptown)
        .where('code', 'like', `%.${uptown}`)
        .orderBy('code')
        .execute();
    const applied = await ok('POST', '/organ-info/apply', { id: profile!.id });
    expect(applied).toMatchObject({ id: profile!.id, organTypeName: 'Franchise store' });
    const roles = await rolesOf();
    expect(roles.map((role) => role.code)).toEqual([`clerk.${uptown}`, `manager.${uptown}`]);
    const granted = await t.app.db
      .selectFrom('roleAuthority')
      .innerJoin('authority', 'authority.id', 'roleAuthority.authorityId')
      .select('authority.code')
      .where('roleAuthority.roleId', '=', roles[0]!.id)
      .execute();
    expect(granted.map((row) => row.code)).toEqual(
      expect.arrayContaining(['BRAND_LIST', 'BRAND_EDIT']),
    );
    expect(granted.map((row) => row.code)).not.toContain('USER_LIST');
    // A second apply creates nothing new.
    await ok('POST', '/organ-info/apply', { id: profile!.id });
    expect(await rolesOf()).toEqual(roles);
  });

  it('shows each tenant only its own organisation records', async () => {
    const sunriseTenant = (await list('/organ-type'))[0]!.tenantId;
    expect((await list('/organ-type', {}, harbour)).map((row) => row.code)).toEqual(['HQ']);
    expect((await list('/organ-type')).map((row) => row.code)).toEqual(['HQ', 'STORE']);
    for (const path of [
      '/organ-type',
      '/organ-info',
      '/organ-conf',
      '/organ-authority',
      '/organ-role',
    ])
      expect(
        (await list(path, {}, harbour)).filter((row) => row.tenantId === sunriseTenant),
        path,
      ).toEqual([]);
    const [profile] = await list('/organ-info');
    const stolen = await call('POST', '/organ-info/apply', { id: profile!.id }, harbour);
    expect(stolen.statusCode).toBe(404);
    const edited = await call(
      'PATCH',
      '/organ-info/edit',
      { ...profile, id: profile!.id },
      harbour,
    );
    expect(edited.statusCode).toBe(404);
  });
});
