import {
  type DictionaryEntry,
  type DictionaryGroup,
  errorMapOf,
  ORGAN_PATH_MAX,
  type Paged,
} from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, organIdOf, startDemoApp } from './support/admin-calls';
import { bodyOf, type TestApp } from './support/test-app';

const BASE = '/api/admin/dictionary';
const LIST = `${BASE}/list`;
const EDIT = `${BASE}/edit`;
const REMOVE = `${BASE}/remove`;
const GROUP = `${BASE}/get-dictionary-group`;
const REFERENCED = `${BASE}/get-referenced-dictionary-list`;
const ORGAN_REFERENCED = `${BASE}/get-organ-referenced-dictionary`;
const ORGAN_REFERENCED_PAGE = `${BASE}/get-organ-referenced-dictionary-pagination`;

const descOf = (entries: DictionaryEntry[], bigType: string, value: string) =>
  entries.find((entry) => entry.bigType === bigType && entry.value === value)?.desc;

describe('dictionary', () => {
  let t: TestApp;
  let admin: string;
  let sunrise: string;
  let sunriseStore: string;
  let harbour: string;
  let sunriseId: number;
  let harbourId: number;
  let downtownId: number;

  beforeAll(async () => {
    ({ t, admin, sunrise, sunriseStore, harbour, sunriseId, harbourId } = await startDemoApp());
    downtownId = await organIdOf(t, 'Sunrise Downtown');
  });
  afterAll(async () => {
    await t.close();
  });

  const referenced = async (token: string, body: object = {}): Promise<DictionaryEntry[]> => {
    const response = await callAs(t, token, 'POST', REFERENCED, body);
    expect(response.statusCode).toBe(200);
    return bodyOf(response).data as DictionaryEntry[];
  };

  const list = async (token: string, body: object, query = 'pageSize=50&pageNum=1') => {
    const response = await callAs(t, token, 'POST', `${LIST}?${query}`, body);
    expect(response.statusCode).toBe(200);
    return response.json<Paged<DictionaryEntry>>();
  };

  describe('what an organisation references (console.md §4, §7)', () => {
    it('loads the platform dictionary with the tenant’s overrides, ordered by u.sorted', async () => {
      // The console's after-login load.
      const entries = await referenced(sunrise, {
        organId: sunriseId,
        sys: 1,
        organPath: '/ignored/',
        tenantId: sunriseId,
        orderBy: 'u.sorted',
        order: 'asc',
      });
      expect(descOf(entries, 'GOODS_STATUS', '32')).toBe('出售中');
      // Sunrise overrides value 3 and adds 4; Harbour keeps the platform's.
      expect(descOf(entries, 'STORE_TYPE', '3')).toBe('智能售货柜');
      expect(descOf(entries, 'STORE_TYPE', '4')).toBe('快闪店');
      expect(entries.filter((entry) => entry.bigType === 'STORE_TYPE')).toHaveLength(4);
      const sorted = entries.map((entry) => entry.sorted);
      expect(sorted).toEqual([...sorted].sort((a, b) => a - b));

      const harbourEntries = await referenced(harbour);
      expect(descOf(harbourEntries, 'STORE_TYPE', '3')).toBe('无人售货柜');
      expect(descOf(harbourEntries, 'STORE_TYPE', '4')).toBeUndefined();
    });

    it('builds the console’s error map from the ERROR_CODE namespace', async () => {
      const map = errorMapOf(await referenced(sunriseStore));
      expect(map[404]).toBe('请求的资源不存在');
      expect(map[500]).toBe('服务器内部错误');
      expect(Object.keys(map).every((status) => /^\d+$/.test(status))).toBe(true);
    });

    it('leaves the platform rows out with sys 0', async () => {
      const entries = await referenced(sunrise, { sys: 0 });
      expect(entries.map((entry) => `${entry.bigType}:${entry.value}`).sort()).toEqual([
        'STORE_TYPE:3',
        'STORE_TYPE:4',
      ]);
    });

    it('groups entries by namespace, named namespaces always present', async () => {
      const response = await callAs(t, harbour, 'POST', GROUP, {
        bigTypes: ['GOODS_STATUS', 'NOT_THERE'],
      });
      expect(response.statusCode).toBe(200);
      const groups = bodyOf(response).data as DictionaryGroup;
      expect(Object.keys(groups).sort()).toEqual(['GOODS_STATUS', 'NOT_THERE']);
      expect(groups.GOODS_STATUS?.map((entry) => [entry.value, entry.desc])).toEqual([
        ['32', '出售中'],
        ['0', '下架'],
      ]);
      expect(groups.NOT_THERE).toEqual([]);
    });

    it('answers for an organisation of the caller’s scope, 404 for another tenant’s', async () => {
      const own = await callAs(t, sunrise, 'POST', ORGAN_REFERENCED, { organId: downtownId });
      expect(own.statusCode).toBe(200);
      expect(descOf(bodyOf(own).data as DictionaryEntry[], 'STORE_TYPE', '4')).toBe('快闪店');

      const foreign = await callAs(t, sunrise, 'POST', ORGAN_REFERENCED, { organId: harbourId });
      expect(foreign.statusCode).toBe(404);
      expect(bodyOf(foreign).data).toBeUndefined();
      // A user of a sub-organisation cannot ask for the organisation above it either.
      const above = await callAs(t, sunriseStore, 'POST', ORGAN_REFERENCED, {
        organId: sunriseId,
      });
      expect(above.statusCode).toBe(404);
    });

    it('pages with size then page in the path', async () => {
      const all = await referenced(harbour, { bigType: 'ERROR_CODE' });
      const first = await callAs(t, harbour, 'POST', `${ORGAN_REFERENCED_PAGE}/3/1`, {
        bigType: 'ERROR_CODE',
      });
      const second = await callAs(t, harbour, 'POST', `${ORGAN_REFERENCED_PAGE}/3/2`, {
        bigType: 'ERROR_CODE',
      });
      expect(first.statusCode).toBe(200);
      const page1 = first.json<Paged<DictionaryEntry>>();
      const page2 = second.json<Paged<DictionaryEntry>>();
      expect(page1).toMatchObject({
        successful: true,
        status: 200,
        totalCount: all.length,
        pageSize: 3,
        currentPage: 1,
      });
      expect(page2.currentPage).toBe(2);
      expect([...page1.entities, ...page2.entities].map((entry) => entry.id)).toEqual(
        all.slice(0, 6).map((entry) => entry.id),
      );
    });
  });

  describe('the dictionary screen', () => {
    it('creates, filters, updates and removes an entry of the caller’s tenant', async () => {
      const created = await callAs(t, sunrise, 'PATCH', EDIT, {
        bigType: 'PAY_TYPE',
        value: '1',
        desc: '现金',
        sorted: 2,
        // A forged path is ignored: the owner comes from the session.
        organPath: '/9/',
      });
      expect(created.statusCode).toBe(200);
      const entry = bodyOf(created).data as DictionaryEntry;
      expect(entry).toMatchObject({
        bigType: 'PAY_TYPE',
        value: '1',
        desc: '现金',
        sorted: 2,
        parentId: null,
        tenantId: sunriseId,
        organId: sunriseId,
        organPath: `/1/${sunriseId}/`,
        createBy: 'sunrise.admin',
      });
      expect(entry.createDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

      const page = await list(sunrise, { bigType: 'PAY_TYPE' });
      expect(page.entities.map((row) => row.id)).toEqual([entry.id]);
      expect((await list(sunrise, { desc: '现' })).entities.map((row) => row.id)).toContain(
        entry.id,
      );
      expect((await list(harbour, { bigType: 'PAY_TYPE' })).totalCount).toBe(0);

      // An edit is the whole entry, as the screen sends it (the registry's edit).
      const updated = await callAs(t, sunrise, 'PATCH', EDIT, {
        id: entry.id,
        bigType: 'PAY_TYPE',
        value: '1',
        desc: '现金支付',
        sorted: 2,
      });
      expect(updated.statusCode).toBe(200);
      expect(bodyOf(updated).data).toMatchObject({ id: entry.id, desc: '现金支付', sorted: 2 });
      expect(descOf(await referenced(sunrise), 'PAY_TYPE', '1')).toBe('现金支付');

      const removed = await callAs(t, sunrise, 'DELETE', `${REMOVE}?id=${entry.id}`);
      expect(removed.statusCode).toBe(200);
      expect((await list(sunrise, { bigType: 'PAY_TYPE' })).totalCount).toBe(0);
    });

    it('never shows or changes another tenant’s entry, nor the platform’s (404)', async () => {
      const created = await callAs(t, harbour, 'PATCH', EDIT, {
        bigType: 'HARBOUR_ONLY',
        value: 'x',
        desc: 'harbour secret',
      });
      const harbourEntry = bodyOf(created).data as DictionaryEntry;
      const edit = await callAs(t, sunrise, 'PATCH', EDIT, {
        id: harbourEntry.id,
        bigType: 'HARBOUR_ONLY',
        value: 'x',
        desc: 'changed',
      });
      expect(edit.statusCode).toBe(404);
      expect(JSON.stringify(bodyOf(edit))).not.toContain('harbour secret');
      expect(
        (await callAs(t, sunrise, 'DELETE', `${REMOVE}?id=${harbourEntry.id}`)).statusCode,
      ).toBe(404);
      // Nor can an entry be created for the other tenant's organisation.
      const forged = await callAs(t, sunrise, 'PATCH', EDIT, {
        bigType: 'HARBOUR_ONLY',
        value: 'y',
        desc: 'planted',
        organId: harbourId,
      });
      expect(forged.statusCode).toBe(404);
      const platformRow = (await referenced(sunrise)).find((row) => row.bigType === 'GOODS_STATUS');
      const platformEdit = await callAs(t, sunrise, 'PATCH', EDIT, {
        id: platformRow?.id,
        bigType: 'GOODS_STATUS',
        value: '32',
        desc: 'hijacked',
      });
      expect(platformEdit.statusCode).toBe(404);

      const rows = await t.app.db.selectFrom('dictionary').selectAll().execute();
      expect(rows.find((row) => row.id === harbourEntry.id)?.desc).toBe('harbour secret');
      expect(rows.some((row) => row.desc === 'planted' || row.desc === 'hijacked')).toBe(false);
      // The platform's staff see every tenant's rows and can narrow to one tenant.
      const all = await list(admin, { bigType: 'HARBOUR_ONLY' });
      expect(all.entities.map((row) => row.id)).toEqual([harbourEntry.id]);
      expect((await list(admin, { bigType: 'HARBOUR_ONLY', tenantId: sunriseId })).totalCount).toBe(
        0,
      );
    });

    it('lets an organisation override a value for itself and below', async () => {
      const created = await callAs(t, sunrise, 'PATCH', EDIT, {
        bigType: 'STORE_TYPE',
        value: '4',
        desc: '社区快闪店',
        organId: downtownId,
      });
      expect(created.statusCode).toBe(200);
      expect(bodyOf(created).data).toMatchObject({ organId: downtownId, tenantId: sunriseId });
      expect(descOf(await referenced(sunriseStore), 'STORE_TYPE', '4')).toBe('社区快闪店');
      expect(descOf(await referenced(sunrise), 'STORE_TYPE', '4')).toBe('快闪店');
    });

    it('refuses a second entry with the same value in a namespace, in the caller’s language', async () => {
      const entry = { bigType: 'DUP_TYPE', value: 'a', desc: 'first' };
      expect((await callAs(t, sunrise, 'PATCH', EDIT, entry)).statusCode).toBe(200);
      const again = await callAs(t, sunrise, 'PATCH', EDIT, { ...entry, desc: 'second' }, 'zh');
      expect(again.statusCode).toBe(400);
      expect(bodyOf(again)).toMatchObject({
        successful: false,
        status: 400,
        field: 'value',
        description: '字典类型“DUP_TYPE”中已有值“a”',
      });
    });

    it('names the wrong field in the caller’s language', async () => {
      const missing = await callAs(t, sunrise, 'PATCH', EDIT, { bigType: 'X', value: '1' }, 'zh');
      expect(missing.statusCode).toBe(400);
      expect(bodyOf(missing)).toMatchObject({ field: 'desc', description: '描述不能为空' });
      const english = await callAs(t, sunrise, 'PATCH', EDIT, { bigType: 'X', value: '1' }, 'en');
      expect(bodyOf(english).description).toBe('Description is required');
      const badType = await callAs(
        t,
        sunrise,
        'PATCH',
        EDIT,
        { bigType: '1 bad', value: '1', desc: 'd' },
        'es',
      );
      expect(bodyOf(badType)).toMatchObject({
        field: 'bigType',
        description: 'Tipo de diccionario no es válido',
      });
      const badParent = await callAs(t, sunrise, 'PATCH', EDIT, {
        bigType: 'X',
        value: '1',
        desc: 'd',
        parentId: 999_999,
      });
      expect(bodyOf(badParent)).toMatchObject({ status: 400, field: 'parentId' });
    });

    it('bounds the organisation path a client sends along: longer than any stored path is a 400 naming it', async () => {
      // Issue 14, item 10: the path is ignored (the server knows it) but was never bounded.
      const tooLong = `/${'1/'.repeat(ORGAN_PATH_MAX)}`;
      const longest = `/${'1/'.repeat((ORGAN_PATH_MAX - 1) / 2)}`;
      expect(longest).toHaveLength(ORGAN_PATH_MAX);
      // The screen's list and edit (the registry's) take no path at all: the referenced calls do.
      const calls: Array<{ method: 'POST' | 'PATCH'; url: string; body?: object }> = [
        { method: 'POST', url: REFERENCED },
        { method: 'POST', url: GROUP },
        { method: 'POST', url: ORGAN_REFERENCED },
        { method: 'POST', url: `${ORGAN_REFERENCED_PAGE}/10/1` },
      ];
      for (const { method, url, body = {} } of calls) {
        const refused = await callAs(t, sunrise, method, url, { ...body, organPath: tooLong });
        expect(refused.statusCode, url).toBe(400);
        expect(bodyOf(refused), url).toMatchObject({ status: 400, field: 'organPath' });
        const accepted = await callAs(t, sunrise, method, url, { ...body, organPath: longest });
        expect(accepted.statusCode, url).toBe(200);
      }
    });

    it('needs the dictionary authorities for the screen, only a session for the referenced calls', async () => {
      expect(
        (await callAs(t, sunriseStore, 'POST', `${LIST}?pageSize=10&pageNum=1`, {})).statusCode,
      ).toBe(403);
      expect(
        (await callAs(t, sunriseStore, 'PATCH', EDIT, { bigType: 'A', value: '1', desc: 'd' }))
          .statusCode,
      ).toBe(403);
      expect((await callAs(t, sunriseStore, 'POST', GROUP, {})).statusCode).toBe(200);
      expect(
        (await t.app.inject({ method: 'POST', url: REFERENCED, payload: {} })).statusCode,
      ).toBe(401);
    });
  });
});
