import type { GoodsRecord } from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoToken } from './support/admin-calls';
import type { TestApp } from './support/test-app';
import { type Catalogue, catalogueAs, startDemoCatalogues } from './goods.support';

// The goods list reads each page by whichever plan is cheapest (goods-list-reads.ts: the
// tenant's whole tree by tenant alone, the platform's by nothing, a subtree by its path range;
// ids paged first past page 1; names through the trigram index from three characters): every
// page of every view and filter must be exactly the rows of the plain query, in its order.

type Row = {
  id: number;
  name: string;
  tenantId: number;
  organPath: string;
  status: number;
  goodsTypeId: number;
};
type View = { caller: Catalogue; body: Record<string, unknown>; sees: (row: Row) => boolean };

describe('goods list pages', () => {
  let t: TestApp;
  let rows: Row[];
  const views = new Map<string, View>();
  let typeId: number;

  beforeAll(async () => {
    const demo = await startDemoCatalogues();
    t = demo.t;
    const admin = catalogueAs(t, await demoToken(t, 'admin'));
    typeId = await demo.sunrise.type('Pages test');
    const names = [
      'Lemon Tea',
      'LEMONADE',
      'lemon tea 500ml',
      'Green lemon "zest" 100%',
      'Melon',
      '柠檬茶饮料',
      'Sparkling_water',
      'Sparkling water',
      'Le Petit',
    ];
    for (const [index, goodsName] of names.entries())
      await demo.sunrise.goods({ goodsName, goodsCode: `PG-${index}`, goodsTypeId: typeId });
    rows = (
      await t.app.db
        .selectFrom('goods')
        .select(['id', 'goodsName as name', 'tenantId', 'organPath', 'status', 'goodsTypeId'])
        .orderBy('id', 'desc')
        .execute()
    ).map((row) => ({
      ...row,
      id: Number(row.id),
      tenantId: Number(row.tenantId),
      goodsTypeId: Number(row.goodsTypeId),
    }));
    const organOf = (userName: string) =>
      t.app.db
        .selectFrom('user')
        .innerJoin('organ', 'organ.id', 'user.organId')
        .select(['organ.id', 'organ.organPath', 'organ.tenantId'])
        .where('user.userName', '=', userName)
        .executeTakeFirstOrThrow();
    const sunriseRow = await organOf('sunrise.admin');
    const tenant = Number(sunriseRow.tenantId);
    const downtown = await organOf('sunrise.store');
    views.set('tenant admin', {
      caller: demo.sunrise,
      body: {},
      sees: (row) => row.tenantId === tenant,
    });
    views.set('store operator', {
      caller: demo.downtown,
      body: {},
      sees: (row) => row.tenantId === tenant && row.organPath.startsWith(downtown.organPath),
    });
    views.set('platform admin', { caller: admin, body: {}, sees: () => true });
    views.set('platform admin, a tenant', {
      caller: admin,
      body: { tenantId: tenant },
      sees: (row) => row.tenantId === tenant,
    });
    views.set('platform admin, an organisation', {
      caller: admin,
      body: { organId: Number(sunriseRow.id) },
      sees: (row) => row.organPath.startsWith(sunriseRow.organPath),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Every page of 3 of the list, and each answer's total. */
  const pages = async (view: View, filter: Record<string, unknown>) => {
    const ids: number[] = [];
    const totals = new Set<number>();
    for (let pageNum = 1; ; pageNum += 1) {
      const response = await view.caller.call('POST', `/goods/list?pageSize=3&pageNum=${pageNum}`, {
        ...view.body,
        ...filter,
      });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      const answer = response.json() as { entities: GoodsRecord[]; totalCount: number };
      totals.add(answer.totalCount);
      ids.push(...answer.entities.map((row) => row.id));
      if (answer.entities.length < 3) break;
    }
    return { ids, totals: [...totals] };
  };

  /** The plain query: the view's goods whose name holds the text (any case), newest first. */
  const expected = (view: View, test: (row: Row) => boolean) => {
    const ids = rows.filter((row) => view.sees(row) && test(row)).map((row) => row.id);
    return { ids, totals: [ids.length] };
  };
  const contains = (text: string) => (row: Row) =>
    row.name.toLowerCase().includes(text.toLowerCase());

  it('pages every view unfiltered and by status exactly as the plain query', async () => {
    for (const [name, view] of views) {
      expect(await pages(view, {}), name).toEqual(expected(view, () => true));
      expect(await pages(view, { status: 0 }), name).toEqual(
        expected(view, (row) => row.status === 0),
      );
    }
  });

  it('searches names in every view, long and short texts, exactly as the plain query', async () => {
    const texts = ['lemon', 'LEM', 'Lemon T', 'le', 'L', '%', '_', 'g_w', '柠檬', '檬茶饮', 'zz'];
    for (const [name, view] of views)
      for (const text of texts)
        expect(await pages(view, { goodsName: text }), `${name}: ${text}`).toEqual(
          expected(view, contains(text)),
        );
  });

  it('combines the search with other filters', async () => {
    for (const [name, view] of views)
      expect(await pages(view, { goodsName: 'lemon', goodsTypeId: typeId }), name).toEqual(
        expected(view, (row) => contains('lemon')(row) && row.goodsTypeId === typeId),
      );
  });
});
