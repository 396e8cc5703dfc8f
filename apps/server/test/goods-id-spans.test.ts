import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GOODS_ID_SPAN,
  GOODS_ID_SPANS,
  GOODS_TENANT_ID_SPANS,
  spanOfId,
} from '../src/db/migrations/0230-goods-id-spans-postgres';
import { createGoodsListReads } from '../src/modules/goods/goods-list-reads';
import { withRowScope } from '../src/scope/row-security';
import type { Scope } from '../src/scope/scope';
import { viewOf } from '../src/scope/scoped-db';
import { startDemoCatalogues } from './goods.support';
import {
  everyGoodsOf,
  scopeAt as viewScopeAt,
  type ViewOrgan,
  viewOrgansOf,
  viewsOf,
} from './goods-views.support';
import type { TestApp } from './support/test-app';
import { usesPostgres } from './support/test-database';

// Deep pages of goods read through the counts per span of ids (0230 on PostgreSQL, 0231 on
// SQLite; modules/goods/goods-id-spans.ts): the span holding a page is found from the view's
// sums, and only the rest of the offset is walked.
// Every page is read here that way (`spansFrom: 0`) and compared with the view's goods in id
// order, from both ends: the platform's and a whole tenant's from the counts per tenant, an
// organisation's with organisations below it and a store's from the counts per organisation.
// The counts follow goods that are added, removed and moved to another organisation or tenant.

type Organ = ViewOrgan;

/** Goods ids far apart, so a few hundred goods fill many spans. */
const FIRST_ID = 5_000_000;
const STEP = 2_777;
const COUNT = 260;

describe('goods pages through the counts per span of ids', () => {
  let t: TestApp;
  let organs: Map<string, Organ>;
  let platform: Organ;

  const list = (spansFrom = 0) =>
    createGoodsListReads(t.app.db, usesPostgres() ? 'postgres' : 'sqlite', undefined, {
      spansFrom,
    });

  const scopeAt = (organ: Organ, isPlatform = false): Scope =>
    viewScopeAt(organ, 'spans-test', isPlatform);

  const everyGoods = () => everyGoodsOf(t);

  /** The view's goods newest first, as the list must page them. */
  const expected = async (scope: Scope, status?: number) =>
    (await everyGoods())
      .filter(
        (goods) =>
          (scope.platform || goods.tenantId === scope.tenantId) &&
          goods.organPath.startsWith(scope.organPath) &&
          (status === undefined || goods.status === status),
      )
      .map((goods) => goods.id);

  const pageOf = async (scope: Scope, pageNum: number, pageSize: number, spansFrom = 0) => {
    const page = await withRowScope(scope, () =>
      list(spansFrom).page(viewOf(scope), {}, { pageNum, pageSize }),
    );
    return { total: page.totalCount, ids: page.entities.map((row) => Number(row.id)) };
  };

  beforeAll(async () => {
    const demo = await startDemoCatalogues();
    t = demo.t;
    ({ organs, platform } = await viewOrgansOf(t));
    const types = {
      sunrise: await demo.sunrise.type('Spans category'),
      harbour: await demo.harbour.type('Spans category'),
    };
    const owners = [...organs.entries()];
    const rows = Array.from({ length: COUNT }, (_, index) => {
      // Uneven: every owner in runs of different lengths, some spans without a given owner.
      const [organName, organ] = owners[Math.floor(index / 3 + index / 7) % owners.length] as [
        string,
        Organ,
      ];
      return {
        id: FIRST_ID + index * STEP + (index % 5),
        goodsName: `Spanned ${index}`,
        goodsCode: `SP-${index}`,
        goodsTypeId: organName.startsWith('Harbour') ? types.harbour : types.sunrise,
        status: index % 4 === 0 ? 32 : 0,
        tenantId: organ.tenantId,
        organId: organ.id,
        organPath: organ.organPath,
      };
    });
    await t.app.db.insertInto('goods').values(rows).execute();
    if (usesPostgres())
      await sql`select setval(pg_get_serial_sequence('goods', 'id'), (select max(id) from goods))`.execute(
        t.app.db,
      );
  });
  afterAll(() => t.close());

  const views = () => viewsOf({ organs, platform }, scopeAt);

  /** Every page of every view at two page sizes, from both ends, and one past the last. */
  const expectEveryPage = async () => {
    for (const { label, scope } of views()) {
      const ids = await expected(scope);
      expect(ids.length, label).toBeGreaterThan(10);
      for (const pageSize of [7, 50]) {
        const pages = Math.ceil(ids.length / pageSize);
        for (let pageNum = 1; pageNum <= pages + 1; pageNum += 1) {
          const page = await pageOf(scope, pageNum, pageSize);
          expect(page.total, label).toBe(ids.length);
          expect(page.ids, `${label}, page ${pageNum} of ${pageSize}`).toEqual(
            ids.slice((pageNum - 1) * pageSize, pageNum * pageSize),
          );
        }
      }
    }
  };

  /** The counts per span as the goods give them. */
  const recounted = async () =>
    (
      await sql<{ organId: number; span: number; count: number }>`
        select organ_id as "organId", id / ${sql.lit(GOODS_ID_SPAN)} as "span", cast(count(*) as integer) as "count"
        from goods group by 1, 2 order by 1, 2`.execute(t.app.db)
    ).rows;
  const kept = async () =>
    (
      await sql<{ organId: number; span: number; count: number }>`
        select organ_id as "organId", span, goods_count as "count" from ${sql.table(GOODS_ID_SPANS)}
        order by 1, 2`.execute(t.app.db)
    ).rows;

  /** The counts per tenant and span, as the goods give them and as kept. */
  const tenantCounts = async () => ({
    recounted: (
      await sql<{ tenantId: number; span: number; count: number }>`
        select tenant_id as "tenantId", id / ${sql.lit(GOODS_ID_SPAN)} as "span", cast(count(*) as integer) as "count"
        from goods group by 1, 2 order by 1, 2`.execute(t.app.db)
    ).rows,
    kept: (
      await sql<{ tenantId: number; span: number; count: number }>`
        select tenant_id as "tenantId", span, goods_count as "count"
        from ${sql.table(GOODS_TENANT_ID_SPANS)} order by 1, 2`.execute(t.app.db)
    ).rows,
  });
  const expectCountsKept = async () => {
    expect(await kept()).toEqual(await recounted());
    const tenants = await tenantCounts();
    expect(tenants.kept).toEqual(tenants.recounted);
  };

  it('keeps a count for each organisation and span, and each tenant and span, that holds goods', async () => {
    const spans = new Set((await everyGoods()).map((goods) => spanOfId(goods.id)));
    expect(spans.size).toBeGreaterThan(30);
    await expectCountsKept();
  });

  it('pages every view from its counts per span as its goods in id order', async () => {
    await expectEveryPage();
  });

  it('reads a deep page of a subtree through the counts, and a shallow one without them', async () => {
    const downtown = organs.get('Sunrise Downtown') as Organ;
    const scope = scopeAt(downtown);
    const ids = await expected(scope);
    const newestSpan = spanOfId(ids[0] as number);
    // Counts made wrong on purpose (the organisations' newest span emptied) move the pages read
    // through them only: the walk from the newest goods does not read them, nor does a whole
    // tenant's page (its tenant's counts).
    const zeroed = sql`update ${sql.table(GOODS_ID_SPANS)} set goods_count = 0
      where tenant_id = ${downtown.tenantId} and span = ${newestSpan}`;
    const tenant = scopeAt(organs.get('Sunrise Retail') as Organ);
    const tenantIds = await expected(tenant);
    const before = (await kept()).filter((row) => row.span === newestSpan);
    await zeroed.execute(t.app.db);
    try {
      expect((await pageOf(scope, 3, 7)).ids).not.toEqual(ids.slice(14, 21));
      expect((await pageOf(scope, 3, 7, 1_000_000)).ids).toEqual(ids.slice(14, 21));
      expect((await pageOf(tenant, 3, 7)).ids).toEqual(tenantIds.slice(14, 21));
    } finally {
      for (const row of before)
        await sql`update ${sql.table(GOODS_ID_SPANS)} set goods_count = ${row.count}
          where organ_id = ${row.organId} and span = ${row.span}`.execute(t.app.db);
    }
    await expectCountsKept();
    expect((await pageOf(scope, 3, 7)).ids).toEqual(ids.slice(14, 21));
  });

  it("reads a whole tenant's deep page through its tenant's counts", async () => {
    const tenant = scopeAt(organs.get('Sunrise Retail') as Organ);
    const ids = await expected(tenant);
    const newestSpan = spanOfId(ids[0] as number);
    const [row] = (await tenantCounts()).kept.filter(
      (count) => count.tenantId === tenant.tenantId && count.span === newestSpan,
    );
    const set = (count: number) =>
      sql`update ${sql.table(GOODS_TENANT_ID_SPANS)} set goods_count = ${count}
        where tenant_id = ${tenant.tenantId} and span = ${newestSpan}`.execute(t.app.db);
    await set(0);
    try {
      expect((await pageOf(tenant, 3, 7)).ids).not.toEqual(ids.slice(14, 21));
      expect((await pageOf(tenant, 3, 7, 1_000_000)).ids).toEqual(ids.slice(14, 21));
    } finally {
      await set(Number(row?.count));
    }
    await expectCountsKept();
  });

  it('follows goods that are added, removed and moved to another organisation or tenant', async () => {
    const uptown = organs.get('Sunrise Uptown') as Organ;
    const kiosk = organs.get('Sunrise Downtown Kiosk') as Organ;
    const sunriseGoods = (await everyGoods()).filter(
      (goods) => goods.id >= FIRST_ID && goods.organPath.startsWith(kiosk.organPath),
    );
    expect(sunriseGoods.length).toBeGreaterThan(4);
    const [first, second, third] = sunriseGoods;
    const harbour = organs.get('Harbour Mart') as Organ;
    await t.app.db
      .updateTable('goods')
      .set({ organId: uptown.id, organPath: uptown.organPath })
      .where('id', '=', Number(first?.id))
      .execute();
    // To another tenant: its tenant's counts move too.
    await t.app.db
      .updateTable('goods')
      .set({ tenantId: harbour.tenantId, organId: harbour.id, organPath: harbour.organPath })
      .where('id', '=', Number(second?.id))
      .execute();
    await t.app.db.deleteFrom('goods').where('id', '=', Number(third?.id)).execute();
    await t.app.db
      .insertInto('goods')
      .values({
        goodsName: 'Spanned newest',
        goodsCode: 'SP-newest',
        goodsTypeId: (
          await t.app.db
            .selectFrom('goods')
            .select('goodsTypeId')
            .where('id', '=', FIRST_ID)
            .executeTakeFirstOrThrow()
        ).goodsTypeId,
        status: 0,
        tenantId: kiosk.tenantId,
        organId: kiosk.id,
        organPath: kiosk.organPath,
      })
      .execute();
    await expectCountsKept();
    await expectEveryPage();
  });

  it('leaves a page filtered by status to the walk or the sort, as before', async () => {
    const scope = scopeAt(organs.get('Sunrise Retail') as Organ);
    const ids = await expected(scope, 32);
    const page = await withRowScope(scope, () =>
      list().page(viewOf(scope), { status: 32 }, { pageNum: 2, pageSize: 5 }),
    );
    expect(page.totalCount).toBe(ids.length);
    expect(page.entities.map((row) => Number(row.id))).toEqual(ids.slice(5, 10));
  });
});
