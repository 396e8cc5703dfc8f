import type { GoodsRecord } from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoToken } from './support/admin-calls';
import type { TestApp } from './support/test-app';
import { usesPostgres } from './support/test-database';
import { type Catalogue, catalogueAs, startDemoCatalogues } from './goods.support';

// What a client notices at the ends of the goods list, on both databases: a page near the
// last is read from the oldest goods on PostgreSQL (goods-list-postgres.ts), a page past the
// last answers no rows, and a name is found from the names' own table there
// (0208-goods-name-lookup), which must follow every rename and removal. Each answer carries
// the exact total of the caller's goods.

type Answer = { entities: GoodsRecord[]; totalCount: number };

describe(`goods list ends and name changes on ${usesPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  let t: TestApp;
  let sunrise: Catalogue;
  let downtown: Catalogue;
  let harbour: Catalogue;
  let admin: Catalogue;
  let typeId: number;

  beforeAll(async () => {
    const demo = await startDemoCatalogues();
    t = demo.t;
    sunrise = demo.sunrise;
    downtown = demo.downtown;
    harbour = demo.harbour;
    admin = catalogueAs(t, await demoToken(t, 'admin'));
    typeId = await sunrise.type('Ends test');
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (caller: Catalogue, query: string, body: Record<string, unknown> = {}) => {
    const response = await caller.call('POST', `/goods/list?${query}`, body);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return response.json() as Answer;
  };
  const idsOf = (answer: Answer) => answer.entities.map((row) => row.id);

  it('answers the last pages, from either end, as the first pages read through', async () => {
    for (const caller of [admin, sunrise, downtown, harbour]) {
      const { totalCount } = await list(caller, 'pageSize=1&pageNum=1');
      const everything = await list(caller, `pageSize=${Math.max(1, totalCount)}&pageNum=1`);
      expect(everything.entities).toHaveLength(totalCount);
      const ids = idsOf(everything);
      for (const pageSize of [3, 7]) {
        const last = Math.ceil(totalCount / pageSize);
        for (const pageNum of [1, 2, last - 1, last].filter((page) => page >= 1)) {
          const answer = await list(caller, `pageSize=${pageSize}&pageNum=${pageNum}`);
          expect(answer.totalCount).toBe(totalCount);
          expect(idsOf(answer)).toEqual(ids.slice((pageNum - 1) * pageSize, pageNum * pageSize));
        }
        const past = await list(caller, `pageSize=${pageSize}&pageNum=${last + 1}`);
        expect(past).toMatchObject({ entities: [], totalCount });
      }
    }
  });

  it('finds goods by a new name at once, not by the old one, and no longer once removed', async () => {
    const id = await sunrise.goods({
      goodsName: 'Quokka biscuits',
      goodsCode: 'ENDS-1',
      goodsTypeId: typeId,
    });
    const found = (text: string, caller = sunrise) =>
      list(caller, 'pageSize=20&pageNum=1', { goodsName: text });
    expect(await found('quokka')).toMatchObject({ totalCount: 1, entities: [{ id }] });
    // A store below the tenant's root does not see the root's goods.
    expect((await found('quokka', downtown)).totalCount).toBe(0);

    await sunrise.call('PATCH', '/goods/edit', {
      id,
      goodsName: 'Wombat crackers',
      goodsCode: 'ENDS-1',
      goodsTypeId: typeId,
    });
    expect(await found('quokka')).toMatchObject({ totalCount: 0, entities: [] });
    expect(await found('WOMBAT')).toMatchObject({ totalCount: 1, entities: [{ id }] });
    expect(await found('wombat', admin)).toMatchObject({ totalCount: 1, entities: [{ id }] });

    const removed = await sunrise.call('DELETE', `/goods/remove?id=${id}`);
    expect(removed.statusCode, removed.body.slice(0, 300)).toBe(200);
    expect(await found('wombat')).toMatchObject({ totalCount: 0, entities: [] });
  });
});
