import type { Paged, SystemSettings, TodoItem } from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorityIdOf,
  callAs,
  demoToken,
  startDemoApp,
  roleIdOf,
  userIdOf,
} from './support/admin-calls';
import { bodyOf, type TestApp, startTestApp } from './support/test-app';

const QUERY = '/api/admin/system-setting/query';
const EDIT_GLOBAL = '/api/admin/system-setting/edit-global';
const EDIT_TENANT = '/api/admin/system-setting/edit-tenant';
const EDIT_USER = '/api/admin/system-setting/edit-user';
const TODO_LIST = '/api/admin/todo/list';
const TODO_EDIT = '/api/admin/todo/edit';
const TODO_COMPLETE = '/api/admin/todo/complete';
const TODO_REMOVE = '/api/admin/todo/remove';

const MODE = 'SYSTEM_SETTING_ORGAN_QUERY_MODEL';
const PAGE_SIZE = 'SYSTEM_SETTING_PAGE_SIZE';

describe('system settings', () => {
  let t: TestApp;
  let admin: string;
  let sunrise: string;
  let sunriseStore: string;
  let harbour: string;
  let sunriseId: number;
  let harbourId: number;

  beforeAll(async () => {
    ({ t, admin, sunrise, sunriseStore, harbour, sunriseId, harbourId } = await startDemoApp());
  });
  afterAll(async () => {
    await t.close();
  });

  const settingsOf = async (token: string, body: object = {}): Promise<SystemSettings> => {
    const response = await callAs(t, token, 'POST', QUERY, body);
    expect(response.statusCode).toBe(200);
    return bodyOf(response).data as SystemSettings;
  };

  const edit = (token: string, url: string, body: object, language?: string) =>
    callAs(t, token, 'PATCH', url, body, language);

  it('answers the defaults, and which scopes the caller may write', async () => {
    const settings = await settingsOf(sunriseStore);
    expect(settings.effective).toEqual({ [MODE]: 'selfAndSub', [PAGE_SIZE]: '20' });
    expect(settings.sources).toEqual({ [MODE]: 'default', [PAGE_SIZE]: 'default' });
    expect(settings).toMatchObject({
      global: {},
      tenant: {},
      user: {},
      tenantId: sunriseId,
      editable: { global: false, tenant: false, user: true },
    });
    expect((await settingsOf(sunrise)).editable).toEqual({
      global: false,
      tenant: true,
      user: true,
    });
    expect((await settingsOf(admin)).editable).toEqual({ global: true, tenant: true, user: true });
  });

  it('merges user over tenant over global, and clears with null', async () => {
    let response = await edit(admin, EDIT_GLOBAL, { key: MODE, value: 'selected' });
    expect(response.statusCode).toBe(200);
    expect((bodyOf(response).data as SystemSettings).global).toEqual({ [MODE]: 'selected' });
    for (const token of [sunrise, sunriseStore, harbour])
      expect((await settingsOf(token)).effective[MODE]).toBe('selected');

    response = await edit(sunrise, EDIT_TENANT, { key: MODE, value: 'selfAndSub' });
    expect(response.statusCode).toBe(200);
    const store = await settingsOf(sunriseStore);
    expect(store.effective[MODE]).toBe('selfAndSub');
    expect(store.sources[MODE]).toBe('tenant');
    expect(store.tenant).toEqual({ [MODE]: 'selfAndSub' });
    // Another tenant keeps the global value.
    expect((await settingsOf(harbour)).effective[MODE]).toBe('selected');

    response = await edit(sunriseStore, EDIT_USER, { key: MODE, value: 'selected' });
    expect(response.statusCode).toBe(200);
    const own = bodyOf(response).data as SystemSettings;
    expect(own.effective[MODE]).toBe('selected');
    expect(own.sources[MODE]).toBe('user');
    // Someone else's temporary setting never shows.
    expect((await settingsOf(sunrise)).effective[MODE]).toBe('selfAndSub');

    response = await edit(sunriseStore, EDIT_USER, { key: MODE, value: null });
    expect((bodyOf(response).data as SystemSettings).sources[MODE]).toBe('tenant');
    await edit(sunrise, EDIT_TENANT, { key: MODE, value: null });
    expect((await settingsOf(sunriseStore)).sources[MODE]).toBe('global');
    await edit(admin, EDIT_GLOBAL, { key: MODE, value: null });
    expect((await settingsOf(sunriseStore)).sources[MODE]).toBe('default');
    // Every write is one row per scope and key, cleared rows gone.
    expect(await t.app.db.selectFrom('systemSetting').selectAll().execute()).toEqual([]);
  });

  it('persists on the server: a new session reads the same settings', async () => {
    await edit(sunrise, EDIT_TENANT, { key: PAGE_SIZE, value: '50' });
    const again = await demoToken(t, 'sunrise.store');
    expect((await settingsOf(again)).effective[PAGE_SIZE]).toBe('50');
    await edit(sunrise, EDIT_TENANT, { key: PAGE_SIZE, value: null });
  });

  it('lets only platform staff write global settings', async () => {
    // Without the authority the access check refuses.
    const refused = await edit(sunrise, EDIT_GLOBAL, { key: MODE, value: 'selected' }, 'en');
    expect(refused.statusCode).toBe(403);
    // Even holding it, tenant staff are not platform staff.
    const roleId = await roleIdOf(t, 'sunrise.admin', 'tenant-admin');
    const authorityId = await authorityIdOf(t, 'SYSTEM_SETTING_GLOBAL_EDIT');
    await t.app.db.insertInto('roleAuthority').values({ roleId, authorityId }).execute();
    try {
      const stillRefused = await edit(sunrise, EDIT_GLOBAL, { key: MODE, value: 'selected' }, 'zh');
      expect(stillRefused.statusCode).toBe(403);
      expect(bodyOf(stillRefused).description).toBe('只有平台人员可以修改全局设置');
    } finally {
      await t.app.db
        .deleteFrom('roleAuthority')
        .where('roleId', '=', roleId)
        .where('authorityId', '=', authorityId)
        .execute();
    }
    expect(await t.app.db.selectFrom('systemSetting').selectAll().execute()).toEqual([]);
  });

  it('keeps tenant settings to their tenant: 404 for another tenant, 403 without the authority', async () => {
    const foreign = await edit(harbour, EDIT_TENANT, {
      key: MODE,
      value: 'selected',
      tenantId: sunriseId,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await callAs(t, harbour, 'POST', QUERY, { tenantId: sunriseId })).statusCode).toBe(404);
    expect(
      (await edit(sunriseStore, EDIT_TENANT, { key: MODE, value: 'selected' })).statusCode,
    ).toBe(403);
    expect(await t.app.db.selectFrom('systemSetting').selectAll().execute()).toEqual([]);

    // Platform staff set and read another tenant's settings.
    const platform = await edit(admin, EDIT_TENANT, {
      key: PAGE_SIZE,
      value: '30',
      tenantId: harbourId,
    });
    expect(platform.statusCode).toBe(200);
    expect(bodyOf(platform).data).toMatchObject({
      tenantId: harbourId,
      tenant: { [PAGE_SIZE]: '30' },
    });
    expect((await settingsOf(harbour)).effective[PAGE_SIZE]).toBe('30');
    expect((await settingsOf(admin, { tenantId: harbourId })).tenant).toEqual({
      [PAGE_SIZE]: '30',
    });
    expect((await settingsOf(sunrise)).effective[PAGE_SIZE]).toBe('20');
    await edit(admin, EDIT_TENANT, { key: PAGE_SIZE, value: null, tenantId: harbourId });
  });

  it('writes only the caller’s own temporary settings', async () => {
    const otherId = await userIdOf(t, 'sunrise.admin');
    const response = await edit(sunriseStore, EDIT_USER, {
      key: MODE,
      value: 'selected',
      userId: otherId,
    });
    expect(response.statusCode).toBe(404);
    expect(await t.app.db.selectFrom('systemSetting').selectAll().execute()).toEqual([]);
    const ownId = await userIdOf(t, 'sunrise.store');
    const own = await edit(sunriseStore, EDIT_USER, {
      key: MODE,
      value: 'selected',
      userId: ownId,
    });
    expect(own.statusCode).toBe(200);
    await edit(sunriseStore, EDIT_USER, { key: MODE, value: null });
  });

  it('accepts only each setting’s own values, naming the field in the caller’s language', async () => {
    const bad = await edit(admin, EDIT_GLOBAL, { key: MODE, value: 'everything' }, 'zh');
    expect(bad.statusCode).toBe(400);
    expect(bodyOf(bad)).toMatchObject({ field: 'value', description: '值格式不正确' });
    const pageSize = await edit(sunriseStore, EDIT_USER, { key: PAGE_SIZE, value: '15' }, 'es');
    expect(bodyOf(pageSize)).toMatchObject({ field: 'value', description: 'Valor no es válido' });
    const unknown = await edit(sunriseStore, EDIT_USER, { key: 'NOPE', value: 'x' }, 'en');
    expect(bodyOf(unknown)).toMatchObject({ field: 'key', description: 'Setting is not valid' });
  });
});

describe('to-do list', () => {
  let t: TestApp;
  let sunrise: string;
  let sunriseStore: string;
  let harbour: string;

  beforeAll(async () => {
    t = await startTestApp({ config: { seed: 'demo', captcha: false } });
    sunrise = await demoToken(t, 'sunrise.admin');
    sunriseStore = await demoToken(t, 'sunrise.store');
    harbour = await demoToken(t, 'harbour.admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const todos = async (token: string, body: object = {}) => {
    const response = await callAs(t, token, 'POST', `${TODO_LIST}?pageSize=10&pageNum=1`, body);
    expect(response.statusCode).toBe(200);
    return response.json<Paged<TodoItem>>();
  };

  const add = async (token: string, title: string): Promise<TodoItem> => {
    const response = await callAs(t, token, 'PATCH', TODO_EDIT, { title });
    expect(response.statusCode).toBe(200);
    return bodyOf(response).data as TodoItem;
  };

  it('adds, lists, completes, reopens, renames and removes the user’s own items', async () => {
    const first = await add(sunriseStore, '  Check the kiosk stock  ');
    expect(first).toMatchObject({
      title: 'Check the kiosk stock',
      done: false,
      doneDate: null,
      createBy: 'sunrise.store',
    });
    const second = await add(sunriseStore, 'Call the supplier');

    const completed = await callAs(t, sunriseStore, 'POST', TODO_COMPLETE, { id: first.id });
    expect(completed.statusCode).toBe(200);
    expect(bodyOf(completed).data).toMatchObject({ id: first.id, done: true });
    expect((bodyOf(completed).data as TodoItem).doneDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:/);

    // Open items first, then done ones.
    const page = await todos(sunriseStore);
    expect(page.entities.map((item) => item.id)).toEqual([second.id, first.id]);
    expect((await todos(sunriseStore, { done: true })).entities.map((item) => item.id)).toEqual([
      first.id,
    ]);
    expect((await todos(sunriseStore, { title: 'SUPPLIER' })).totalCount).toBe(1);

    const reopened = await callAs(t, sunriseStore, 'POST', TODO_COMPLETE, {
      id: first.id,
      done: false,
    });
    expect(bodyOf(reopened).data).toMatchObject({ done: false, doneDate: null });

    const renamed = await callAs(t, sunriseStore, 'PATCH', TODO_EDIT, {
      id: second.id,
      title: 'Call the new supplier',
    });
    expect(bodyOf(renamed).data).toMatchObject({ id: second.id, title: 'Call the new supplier' });

    expect(
      (await callAs(t, sunriseStore, 'DELETE', `${TODO_REMOVE}?id=${second.id}`)).statusCode,
    ).toBe(200);
    expect((await todos(sunriseStore)).entities.map((item) => item.id)).toEqual([first.id]);
  });

  it('never shows or changes anyone else’s items, even of an organisation below (404)', async () => {
    const item = await add(sunriseStore, 'Private note');
    // sunrise.admin's scope covers sunrise.store's organisation, yet the item is not theirs.
    expect((await todos(sunrise)).totalCount).toBe(0);
    for (const token of [sunrise, harbour]) {
      expect((await callAs(t, token, 'POST', TODO_COMPLETE, { id: item.id })).statusCode).toBe(404);
      expect(
        (await callAs(t, token, 'PATCH', TODO_EDIT, { id: item.id, title: 'taken' })).statusCode,
      ).toBe(404);
      expect((await callAs(t, token, 'DELETE', `${TODO_REMOVE}?id=${item.id}`)).statusCode).toBe(
        404,
      );
    }
    const row = await t.app.db
      .selectFrom('todoItem')
      .selectAll()
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: 'Private note', done: 0 });
  });

  it('requires a title, in the caller’s language', async () => {
    const response = await callAs(t, sunriseStore, 'PATCH', TODO_EDIT, { title: '   ' }, 'zh');
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toMatchObject({ field: 'title', description: '标题不能为空' });
  });
});
