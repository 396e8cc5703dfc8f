import {
  ACTIVITY_STATUS,
  COUPON_STATUS,
  PRODUCT_SCOPE,
  RULE_CATEGORY,
  type RuleContent,
  RULE_STATUS,
} from '@retail/contract';
import type { Db } from '../../../db/database';
import { untyped } from '../../../scope/scoped-db';
import { parseRuleContent, type PricingRule } from '../rules/rule-engine';
import type {
  EngineCoupon,
  FullReduction,
  MarkdownItem,
  PricingInput,
  ProductRange,
} from './pricing-engine';

// What applies to a cart at a store, for a customer, at a moment (docs/marketing.md): the
// running markdowns and full reductions and the published price rules of the store's tenant
// whose organisation is the store's or one above it (for a rule, also one of the organisations
// it lists), the customer's member level and unused coupons, and the tenant's delivery charge.
// Read once per pricing; the engine does the rest.

type Store = { id: number; tenantId: number; organPath: string };

const money = (value: number | string | null | undefined) => Number(value ?? 0);

/** `/1/5/7/` → `/1/`, `/1/5/`, `/1/5/7/`: the store's organisation and those above it. */
export const organPathsAbove = (organPath: string): string[] => {
  const parts = organPath.split('/').filter(Boolean);
  return parts.map((_, index) => `/${parts.slice(0, index + 1).join('/')}/`);
};

/** Running activities in their window, of the store's organisation or above it. */
const runningActivities = (db: Db, table: string, store: Store, at: string) =>
  untyped(db)
    .selectFrom(table)
    .where('tenantId', '=', store.tenantId)
    .where('status', '=', ACTIVITY_STATUS.running)
    .where('startTime', '<=', at)
    .where('endTime', '>', at)
    .where('organPath', 'in', organPathsAbove(store.organPath));

/** The listed goods and categories of rows of a scope table, by their parent. */
const rangesOf = async (
  db: Db,
  table: string,
  parent: string,
  ids: number[],
): Promise<Map<number, { goodsIds: number[]; categoryIds: number[] }>> => {
  const ranges = new Map<number, { goodsIds: number[]; categoryIds: number[] }>();
  if (ids.length === 0) return ranges;
  const rows = (await untyped(db)
    .selectFrom(table)
    .select([`${parent} as parentId`, 'goodsId', 'goodsTypeId'])
    .where(parent, 'in', ids)
    .execute()) as { parentId: number; goodsId: number | null; goodsTypeId: number | null }[];
  for (const row of rows) {
    const range = ranges.get(row.parentId) ?? { goodsIds: [], categoryIds: [] };
    if (row.goodsId !== null) range.goodsIds.push(row.goodsId);
    if (row.goodsTypeId !== null) range.categoryIds.push(row.goodsTypeId);
    ranges.set(row.parentId, range);
  }
  return ranges;
};

const rangeOf = (
  productScope: number,
  ranges: Map<number, { goodsIds: number[]; categoryIds: number[] }>,
  id: number,
): ProductRange => ({
  productScope: productScope || PRODUCT_SCOPE.all,
  goodsIds: ranges.get(id)?.goodsIds ?? [],
  categoryIds: ranges.get(id)?.categoryIds ?? [],
});

const markdownItemsOf = async (db: Db, store: Store, at: string, goodsIds: number[]) => {
  if (goodsIds.length === 0) return [];
  const markdowns = (await runningActivities(db, 'promotionMarkdown', store, at)
    .select(['id', 'name'])
    .execute()) as { id: number; name: string }[];
  if (markdowns.length === 0) return [];
  const names = new Map(markdowns.map((row) => [row.id, row.name]));
  const items = (await untyped(db)
    .selectFrom('promotionMarkdownItem')
    .select(['markdownId', 'goodsId', 'skuId', 'discountType', 'discountPercent', 'discountPrice'])
    .where(
      'markdownId',
      'in',
      markdowns.map((row) => row.id),
    )
    .where('goodsId', 'in', goodsIds)
    .execute()) as (Omit<MarkdownItem, 'name' | 'discountPrice'> & {
    discountPrice: number | string;
  })[];
  return items.map((item): MarkdownItem => ({
    ...item,
    name: names.get(item.markdownId) ?? '',
    discountPrice: money(item.discountPrice),
  }));
};

const reductionsOf = async (db: Db, store: Store, at: string): Promise<FullReduction[]> => {
  const rows = (await runningActivities(db, 'promotionFullReduction', store, at)
    .select(['id', 'name', 'conditionType', 'productScope'])
    .execute()) as { id: number; name: string; conditionType: number; productScope: number }[];
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const tiers = (await untyped(db)
    .selectFrom('promotionFullReductionRule')
    .select(['reductionId', 'limitPrice', 'limitCount', 'discountPrice', 'freeDelivery'])
    .where('reductionId', 'in', ids)
    .execute()) as {
    reductionId: number;
    limitPrice: number | string;
    limitCount: number;
    discountPrice: number | string;
    freeDelivery: number | boolean;
  }[];
  const ranges = await rangesOf(db, 'promotionScope', 'reductionId', ids);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    conditionType: row.conditionType,
    ...rangeOf(row.productScope, ranges, row.id),
    tiers: tiers
      .filter((tier) => tier.reductionId === row.id)
      .map((tier) => ({
        limitPrice: money(tier.limitPrice),
        limitCount: tier.limitCount,
        discountPrice: money(tier.discountPrice),
        freeDelivery: Boolean(Number(tier.freeDelivery)),
      })),
  }));
};

/** `/1/5/7/` → 1, 5, 7: the ids of the store's organisation and those above it. */
export const organIdsAbove = (organPath: string): number[] =>
  organPath.split('/').filter(Boolean).map(Number);

/**
 * Published price rules of the store's organisation and above, or listing one of those among
 * their organisations (droolsRuleOrgan); content that does not parse is left out.
 */
const rulesOf = async (db: Db, store: Store): Promise<PricingRule[]> => {
  const rows = (await untyped(db)
    .selectFrom('promotionRule')
    .select([
      'id',
      'name',
      'salience',
      'activationGroup',
      'dateEffective',
      'dateExpires',
      'content',
    ])
    .where('tenantId', '=', store.tenantId)
    .where('category', '=', RULE_CATEGORY.price)
    .where('status', '=', RULE_STATUS.published)
    .where((eb) =>
      eb.or([
        eb('organPath', 'in', organPathsAbove(store.organPath)),
        eb(
          'id',
          'in',
          eb
            .selectFrom('promotionRuleOrgan')
            .select('ruleId')
            .where('applyOrganId', 'in', organIdsAbove(store.organPath)),
        ),
      ]),
    )
    .execute()) as (Omit<PricingRule, 'content'> & { content: string })[];
  return rows.flatMap((row) => {
    const content = parsedContent(row.content);
    return content ? [{ ...row, content }] : [];
  });
};

/** Rule contents parsed, by their text (a pure function of it; at most 2,000 kept). */
const parsed = new Map<string, RuleContent | null>();
const parsedContent = (text: string): RuleContent | null => {
  const kept = parsed.get(text);
  if (kept !== undefined) return kept;
  const result = parseRuleContent(text);
  if (parsed.size >= 2000) parsed.clear();
  parsed.set(text, result.ok ? result.content : null);
  return result.ok ? result.content : null;
};

const memberOf = async (db: Db, customerId: number | null): Promise<PricingInput['member']> => {
  if (customerId === null) return null;
  const row = (await untyped(db)
    .selectFrom('customer as c')
    .innerJoin('memberLevel as l', 'l.id', 'c.levelId')
    .select(['l.name', 'l.level', 'l.discountPercent', 'l.status'])
    .where('c.id', '=', customerId)
    .executeTakeFirst()) as
    { name: string; level: number; discountPercent: number; status: number } | undefined;
  if (!row || row.status !== 1) return null;
  return { name: row.name, level: row.level, discountPercent: row.discountPercent };
};

/** The customer's unused coupons, with their templates' ranges. */
export const unusedCouponsOf = async (
  db: Db,
  tenantId: number,
  customerId: number | null,
): Promise<EngineCoupon[]> => {
  if (customerId === null) return [];
  const rows = (await untyped(db)
    .selectFrom('couponCustomer as c')
    .innerJoin('couponTemplate as t', 't.id', 'c.couponId')
    .select([
      'c.id',
      'c.couponId',
      'c.name',
      'c.validStartTime',
      'c.validEndTime',
      'c.usePrice',
      'c.discountType',
      'c.discountPercent',
      'c.discountPrice',
      'c.discountLimitPrice',
      't.productScope',
    ])
    .where('c.customerId', '=', customerId)
    .where('c.tenantId', '=', tenantId)
    .where('c.status', '=', COUPON_STATUS.unused)
    .orderBy('c.id')
    .execute()) as (Record<string, number | string | null> & {
    id: number;
    couponId: number;
    name: string;
    productScope: number;
  })[];
  const ranges = await rangesOf(db, 'couponUsingRange', 'couponId', [
    ...new Set(rows.map((row) => row.couponId)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    validStartTime: (row.validStartTime as string | null) ?? null,
    validEndTime: (row.validEndTime as string | null) ?? null,
    usePrice: money(row.usePrice),
    discountType: Number(row.discountType),
    discountPercent: Number(row.discountPercent),
    discountPrice: money(row.discountPrice),
    discountLimitPrice: money(row.discountLimitPrice),
    ...rangeOf(row.productScope, ranges, row.couponId),
  }));
};

/** The tenant's delivery charge and free-delivery threshold (none set: free). */
const deliveryOf = async (db: Db, tenantId: number): Promise<PricingInput['delivery']> => {
  const row = (await untyped(db)
    .selectFrom('tradeConfig')
    .select(['deliveryPrice', 'freeDeliveryOver'])
    .where('tenantId', '=', tenantId)
    .executeTakeFirst()) as
    { deliveryPrice: number | string; freeDeliveryOver: number | string } | undefined;
  return {
    deliveryPrice: money(row?.deliveryPrice),
    freeDeliveryOver: money(row?.freeDeliveryOver),
  };
};

/** Everything but the lines and the chosen coupon that the engine needs. */
export const loadPricing = async (
  db: Db,
  store: Store,
  customerId: number | null,
  goodsIds: number[],
  at: string,
): Promise<Omit<PricingInput, 'lines' | 'couponId'>> => {
  const [markdownItems, reductions, rules, member, coupons, delivery] = await Promise.all([
    markdownItemsOf(db, store, at, [...new Set(goodsIds)]),
    reductionsOf(db, store, at),
    rulesOf(db, store),
    memberOf(db, customerId),
    unusedCouponsOf(db, store.tenantId, customerId),
    deliveryOf(db, store.tenantId),
  ]);
  return { at, storeId: store.id, member, markdownItems, reductions, rules, coupons, delivery };
};
