import { GOODS_STATUS_ON_SALE } from '@retail/contract';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { formatDateTime } from '../src/lib/date-time';
import { createActivityClock } from '../src/modules/marketing/activity-clock';
import { bodyOf, expectStatus } from './support/test-app';
import { okData } from './goods.support';
import { type Row, startOrderWorld } from './order.support';

// The marketing tests' world (docs/marketing.md): the order world (Sunrise sells online at
// Central Plaza; delivery 6.00, free from 50.00; 10 Bananas in stock) with Sunrise's four goods
// on sale there (water 2.50 and soda 3.20 in Soft drinks, crisps 5.90 in Snacks, bananas 9.80 in
// Fresh) and none of the demo's own promotions running, so each test sets up what applies.
// Activities, rules and coupon templates are made through the console's API and started by the
// activities' clock, as staff would.

const DAY = 86_400_000;

export type PricedAnswer = {
  lines: { goodsId: number; totalPrice: number; discountPrice: number; payPrice: number }[];
  adjustments: {
    step: number;
    sourceId: number | null;
    name: string;
    amount: number;
    lineAmounts: number[];
  }[];
  totalPrice: number;
  discountPrice: number;
  couponPrice: number;
  couponId: number | null;
  deliveryPrice: number;
  payPrice: number;
  coupons: { id: number; discount: number; usable: boolean; reason: string | null }[];
};

export const startMarketingWorld = async () => {
  const w = await startOrderWorld();
  const db = w.t.app.db.withoutPlugins();
  const rows = await sql<{ id: number; goodsCode: string; typeId: number; typeName: string }>`
    select g.id, g.goods_code as "goodsCode", t.id as "typeId", t.name as "typeName"
    from goods g join goods_type t on t.id = g.goods_type_id
    where g.tenant_id = ${w.sunriseId}`.execute(db);
  const goods: Record<string, number> = {};
  const categories: Record<string, number> = {};
  for (const row of rows.rows) {
    goods[row.goodsCode] = row.id;
    categories[row.typeName] = row.typeId;
  }
  await sql`update goods set status = ${GOODS_STATUS_ON_SALE} where tenant_id = ${w.sunriseId}`.execute(
    db,
  );
  await sql`update goods_price set status = ${GOODS_STATUS_ON_SALE} where store_id = ${w.store.id}`.execute(
    db,
  );

  /** Nothing of the demo's (or of an earlier test's) promotions applies any more. */
  const clearPromotions = async () => {
    await sql`update promotion_markdown set status = 40 where tenant_id = ${w.sunriseId}`.execute(
      db,
    );
    await sql`update promotion_full_reduction set status = 40 where tenant_id = ${w.sunriseId}`.execute(
      db,
    );
    await sql`update promotion_rule set status = 20 where tenant_id = ${w.sunriseId}`.execute(db);
  };
  await clearPromotions();

  const from = () => formatDateTime(w.t.clock.now() - DAY);
  const until = () => formatDateTime(w.t.clock.now() + 30 * DAY);
  const startClock = () => createActivityClock(w.t.app.db).runDue(w.t.clock.now());

  /** A markdown running now with its items. */
  const markdown = async (name: string, items: object[]) => {
    const row = await w.edit('/api/promotion/promotion-markdown', {
      name,
      startTime: from(),
      endTime: until(),
    });
    for (const item of items)
      await w.edit('/api/promotion/promotion-markdown-item', { markdownId: row.id, ...item });
    await okData(await w.act('/api/promotion/promotion-markdown/schedule', { id: row.id }));
    await startClock();
    return row;
  };

  /** A full reduction running now with its tiers and scope lines. */
  const reduction = async (
    name: string,
    options: { conditionType?: number; productScope?: number; tiers: object[]; scope?: object[] },
  ) => {
    const { tiers, scope = [], ...rest } = options;
    const row = await w.edit('/api/promotion/promotion-full-reduction', {
      name,
      startTime: from(),
      endTime: until(),
      ...rest,
    });
    for (const tier of tiers)
      await w.edit('/api/promotion/promotion-full-reduction-rule', {
        reductionId: row.id,
        ...tier,
      });
    for (const line of scope)
      await w.edit('/api/promotion/promo-scope', { reductionId: row.id, ...line });
    await okData(await w.act('/api/promotion/promotion-full-reduction/schedule', { id: row.id }));
    await startClock();
    return row;
  };

  let keys = 0;
  /** A published price rule. */
  const rule = async (
    name: string,
    content: object,
    more: { salience?: number; activationGroup?: string } = {},
  ) => {
    const row = await w.edit('/api/promotion/drools-rule', {
      name,
      ruleKey: `T_RULE_${(keys += 1)}`,
      category: 10,
      content: JSON.stringify(content),
      ...more,
    });
    await okData(await w.act('/api/promotion/drools-rule/publish', { id: row.id }));
    return row;
  };

  /** A coupon template, started (its range lines first). */
  const template = async (fields: object, range: object[] = []) => {
    const row = await w.edit('/api/coupon/coupon', {
      name: 'Test coupon',
      takeType: 1,
      totalCount: -1,
      takeLimitCount: 5,
      usePrice: 0,
      productScope: 1,
      validityType: 1,
      validStartTime: from(),
      validEndTime: until(),
      discountType: 1,
      discountPrice: 500,
      ...fields,
    });
    for (const line of range)
      await w.edit('/api/coupon/coupon-using-range', { couponId: row.id, ...line });
    await okData(await w.act('/api/coupon/coupon/activate', { id: row.id }));
    return row;
  };

  /** A shopper's claim of a template (the answer as it came). */
  const claim = (token: string, templateId: number, language?: string) =>
    w.shop(token, 'coupon/claim', { couponId: templateId }, language);

  /** The console's preview of a sample cart at the store. */
  const preview = async (
    lines: { goodsId: number; skuId?: number | null; count: number }[],
    more: { customerId?: number; couponId?: number } = {},
  ) =>
    okData<PricedAnswer>(
      await w.act('/api/promotion/pricing/preview', { storeId: w.store.id, lines, ...more }),
    );

  /** The customer id of a signed-in shopper. */
  const customerOf = async (token: string) =>
    (await okData<{ id: number }>(await w.shop(token, 'me'))).id;

  /** A row of a table by id, its columns in camel case (bigint money as numbers). */
  const rowOf = async (table: string, id: number) => {
    const found = (
      await sql<
        Record<string, unknown>
      >`select * from ${sql.table(table)} where id = ${id}`.execute(db)
    ).rows[0];
    if (!found) return undefined;
    return Object.fromEntries(
      Object.entries(found).map(([key, value]) => [
        key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()),
        typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value,
      ]),
    ) as Row;
  };

  const refusedWith = (
    response: LightMyRequestResponse,
    field: string,
    text?: RegExp,
    status = 400,
  ) => {
    expectStatus(response, status);
    const body = bodyOf(response);
    expect(body.field).toBe(field);
    if (text) expect(body.description).toMatch(text);
  };

  return {
    ...w,
    db,
    goods,
    categories,
    clearPromotions,
    startClock,
    markdown,
    reduction,
    rule,
    template,
    claim,
    preview,
    customerOf,
    rowOf,
    refusedWith,
  };
};

export type MarketingWorld = Awaited<ReturnType<typeof startMarketingWorld>>;
