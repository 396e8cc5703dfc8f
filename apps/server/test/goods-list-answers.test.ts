import type { GoodsRecord } from '@retail/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db/database';
import { callAs, demoToken } from './support/admin-calls';
import { startTestApp, type TestApp } from './support/test-app';

type ListAnswer = { entities: GoodsRecord[]; totalCount: number };

// The goods list sends kept answers again while their change counters stand still. Every
// write below goes through a second database connection, as another server process (or a
// bulk tool) would make it: nothing of it passes through this app's own write log.
describe('kept goods list answers', () => {
  let t: TestApp;
  let other: DatabaseHandle;
  let sunrise: string;
  beforeAll(async () => {
    t = await startTestApp({ config: { seed: 'demo', captcha: false } });
    other = createDatabase(t.config.database);
    sunrise = await demoToken(t, 'sunrise.admin');
  });
  afterAll(async () => {
    await other.db.destroy();
    await t.close();
  });

  const list = async (
    token: string,
    body: object = {},
    language?: string,
    path = 'list',
  ): Promise<{ response: LightMyRequestResponse; answer: ListAnswer }> => {
    const response = await callAs(
      t,
      token,
      'POST',
      `/api/ministore/goods/${path}?pageNum=1&pageSize=20`,
      body,
      language,
    );
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return { response, answer: response.json() as ListAnswer };
  };

  const goodsRow = (code: string) =>
    other.db
      .selectFrom('goods')
      .selectAll()
      .where('goodsCode', '=', code)
      .executeTakeFirstOrThrow();

  it('sends the same answer, as JSON, while nothing changed', async () => {
    const first = await list(sunrise);
    const second = await list(sunrise);
    expect(second.response.body).toBe(first.response.body);
    expect(second.response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.answer.totalCount).toBeGreaterThan(0);
  });

  it('shows goods renamed by another process at the very next call', async () => {
    const row = await goodsRow('SR-0001');
    const byCode = { goodsCode: 'SR-0001' };
    expect((await list(sunrise, byCode)).answer.entities[0]?.goodsName).toBe(row.goodsName);
    await other.db
      .updateTable('goods')
      .set({ goodsName: 'Renamed elsewhere' })
      .where('id', '=', row.id)
      .execute();
    try {
      expect((await list(sunrise, byCode)).answer.entities[0]?.goodsName).toBe('Renamed elsewhere');
      expect((await list(sunrise)).answer.entities.map((goods) => goods.goodsName)).toContain(
        'Renamed elsewhere',
      );
    } finally {
      await other.db
        .updateTable('goods')
        .set({ goodsName: row.goodsName })
        .where('id', '=', row.id)
        .execute();
    }
    expect((await list(sunrise, byCode)).answer.entities[0]?.goodsName).toBe(row.goodsName);
  });

  it('keeps totalCount exact when another process adds and removes goods', async () => {
    const before = (await list(sunrise)).answer;
    const { id: _id, ...template } = await goodsRow('SR-0001');
    const { id } = await other.db
      .insertInto('goods')
      .values({ ...template, goodsCode: 'SR-ELSEWHERE', goodsName: 'Added elsewhere' })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const added = (await list(sunrise)).answer;
      expect(added.totalCount).toBe(before.totalCount + 1);
      expect(added.entities[0]?.goodsName).toBe('Added elsewhere');
      // The other path to the same list shares the rule.
      expect((await list(sunrise, {}, undefined, 'query/list')).answer.totalCount).toBe(
        before.totalCount + 1,
      );
    } finally {
      await other.db.deleteFrom('goods').where('id', '=', id).execute();
    }
    const after = (await list(sunrise)).answer;
    expect(after.totalCount).toBe(before.totalCount);
    expect(after.entities).toEqual(before.entities);
  });

  it('shows a category renamed by another process at the very next call', async () => {
    const byCode = { goodsCode: 'SR-0001' };
    const [before] = (await list(sunrise, byCode)).answer.entities;
    const typeId = before?.goodsTypeId ?? 0;
    expect(before?.goodsTypeName).toBeTruthy();
    await other.db
      .updateTable('goodsType')
      .set({ name: 'Renamed category' })
      .where('id', '=', typeId)
      .execute();
    try {
      expect((await list(sunrise, byCode)).answer.entities[0]?.goodsTypeName).toBe(
        'Renamed category',
      );
    } finally {
      await other.db
        .updateTable('goodsType')
        .set({ name: before?.goodsTypeName ?? '' })
        .where('id', '=', typeId)
        .execute();
    }
    expect((await list(sunrise, byCode)).answer.entities[0]?.goodsTypeName).toBe(
      before?.goodsTypeName,
    );
  });

  it('never hands one caller’s or one language’s answer to another', async () => {
    const tenant = (await list(sunrise)).answer;
    const store = (await list(await demoToken(t, 'sunrise.store'))).answer;
    const harbour = (await list(await demoToken(t, 'harbour.admin'))).answer;
    expect(store.totalCount).toBeLessThan(tenant.totalCount);
    const tenantIds = new Set(tenant.entities.map((goods) => goods.id));
    expect(harbour.entities.some((goods) => tenantIds.has(goods.id))).toBe(false);
    // The status text follows the caller's language, for the same list.
    const english = (await list(sunrise, {}, 'en')).answer.entities[0]?.statusText;
    const chinese = (await list(sunrise, {}, 'zh')).answer.entities[0]?.statusText;
    expect(english).not.toBe(chinese);
    expect(['出售中', '下架']).toContain(chinese);
  });

  it('computes store-filtered lists afresh (prices are not counted)', async () => {
    const goods = await goodsRow('SR-0001');
    const price = await other.db
      .selectFrom('goodsPrice')
      .selectAll()
      .where('goodsId', '=', goods.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const body = { storeId: price.storeId };
    const before = (await list(sunrise, body)).answer;
    await other.db.deleteFrom('goodsPrice').where('id', '=', price.id).execute();
    try {
      const after = (await list(sunrise, body)).answer;
      expect(after.totalCount).toBe(before.totalCount - 1);
    } finally {
      await other.db.insertInto('goodsPrice').values(price).execute();
    }
  });
});

describe('goods list answers with CACHE=off', () => {
  it('computes every answer, with the same contents', async () => {
    const t = await startTestApp({
      config: { seed: 'demo', captcha: false, cache: { on: false } },
    });
    try {
      const token = await demoToken(t, 'sunrise.admin');
      const call = () =>
        callAs(t, token, 'POST', '/api/ministore/goods/list?pageNum=1&pageSize=20', {});
      const first = await call();
      expect(first.statusCode).toBe(200);
      const { totalCount } = first.json() as ListAnswer;
      expect(totalCount).toBeGreaterThan(0);
      await t.app.db.deleteFrom('goodsPrice').execute();
      await t.app.db.deleteFrom('goodsImage').execute();
      await t.app.db.deleteFrom('goodsSku').execute();
      const removed = await t.app.db
        .deleteFrom('goods')
        .where('goodsCode', '=', 'SR-0001')
        .executeTakeFirst();
      expect(Number(removed.numDeletedRows)).toBe(1);
      expect(((await call()).json() as ListAnswer).totalCount).toBe(totalCount - 1);
    } finally {
      await t.close();
    }
  });
});
