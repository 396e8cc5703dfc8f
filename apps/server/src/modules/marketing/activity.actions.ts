import { PRODUCT_SCOPE, resources, type Resource } from '@retail/contract';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/date-time';
import { type ResourceRow, tableOf } from '../../resources/resource.service';
import { type TransitionEffect, transitionHandler } from '../../resources/transition';
import { type Scope, subtreeRange } from '../../scope/scope';
import { findOwnedOr404, untyped } from '../../scope/scoped-db';
import type { ActionHandler } from '../../resources/resource-actions';
import { createActivityClock } from './activity-clock';
import { checkCouponStart } from './coupon.hooks';
import {
  categoryNameOf,
  checkMarkdownDepth,
  checkScopeLine,
  checkTier,
  goodsNameOf,
  numberOrNull,
} from './promotion.hooks';
import { rulePublishActions } from './rules/rule-publish';

// The life of timed activities, coupon templates and rules in the console (docs/marketing.md).
// Scheduling a markdown or a full reduction checks it whole, in the transaction that moves it:
// a window not over yet, its goods (or tiers, and the scope it lists), every amount off still
// below the prices, and no goods in another activity of the same kind at the same time (full
// reductions: scopes that intersect; all goods intersects everything, a category the goods of
// that category) where both can apply: one's organisation at or above the other's. Starting a coupon template checks its terms again. Stopping is a plain step;
// the clock (activity-clock.ts) moves the rest.

const declared = (key: keyof typeof resources) => resources[key] as unknown as Resource;

/** Activities that hold goods now or later: scheduled and running. */
export const LIVE = [10, 20];

const nowText = (scope: Scope) => formatDateTime(scope.nowMs);

export const checkNotOver = (row: ResourceRow, scope: Scope) => {
  if (String(row.endTime) <= nowText(scope))
    throw new AppError(400, 'activity.alreadyOver', { field: 'endTime' });
};

/**
 * Schedules of one tenant one at a time: the tenant's organisation row is held until the
 * transaction ends, so two activities scheduled at once cannot both miss each other (on
 * PostgreSQL the second one's checks then read the first one committed).
 */
export const oneAtATime = async (trx: Db, tenantId: unknown) => {
  await untyped(trx)
    .updateTable('organ')
    .set((eb) => ({ tenantId: eb.ref('tenantId') }))
    .where('id', '=', Number(tenantId))
    .execute();
};

/**
 * Activities that can apply to a store together with one of this organisation: those of it, of
 * the organisations above it (their stores include its stores) and of those below it.
 */
export const sameStores =
  (column: string, organPath: string) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables chosen at run time
  (eb: ExpressionBuilder<any, any>) => {
    const parts = organPath.split('/').filter(Boolean);
    const above = parts.map((_, index) => `/${parts.slice(0, index + 1).join('/')}/`);
    const [low, high] = subtreeRange(organPath);
    return eb.or([eb(column, 'in', above), eb.and([eb(column, '>=', low), eb(column, '<', high)])]);
  };

const overlap = (goods: string, activity: string) =>
  new AppError(400, 'activity.overlap', { field: 'startTime', values: { goods, activity } });

const scheduleMarkdown: TransitionEffect = async ({ trx, scope, row }) => {
  checkNotOver(row, scope);
  await oneAtATime(trx, row.tenantId);
  const items = (
    (await untyped(trx)
      .selectFrom('promotionMarkdownItem')
      .select(['goodsId', 'skuId', 'discountType', 'discountPrice'])
      .where('markdownId', '=', row.id)
      .orderBy('id')
      .execute()) as Record<string, unknown>[]
  ).map((item) => ({
    goodsId: Number(item.goodsId),
    skuId: numberOrNull(item.skuId),
    discountType: Number(item.discountType),
    discountPrice: Number(item.discountPrice),
  }));
  if (items.length === 0) throw new AppError(400, 'activity.noGoods', { field: 'id' });
  for (const item of items) await checkMarkdownDepth(trx, item);
  const others = (await untyped(trx)
    .selectFrom('promotionMarkdownItem as i')
    .innerJoin('promotionMarkdown as m', 'm.id', 'i.markdownId')
    .select(['i.goodsId', 'i.skuId', 'm.name'])
    .where('m.tenantId', '=', row.tenantId)
    .where(sameStores('m.organPath', String(row.organPath)))
    .where('m.id', '<>', row.id)
    .where('m.status', 'in', LIVE)
    .where('m.startTime', '<', row.endTime)
    .where('m.endTime', '>', row.startTime)
    .where('i.goodsId', 'in', [...new Set(items.map((item) => item.goodsId))])
    .orderBy('m.id')
    .execute()) as { goodsId: number; skuId: unknown; name: string }[];
  for (const other of others) {
    const otherSku = numberOrNull(other.skuId);
    // A goods-wide line takes every SKU of its goods.
    const clash = items.find(
      (item) =>
        item.goodsId === Number(other.goodsId) &&
        (item.skuId === null || otherSku === null || item.skuId === otherSku),
    );
    if (clash) throw overlap(await goodsNameOf(trx, clash.goodsId), other.name);
  }
};

/** What a full reduction covers: everything, or the goods and categories it lists. */
type Coverage = { all: boolean; goodsIds: number[]; typeIds: number[] };

const coverageOf = async (trx: Db, reduction: ResourceRow): Promise<Coverage> => {
  const productScope = Number(reduction.productScope);
  if (productScope === PRODUCT_SCOPE.all) return { all: true, goodsIds: [], typeIds: [] };
  const lines = (
    (await untyped(trx)
      .selectFrom('promotionScope')
      .select(['goodsId', 'goodsTypeId'])
      .where('reductionId', '=', reduction.id)
      .orderBy('id')
      .execute()) as Record<string, unknown>[]
  ).map((line) => ({
    goodsId: numberOrNull(line.goodsId),
    goodsTypeId: numberOrNull(line.goodsTypeId),
  }));
  return {
    all: false,
    goodsIds: lines.flatMap((line) => (line.goodsId === null ? [] : [line.goodsId])),
    typeIds: lines.flatMap((line) => (line.goodsTypeId === null ? [] : [line.goodsTypeId])),
  };
};

/**
 * What two coverages share, named: a goods or a category; `all` when both cover everything;
 * null when nothing.
 */
const sharedOf = async (trx: Db, a: Coverage, b: Coverage): Promise<string | 'all' | null> => {
  if (a.all && b.all) return 'all';
  if (a.all || b.all) {
    const listed = a.all ? b : a;
    if (listed.goodsIds[0] !== undefined) return goodsNameOf(trx, listed.goodsIds[0]);
    if (listed.typeIds[0] !== undefined) return categoryNameOf(trx, listed.typeIds[0]);
    return null;
  }
  const goods = a.goodsIds.find((id) => b.goodsIds.includes(id));
  if (goods !== undefined) return goodsNameOf(trx, goods);
  const type = a.typeIds.find((id) => b.typeIds.includes(id));
  if (type !== undefined) return categoryNameOf(trx, type);
  for (const [goodsIds, typeIds] of [
    [a.goodsIds, b.typeIds],
    [b.goodsIds, a.typeIds],
  ] as const) {
    if (goodsIds.length === 0 || typeIds.length === 0) continue;
    const found = (await untyped(trx)
      .selectFrom('goods')
      .select('goodsName')
      .where('id', 'in', goodsIds)
      .where('goodsTypeId', 'in', typeIds)
      .orderBy('id')
      .executeTakeFirst()) as { goodsName: string } | undefined;
    if (found) return found.goodsName;
  }
  return null;
};

const scheduleFullReduction: TransitionEffect = async ({ trx, scope, row }) => {
  checkNotOver(row, scope);
  await oneAtATime(trx, row.tenantId);
  const tiers = (await untyped(trx)
    .selectFrom('promotionFullReductionRule')
    .select(['limitPrice', 'limitCount', 'discountPrice'])
    .where('reductionId', '=', row.id)
    .orderBy('id')
    .execute()) as Record<string, unknown>[];
  if (tiers.length === 0) throw new AppError(400, 'activity.noTiers', { field: 'id' });
  for (const tier of tiers)
    checkTier(
      {
        limitPrice: Number(tier.limitPrice),
        limitCount: Number(tier.limitCount),
        discountPrice: Number(tier.discountPrice),
      },
      Number(row.conditionType),
    );
  const mine = await coverageOf(trx, row);
  if (!mine.all) {
    const listed = mine.goodsIds.length + mine.typeIds.length;
    if (listed === 0) throw new AppError(400, 'activity.noScope', { field: 'productScope' });
    const productScope = Number(row.productScope);
    for (const goodsId of mine.goodsIds)
      checkScopeLine({ goodsId, goodsTypeId: null }, productScope);
    for (const goodsTypeId of mine.typeIds)
      checkScopeLine({ goodsId: null, goodsTypeId }, productScope);
  }
  const others = (await untyped(trx)
    .selectFrom('promotionFullReduction')
    .select(['id', 'name', 'productScope'])
    .where('tenantId', '=', row.tenantId)
    .where(sameStores('organPath', String(row.organPath)))
    .where('id', '<>', row.id)
    .where('status', 'in', LIVE)
    .where('startTime', '<', row.endTime)
    .where('endTime', '>', row.startTime)
    .orderBy('id')
    .execute()) as ResourceRow[];
  for (const other of others) {
    const shared = await sharedOf(trx, mine, await coverageOf(trx, other));
    if (shared === 'all')
      throw new AppError(400, 'activity.overlapAllGoods', {
        field: 'productScope',
        values: { activity: String(other.name) },
      });
    if (shared !== null) throw overlap(shared, String(other.name));
  }
};

/** Activities the clock starts and ends (activity-clock.ts). */
export type TimedActivity =
  | 'promotionMarkdown'
  | 'promotionFullReduction'
  | 'secKills'
  | 'grouponActivity'
  | 'bargainActivity'
  | 'promotionBorder'
  | 'promotionBackground';

/**
 * Schedule, checked by its effect; scheduled with its start already come, running at once (the
 * clock would at its next run).
 */
export const scheduleThenStart = (db: Db, key: TimedActivity, effect: TransitionEffect) => {
  const clock = createActivityClock(db);
  const handler: ActionHandler = async (context) => {
    const [row] = await transitionHandler(db, declared(key), 'schedule', effect)(context);
    if (!row || !(await clock.startIfDue(key, Number(row.id), context.scope.nowMs)))
      return row ? [row] : [];
    return [
      (await findOwnedOr404(
        db,
        context.scope,
        tableOf(declared(key)),
        Number(row.id),
      )) as ResourceRow,
    ];
  };
  return handler;
};

export const activityActions = (db: Db) => {
  const step = (key: keyof typeof resources, action: string, effect?: TransitionEffect) =>
    transitionHandler(db, declared(key), action, effect);
  const schedule = (key: TimedActivity, effect: TransitionEffect) =>
    scheduleThenStart(db, key, effect);
  return {
    coupon: {
      activate: step('coupon', 'activate', ({ trx, scope, row }) =>
        checkCouponStart(trx, row, nowText(scope)),
      ),
      stop: step('coupon', 'stop'),
    },
    promotionMarkdown: {
      schedule: schedule('promotionMarkdown', scheduleMarkdown),
      stop: step('promotionMarkdown', 'stop'),
    },
    promotionFullReduction: {
      schedule: schedule('promotionFullReduction', scheduleFullReduction),
      stop: step('promotionFullReduction', 'stop'),
    },
    droolsRule: rulePublishActions(db),
  };
};
