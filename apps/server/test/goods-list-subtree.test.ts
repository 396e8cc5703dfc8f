import type { GoodsRecord } from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoToken } from './support/admin-calls';
import type { TestApp } from './support/test-app';
import { type Catalogue, catalogueAs, startDemoCatalogues } from './goods.support';

// A list inside an organisation subtree (issue 15, goal 3): a brand or category filter reads
// the (tenant, filter, path) indexes of 0204, a name search the indexes keyed by organisation
// of 0205 (two-letter searches included), a page either walked newest first or sorted from the
// subtree's matches (goods-list-reads.ts). Whatever the plan, a user counts and sees exactly the
// goods of their subtree the plain query gives, in its order, and follows goods that move.

type Row = {
  id: number;
  name: string;
  organId: number;
  brandId: number | null;
  typeId: number;
  status: number;
};
type View = { caller: Catalogue; body: Record<string, unknown>; organs: Set<number> };

describe('goods list inside a subtree', () => {
  let t: TestApp;
  let rows: Row[];
  const views = new Map<string, View>();
  const organs = new Map<string, { id: number; organPath: string; tenantId: number }>();
  let brandId: number;
  let typeId: number;

  /** The organisation of a demo user, or of the one named. */
  const organOf = async (where: { userName: string } | { name: string }) => {
    const query =
      'userName' in where
        ? t.app.db
            .selectFrom('user')
            .innerJoin('organ', 'organ.id', 'user.organId')
            .where('user.userName', '=', where.userName)
        : t.app.db.selectFrom('organ').where('organ.organName', '=', where.name);
    const organ = await query
      .select(['organ.id', 'organ.organPath', 'organ.tenantId'])
      .executeTakeFirstOrThrow();
    return { id: Number(organ.id), organPath: organ.organPath, tenantId: Number(organ.tenantId) };
  };

  /** Moves goods to an organisation as an organisation move or a bulk tool does: the owner. */
  const moveTo = async (ids: number[], organ: string) => {
    const target = organs.get(organ);
    if (!target) throw new Error(organ);
    await t.app.db
      .updateTable('goods')
      .set({ organId: target.id, organPath: target.organPath, tenantId: target.tenantId })
      .where('id', 'in', ids)
      .execute();
  };

  const readRows = async () => {
    rows = (
      await t.app.db
        .selectFrom('goods')
        .select(['id', 'goodsName as name', 'organId', 'brandId', 'goodsTypeId', 'status'])
        .orderBy('id', 'desc')
        .execute()
    ).map((row) => ({
      id: Number(row.id),
      name: row.name,
      organId: Number(row.organId),
      brandId: row.brandId === null ? null : Number(row.brandId),
      typeId: Number(row.goodsTypeId),
      status: Number(row.status),
    }));
  };

  beforeAll(async () => {
    const demo = await startDemoCatalogues();
    t = demo.t;
    const admin = catalogueAs(t, await demoToken(t, 'admin'));
    for (const name of [
      'Sunrise Retail',
      'Sunrise Downtown',
      'Sunrise Downtown Kiosk',
      'Sunrise Uptown',
    ])
      organs.set(name, await organOf({ name }));
    brandId = await demo.sunrise.brand('Subtree brand');
    typeId = await demo.sunrise.type('Subtree category');
    const otherType = await demo.sunrise.type('Subtree other category');
    // Goods of every organisation of the tenant, with the brand and category or without.
    const names = [
      'Lemon Tea',
      'LEMONADE',
      'lemon tea 500ml',
      'Melon',
      '柠檬茶饮料',
      'Sparkling_water',
      'Le Petit',
      '100% juice',
      'Cherry soda',
      'Peach',
    ];
    const placed: Record<string, number[]> = {};
    for (const [index, goodsName] of names.entries()) {
      const id = await demo.sunrise.goods({
        goodsName,
        goodsCode: `ST-${index}`,
        goodsTypeId: index % 2 ? typeId : otherType,
        ...(index % 3 ? { brandId } : {}),
      });
      const organ = [
        'Sunrise Downtown',
        'Sunrise Downtown Kiosk',
        'Sunrise Uptown',
        'Sunrise Retail',
      ][index % 4] as string;
      (placed[organ] ??= []).push(id);
    }
    for (const [organ, ids] of Object.entries(placed)) await moveTo(ids, organ);
    // Many goods at the tenant's root, and fewer at a store: a small subtree's page is then
    // merged from its organisations' own ids or sorted rather than walked through the tenant's
    // (goods-page-plans.ts; each plan, forced, gives these same pages).
    const filler = (count: number, organ: string, name: string) => {
      const at = organs.get(organ);
      if (!at) throw new Error(organ);
      return Array.from({ length: count }, (_, index) => ({
        goodsName: `${name} ${index}`,
        goodsCode: `ST-${name.slice(0, 1)}${index}`,
        goodsTypeId: index % 2 ? typeId : otherType,
        brandId,
        status: index % 3 ? 0 : 32,
        tenantId: at.tenantId,
        organId: at.id,
        organPath: at.organPath,
      }));
    };
    await t.app.db
      .insertInto('goods')
      .values([
        ...filler(800, 'Sunrise Retail', 'Filler item'),
        ...filler(600, 'Sunrise Downtown', 'Downtown stock'),
      ])
      .execute();
    await readRows();
    const subtree = (...names: string[]) => new Set(names.map((name) => organs.get(name)?.id ?? 0));
    const all = new Set(rows.map((row) => row.organId));
    views.set('tenant admin', {
      caller: demo.sunrise,
      body: {},
      organs: subtree(...organs.keys()),
    });
    views.set('store operator (a subtree of two)', {
      caller: demo.downtown,
      body: {},
      organs: subtree('Sunrise Downtown', 'Sunrise Downtown Kiosk'),
    });
    views.set('sibling store operator', {
      caller: demo.uptown,
      body: {},
      organs: subtree('Sunrise Uptown'),
    });
    views.set('platform admin', { caller: admin, body: {}, organs: all });
    views.set('platform admin, a store', {
      caller: admin,
      body: { organId: organs.get('Sunrise Downtown')?.id },
      organs: subtree('Sunrise Downtown', 'Sunrise Downtown Kiosk'),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Every page of the list (`size` a page), and the totals the answers gave. */
  const pages = async (view: View, filter: Record<string, unknown>, size = 3) => {
    const ids: number[] = [];
    const totals = new Set<number>();
    for (let pageNum = 1; ; pageNum += 1) {
      const response = await view.caller.call(
        'POST',
        `/goods/list?pageSize=${size}&pageNum=${pageNum}`,
        { ...view.body, ...filter },
      );
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      const answer = response.json() as { entities: GoodsRecord[]; totalCount: number };
      totals.add(answer.totalCount);
      ids.push(...answer.entities.map((row) => row.id));
      if (answer.entities.length < size) break;
    }
    return { ids, totals: [...totals] };
  };

  /** The plain query: the view's goods that pass the test, newest first, and their number. */
  const expected = (view: View, test: (row: Row) => boolean) => {
    const ids = rows
      .filter((row) => view.organs.has(row.organId) && test(row))
      .map((row) => row.id);
    return { ids, totals: [ids.length] };
  };
  /** `lower(name) like '%text%'`: SQLite's lower() folds ASCII letters only. */
  const contains = (text: string) => (row: Row) =>
    row.name.replace(/[A-Z]/g, (letter) => letter.toLowerCase()).includes(text.toLowerCase());

  it('lists every view plain and by status, walked, sorted or merged, with exact totals', async () => {
    for (const [name, view] of views) {
      expect(await pages(view, {}, 50), `${name}: plain`).toEqual(expected(view, () => true));
      for (const status of [0, 32])
        expect(await pages(view, { status }, 40), `${name}: status ${status}`).toEqual(
          expected(view, (row) => row.status === status),
        );
    }
  });

  it('filters by brand and by category in every view, with exact totals', async () => {
    for (const [name, view] of views) {
      expect(await pages(view, { brandId }, 50), `${name}: brand`).toEqual(
        expected(view, (row) => row.brandId === brandId),
      );
      expect(await pages(view, { goodsTypeId: typeId }, 50), `${name}: category`).toEqual(
        expected(view, (row) => row.typeId === typeId),
      );
    }
  });

  it('searches two letters in every view exactly as a plain like scan', async () => {
    const texts = ['le', 'LE', 'em', 'il', '柠檬', '0%', 'g_', '_w', 'zz', 'ch'];
    for (const [name, view] of views)
      for (const text of texts)
        expect(await pages(view, { goodsName: text }, 25), `${name}: ${text}`).toEqual(
          expected(view, contains(text)),
        );
  });

  it('searches three letters or more in every view, the store’s from its own matches', async () => {
    const texts = ['lemon', 'Lemon T', 'tea', 'item 79', '柠檬茶', 'peach'];
    for (const [name, view] of views)
      for (const text of texts)
        expect(await pages(view, { goodsName: text }, 1), `${name}: ${text}`).toEqual(
          expected(view, contains(text)),
        );
  });

  it('never counts nor shows goods outside the caller’s subtree', async () => {
    const downtown = views.get('store operator (a subtree of two)');
    if (!downtown) throw new Error('no view');
    const outside = rows.filter((row) => !downtown.organs.has(row.organId)).map((row) => row.id);
    for (const filter of [{ goodsName: 'le' }, { goodsName: 'lemon' }, { brandId }]) {
      const { ids, totals } = await pages(downtown, filter, 100);
      expect(ids.filter((id) => outside.includes(id))).toEqual([]);
      expect(totals).toEqual([ids.length]);
    }
  });

  it('follows goods renamed, moved to another organisation and removed at once', async () => {
    const uptown = views.get('sibling store operator');
    const downtown = views.get('store operator (a subtree of two)');
    if (!uptown || !downtown) throw new Error('no view');
    const cherry = rows.find((row) => row.name === 'Cherry soda');
    if (!cherry) throw new Error('no cherry');
    await moveTo([cherry.id], 'Sunrise Uptown');
    await t.app.db
      .updateTable('goods')
      .set({ goodsName: 'Cherry lemonade' })
      .where('id', '=', cherry.id)
      .execute();
    const lemonade = rows.find((row) => row.name === 'LEMONADE');
    if (lemonade) await t.app.db.deleteFrom('goods').where('id', '=', lemonade.id).execute();
    await readRows();
    for (const view of [uptown, downtown])
      for (const text of ['ch', 'lemon', 'le', 'soda'])
        expect(await pages(view, { goodsName: text }), text).toEqual(
          expected(view, contains(text)),
        );
    expect((await pages(uptown, { goodsName: 'ch' })).ids).toContain(cherry.id);
  });
});
