import type {
  EmployeeRecord,
  FileRecord,
  StoreAddressRecord,
  StoreDetail,
  StoreRecord,
  StoreScheduleRecord,
} from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORES } from '../src/db/seed/store-seed';
import { callAs, demoToken, userIdOf } from './support/admin-calls';
import { multipart } from './support/multipart';
import { bearer, bodyOf, type TestApp, startTestApp } from './support/test-app';

const BASE = '/api/ministore';
const LIST = `${BASE}/store/list`;
const GET_LIST = `${BASE}/store/get-list`;
const QUERY = `${BASE}/store/query`;
const EDIT = `${BASE}/store/edit`;
const REMOVE = `${BASE}/store/remove`;
const ADDRESS_EDIT = `${BASE}/store-address/edit`;
const ADDRESS_REMOVE = `${BASE}/store-address/remove`;
const SCHEDULE_EDIT = `${BASE}/store-schedule/edit`;
const SCHEDULE_LIST = `${BASE}/store-schedule/list`;
const AREA_EDIT = `${BASE}/store-area/edit`;
const EMPLOYEE_EDIT = `${BASE}/employee/edit`;
const EMPLOYEE_LIST = `${BASE}/employee/list`;

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

type PageOf<T> = { entities: T[]; totalCount: number; pageSize: number; currentPage: number };

describe('stores', () => {
  let t: TestApp;
  let sunrise: string;
  let harbour: string;
  let downtownUser: string;
  let uptownUser: string;
  const organ = async (organName: string) =>
    t.app.db
      .selectFrom('organ')
      .selectAll()
      .where('organName', '=', organName)
      .executeTakeFirstOrThrow();
  const storeRow = (id: number) =>
    t.app.db.selectFrom('store').selectAll().where('id', '=', id).executeTakeFirst();
  const create = async (token: string, body: Record<string, unknown>) => {
    const response = await callAs(t, token, 'PATCH', EDIT, body);
    expect(response.statusCode, response.body).toBe(200);
    return bodyOf(response).data as StoreRecord;
  };

  beforeAll(async () => {
    t = await startTestApp({ config: { seed: 'demo', captcha: false } });
    [sunrise, harbour, downtownUser, uptownUser] = await Promise.all([
      demoToken(t, 'sunrise.admin'),
      demoToken(t, 'harbour.admin'),
      demoToken(t, 'sunrise.store'),
      demoToken(t, 'sunrise.uptown'),
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the demo stores of the caller’s scope, paged, and narrows by the store filter', async () => {
    const sunriseStores = DEMO_STORES.filter((store) => store.organ.startsWith('Sunrise'));
    const page = (await callAs(t, sunrise, 'POST', `${LIST}?pageSize=2&pageNum=1`, {})).json<
      PageOf<StoreRecord>
    >();
    expect(page).toMatchObject({ totalCount: sunriseStores.length, pageSize: 2, currentPage: 1 });
    expect(page.entities).toHaveLength(2);

    // The Downtown operator sees Downtown and the kiosk below it, not Uptown.
    const downtown = (await callAs(t, downtownUser, 'POST', LIST, {})).json<PageOf<StoreRecord>>();
    expect(downtown.entities.map((store) => store.storeName).sort()).toEqual(
      ['Sunrise Central Plaza', 'Sunrise Metro Kiosk'].sort(),
    );
    expect(downtown.entities[0]?.organName).toMatch(/^Sunrise Downtown/);

    const byName = (await callAs(t, sunrise, 'POST', LIST, { storeName: 'riverside' })).json<
      PageOf<StoreRecord>
    >();
    expect(byName.entities.map((store) => store.storeName)).toEqual(['Sunrise Riverside']);
    const kiosk = await organ('Sunrise Downtown Kiosk');
    const bySelector = (await callAs(t, sunrise, 'POST', LIST, { organIds: [kiosk.id] })).json<
      PageOf<StoreRecord>
    >();
    expect(bySelector.entities.map((store) => store.storeName)).toEqual(['Sunrise Metro Kiosk']);
    // Another tenant's organisation narrows to nothing.
    const pier = await organ('Harbour Pier Store');
    const foreign = (await callAs(t, sunrise, 'POST', LIST, { organId: pier.id })).json<
      PageOf<StoreRecord>
    >();
    expect(foreign.totalCount).toBe(0);
  });

  it('creates, reads, updates and removes a store with its opening hours, areas and employees', async () => {
    const uptown = await organ('Sunrise Uptown');
    const address = bodyOf(
      await callAs(t, sunrise, 'PATCH', ADDRESS_EDIT, {
        city: 'Hangzhou',
        detail: '9 Lake Road',
        phone: '+86 571 5550199',
        organId: uptown.id,
      }),
    ).data as StoreAddressRecord;
    const store = await create(sunrise, {
      storeName: 'Sunrise Lakeside',
      star: 4.5,
      avgSendTime: 40,
      city: 'Hangzhou',
      latitude: 30.2741,
      longitude: 120.1551,
      addressId: address.id,
      organId: uptown.id,
      remark: 'opens in spring',
    });
    expect(store).toMatchObject({
      storeName: 'Sunrise Lakeside',
      star: 4.5,
      avgSendTime: 40,
      latitude: 30.2741,
      longitude: 120.1551,
      enable: true,
      organId: uptown.id,
      organPath: uptown.organPath,
      tenantId: uptown.tenantId,
      createBy: 'sunrise.admin',
      organName: 'Sunrise Uptown',
    });

    const schedule = bodyOf(
      await callAs(t, sunrise, 'PATCH', SCHEDULE_EDIT, {
        storeId: store.id,
        weekday: 1,
        openTime: '08:00',
        closeTime: '12:00',
      }),
    ).data as StoreScheduleRecord;
    expect(schedule).toMatchObject({ storeName: 'Sunrise Lakeside', organId: uptown.id });
    // Touching periods are fine.
    const afternoon = await callAs(t, sunrise, 'PATCH', SCHEDULE_EDIT, {
      storeId: store.id,
      weekday: 1,
      openTime: '12:00',
      closeTime: '20:00',
    });
    expect(afternoon.statusCode, afternoon.body).toBe(200);
    expect(
      (
        await callAs(t, sunrise, 'PATCH', AREA_EDIT, {
          storeId: store.id,
          areaName: '5 km',
          radius: 5000,
        })
      ).statusCode,
    ).toBe(200);
    const employee = await callAs(t, sunrise, 'PATCH', EMPLOYEE_EDIT, {
      storeId: store.id,
      userId: await userIdOf(t, 'sunrise.uptown'),
      position: 'cashier',
    });
    expect(employee.statusCode, employee.body).toBe(200);
    expect(bodyOf(employee).data).toMatchObject({
      userName: 'sunrise.uptown',
      position: 'cashier',
    });

    const detail = bodyOf(await callAs(t, sunrise, 'POST', QUERY, { id: store.id }))
      .data as StoreDetail;
    expect(detail.address).toMatchObject({
      id: address.id,
      city: 'Hangzhou',
      detail: '9 Lake Road',
    });
    expect(detail.schedules.map((period) => `${period.openTime}-${period.closeTime}`)).toEqual([
      '08:00-12:00',
      '12:00-20:00',
    ]);
    expect(detail.areas.map((area) => area.radius)).toEqual([5000]);
    expect(detail.employees.map((row) => row.userName)).toEqual(['sunrise.uptown']);

    // get-list answers a plain list.
    const all = bodyOf(await callAs(t, sunrise, 'POST', GET_LIST, { city: 'hangzhou' }));
    expect(Array.isArray(all.data)).toBe(true);
    expect((all.data as StoreRecord[]).map((row) => row.id)).toEqual([store.id]);
    const disabled = await create(sunrise, {
      id: store.id,
      storeName: 'Sunrise Lakeside',
      enable: false,
      star: 5,
    });
    expect(disabled).toMatchObject({
      enable: false,
      star: 5,
      avgSendTime: 40,
      updateBy: 'sunrise.admin',
    });
    const enabledOnly = bodyOf(await callAs(t, sunrise, 'POST', GET_LIST, { enable: true }))
      .data as StoreRecord[];
    expect(enabledOnly.some((row) => row.id === store.id)).toBe(false);

    // The address is in use: refused, naming the store.
    const inUse = await callAs(
      t,
      sunrise,
      'DELETE',
      `${ADDRESS_REMOVE}?id=${address.id}`,
      undefined,
      'en',
    );
    expect(inUse.statusCode).toBe(400);
    expect(bodyOf(inUse).description).toContain('Sunrise Lakeside');

    const removed = await callAs(t, sunrise, 'DELETE', `${REMOVE}?id=${store.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await storeRow(store.id)).toBeUndefined();
    const orphans = await t.app.db
      .selectFrom('storeSchedule')
      .select('id')
      .where('storeId', '=', store.id)
      .execute();
    expect(orphans).toEqual([]);
    expect((await callAs(t, sunrise, 'POST', QUERY, { id: store.id })).statusCode).toBe(404);
    expect(
      (await callAs(t, sunrise, 'DELETE', `${ADDRESS_REMOVE}?id=${address.id}`)).statusCode,
    ).toBe(200);
  });

  it('names the invalid field in the caller’s language', async () => {
    const cases: Array<[Record<string, unknown>, string, string, string]> = [
      [{ storeName: 'x', latitude: 91 }, 'zh', 'latitude', '纬度过大'],
      [{ storeName: 'x', longitude: -181 }, 'en', 'longitude', 'Longitude is too small'],
      [{ storeName: 'x', star: 6 }, 'es', 'star', 'Valoración es demasiado grande'],
      [{ storeName: 'x', star: 4.3 }, 'en', 'star', 'Star rating is not valid'],
      [{ storeName: 'x', star: -1 }, 'en', 'star', 'Star rating is too small'],
      [{ storeName: '  ' }, 'en', 'storeName', 'Store name is required'],
      [
        { storeName: 'x', avgSendTime: 2000 },
        'en',
        'avgSendTime',
        'Average delivery time is too big',
      ],
      [{ storeName: 'x', logo: 'javascript:alert(1)' }, 'en', 'logo', 'Logo is not valid'],
      // A private file's signed URL expires, and the storefront shows logos to anyone.
      [
        {
          storeName: 'x',
          logo: '/api/file/object/p2/2026/11/00000000-0000-0000-0000-000000000000.png?expires=1&signature=x',
        },
        'en',
        'logo',
        'Logo is not valid',
      ],
    ];
    const before = await t.app.db.selectFrom('store').select('id').execute();
    for (const [body, language, field, description] of cases) {
      const response = await callAs(t, sunrise, 'PATCH', EDIT, body, language);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(bodyOf(response)).toMatchObject({ field, description });
    }
    expect(await t.app.db.selectFrom('store').select('id').execute()).toEqual(before);
  });

  it('checks opening hours: close after open, no overlaps on one day', async () => {
    const [store] = bodyOf(
      await callAs(t, sunrise, 'POST', GET_LIST, { storeName: 'Sunrise Central Plaza' }),
    ).data as StoreRecord[];
    expect(store).toBeDefined();
    const id = store!.id;
    const reversed = await callAs(
      t,
      sunrise,
      'PATCH',
      SCHEDULE_EDIT,
      { storeId: id, weekday: 2, openTime: '18:00', closeTime: '09:00' },
      'zh',
    );
    expect(bodyOf(reversed)).toMatchObject({
      status: 400,
      field: 'closeTime',
      description: '结束营业时间必须晚于开始营业时间',
    });
    const badTime = await callAs(t, sunrise, 'PATCH', SCHEDULE_EDIT, {
      storeId: id,
      weekday: 2,
      openTime: '25:00',
      closeTime: '26:00',
    });
    expect(bodyOf(badTime)).toMatchObject({ status: 400, field: 'openTime' });
    const badDay = await callAs(t, sunrise, 'PATCH', SCHEDULE_EDIT, {
      storeId: id,
      weekday: 8,
      openTime: '09:00',
      closeTime: '10:00',
    });
    expect(bodyOf(badDay)).toMatchObject({ status: 400, field: 'weekday' });
    // The seed opens it 08:00-22:00 every day.
    const overlap = await callAs(
      t,
      sunrise,
      'PATCH',
      SCHEDULE_EDIT,
      { storeId: id, weekday: 2, openTime: '21:00', closeTime: '23:30' },
      'en',
    );
    expect(bodyOf(overlap)).toMatchObject({
      status: 400,
      field: 'openTime',
      description: 'This period overlaps the opening period 08:00-22:00 of the same day',
    });
    const periods = (
      await callAs(t, sunrise, 'POST', SCHEDULE_LIST, { storeId: id, weekday: 2 })
    ).json<PageOf<StoreScheduleRecord>>();
    expect(periods.entities.map((period) => `${period.openTime}-${period.closeTime}`)).toEqual([
      '08:00-22:00',
    ]);
    // Editing a period itself is not an overlap with itself.
    const own = periods.entities[0]!;
    const moved = await callAs(t, sunrise, 'PATCH', SCHEDULE_EDIT, {
      id: own.id,
      storeId: id,
      weekday: 2,
      openTime: '07:30',
      closeTime: '22:00',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const late = await callAs(t, sunrise, 'PATCH', SCHEDULE_EDIT, {
      storeId: id,
      weekday: 2,
      openTime: '22:00',
      closeTime: '24:00',
    });
    expect(late.statusCode, late.body).toBe(200);
  });

  it('links employees of the store’s tenant once each', async () => {
    const [store] = bodyOf(
      await callAs(t, sunrise, 'POST', GET_LIST, { storeName: 'Sunrise Metro Kiosk' }),
    ).data as StoreRecord[];
    const storeId = store!.id;
    const add = (userName: string, language?: string) =>
      userIdOf(t, userName).then((userId) =>
        callAs(
          t,
          sunrise,
          'PATCH',
          EMPLOYEE_EDIT,
          { storeId, userId, position: 'clerk' },
          language,
        ),
      );
    expect((await add('sunrise.store')).statusCode).toBe(200);
    const twice = await add('sunrise.store', 'en');
    expect(bodyOf(twice)).toMatchObject({
      status: 400,
      field: 'userId',
      description: 'This user is already an employee of this store',
    });
    // A user of another tenant does not exist for the caller: refused naming the field, no link.
    const foreign = await add('harbour.store', 'en');
    expect(bodyOf(foreign)).toMatchObject({ status: 400, field: 'userId' });
    const harbourLinks = await t.app.db
      .selectFrom('storeEmployee')
      .select('id')
      .where('storeId', '=', storeId)
      .where('userId', '=', await userIdOf(t, 'harbour.store'))
      .execute();
    expect(harbourLinks).toEqual([]);
    const badPosition = await callAs(t, sunrise, 'PATCH', EMPLOYEE_EDIT, {
      storeId,
      userId: await userIdOf(t, 'sunrise.store'),
      position: 'boss',
    });
    expect(bodyOf(badPosition)).toMatchObject({ status: 400, field: 'position' });
    // The form's user options: the users of the caller's scope, without USER_LIST.
    const options = bodyOf(
      await callAs(t, downtownUser, 'POST', `${BASE}/employee/query-user-options`, {}),
    ).data as Array<{ userName: string }>;
    expect(options.map((user) => user.userName)).toEqual(['sunrise.store']);
    const named = bodyOf(
      await callAs(t, sunrise, 'POST', `${BASE}/employee/query-user-options`, { name: 'UPTOWN' }),
    ).data as Array<{ userName: string }>;
    expect(named.map((user) => user.userName)).toEqual(['sunrise.uptown']);
    // The list's user is searched by name in the same chooser, then narrows the list.
    const [operator] = bodyOf(
      await callAs(t, sunrise, 'POST', `${BASE}/employee/query-user-options`, { name: 'operator' }),
    ).data as Array<{ id: number; userName: string }>;
    expect(operator?.userName).toBe('sunrise.store');
    const list = (
      await callAs(t, sunrise, 'POST', EMPLOYEE_LIST, { storeId, userId: operator?.id })
    ).json<PageOf<EmployeeRecord>>();
    expect(list.entities.map((row) => row.userName)).toEqual(['sunrise.store']);
    const byPosition = (
      await callAs(t, sunrise, 'POST', EMPLOYEE_LIST, { storeId, position: 'manager' })
    ).json<PageOf<EmployeeRecord>>();
    expect(byPosition.totalCount).toBe(0);
  });

  it('keeps employees and addresses in their store’s tenant, even for platform staff', async () => {
    const platform = await demoToken(t, 'admin');
    const [kiosk] = bodyOf(
      await callAs(t, sunrise, 'POST', GET_LIST, { storeName: 'Sunrise Metro Kiosk' }),
    ).data as StoreRecord[];
    // Platform staff see every tenant's users, but a Harbour user is no Sunrise store's employee.
    const foreign = await callAs(
      t,
      platform,
      'PATCH',
      EMPLOYEE_EDIT,
      { storeId: kiosk!.id, userId: await userIdOf(t, 'harbour.store'), position: 'clerk' },
      'en',
    );
    expect(bodyOf(foreign)).toMatchObject({
      status: 400,
      field: 'userId',
      description: 'User does not belong to the store’s tenant',
    });
    // An address a store names does not move to another tenant; the stores are named.
    const [central] = bodyOf(
      await callAs(t, sunrise, 'POST', GET_LIST, { storeName: 'Sunrise Central Plaza' }),
    ).data as StoreRecord[];
    const address = await t.app.db
      .selectFrom('storeAddress')
      .selectAll()
      .where('id', '=', central!.addressId!)
      .executeTakeFirstOrThrow();
    const pier = await organ('Harbour Pier Store');
    const moved = await callAs(
      t,
      platform,
      'PATCH',
      ADDRESS_EDIT,
      { id: address.id, city: address.city, detail: address.detail, organId: pier.id },
      'en',
    );
    expect(bodyOf(moved)).toMatchObject({ status: 400, field: 'organId' });
    expect(bodyOf(moved).description).toContain('Sunrise Central Plaza');
    expect(
      await t.app.db
        .selectFrom('storeAddress')
        .selectAll()
        .where('id', '=', address.id)
        .executeTakeFirst(),
    ).toEqual(address);
  });

  it('moves a store’s opening hours, areas, services and employees with it', async () => {
    const [uptown, kiosk] = await Promise.all([
      organ('Sunrise Uptown'),
      organ('Sunrise Downtown Kiosk'),
    ]);
    const store = await create(sunrise, { storeName: 'Sunrise Mover', organId: uptown.id });
    const records = [
      [SCHEDULE_EDIT, { weekday: 4, openTime: '09:00', closeTime: '17:00' }],
      [AREA_EDIT, { areaName: '3 km', radius: 3000 }],
      [`${BASE}/store-service/edit`, { serviceName: 'Gift wrapping' }],
      [EMPLOYEE_EDIT, { userId: await userIdOf(t, 'sunrise.uptown'), position: 'courier' }],
    ] as const;
    for (const [path, body] of records) {
      const written = await callAs(t, sunrise, 'PATCH', path, { storeId: store.id, ...body });
      expect(written.statusCode, written.body).toBe(200);
    }
    await create(sunrise, { id: store.id, storeName: 'Sunrise Mover', organId: kiosk.id });
    for (const table of ['storeSchedule', 'storeArea', 'storeService', 'storeEmployee'] as const) {
      const owners = await t.app.db
        .selectFrom(table as 'storeSchedule')
        .select(['organId', 'organPath'])
        .where('storeId', '=', store.id)
        .execute();
      expect(owners, table).toEqual([{ organId: kiosk.id, organPath: kiosk.organPath }]);
    }
    await callAs(t, sunrise, 'DELETE', `${REMOVE}?id=${store.id}`);
  });

  it('answers 404 for another tenant’s or a sibling’s store, and changes nothing', async () => {
    const [central] = bodyOf(
      await callAs(t, sunrise, 'POST', GET_LIST, { storeName: 'Sunrise Central Plaza' }),
    ).data as StoreRecord[];
    const id = central!.id;
    const before = await storeRow(id);
    const attackers = [harbour, uptownUser];
    for (const token of attackers) {
      const responses = await Promise.all([
        callAs(t, token, 'PATCH', EDIT, { id, storeName: 'stolen' }),
        callAs(t, token, 'DELETE', `${REMOVE}?id=${id}`),
        callAs(t, token, 'POST', QUERY, { id }),
        callAs(t, token, 'PATCH', SCHEDULE_EDIT, {
          storeId: id,
          weekday: 3,
          openTime: '01:00',
          closeTime: '02:00',
        }),
        callAs(t, token, 'PATCH', AREA_EDIT, { storeId: id, areaName: 'x', radius: 1 }),
      ]);
      for (const response of responses) expect(response.statusCode, response.body).toBe(404);
      const listed = (await callAs(t, token, 'POST', LIST, { id })).json<PageOf<StoreRecord>>();
      expect(listed.totalCount).toBe(0);
      const got = bodyOf(await callAs(t, token, 'POST', GET_LIST, { id })).data;
      expect(got).toEqual([]);
    }
    // A store may not name another tenant's address, nor be planted in another tenant.
    const harbourAddress = await t.app.db
      .selectFrom('storeAddress')
      .select('id')
      .where('tenantId', '!=', central!.tenantId)
      .executeTakeFirstOrThrow();
    expect(
      (await callAs(t, sunrise, 'PATCH', EDIT, { storeName: 'x', addressId: harbourAddress.id }))
        .statusCode,
    ).toBe(404);
    const pier = await organ('Harbour Pier Store');
    expect(
      (await callAs(t, sunrise, 'PATCH', EDIT, { storeName: 'planted', organId: pier.id }))
        .statusCode,
    ).toBe(404);
    // An update of one's own store naming another tenant is not a quiet 200 that moves nothing.
    expect(
      (
        await callAs(t, sunrise, 'PATCH', EDIT, {
          id,
          storeName: 'moved?',
          tenantId: pier.tenantId,
        })
      ).statusCode,
    ).toBe(404);
    expect(await storeRow(id)).toEqual(before);
  });

  it('keeps a picture used as a logo, naming the store', async () => {
    const form = multipart(
      {},
      { name: 'file', fileName: 'logo.png', contentType: 'image/png', bytes: ONE_PIXEL_PNG },
    );
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/file/file-service/upload',
      headers: { ...bearer(sunrise), ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const file = bodyOf(uploaded).data as FileRecord;
    const store = await create(sunrise, { storeName: 'Sunrise Logo Shop', logo: file.fileUrl });
    expect(store.logo).toBe(file.fileUrl);
    const refused = await callAs(
      t,
      sunrise,
      'DELETE',
      `/api/file/file-service/remove?id=${file.fileId}`,
      undefined,
      'en',
    );
    expect(refused.statusCode).toBe(400);
    expect(bodyOf(refused).description).toContain('Sunrise Logo Shop');
    await callAs(t, sunrise, 'DELETE', `${REMOVE}?id=${store.id}`);
    expect(
      (await callAs(t, sunrise, 'DELETE', `/api/file/file-service/remove?id=${file.fileId}`))
        .statusCode,
    ).toBe(200);
  });
});
