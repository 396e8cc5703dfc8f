import {
  moneyOf,
  type Resource,
  secKillSceneResource,
  secKillsItemResource,
  TIME_OF_DAY_PATTERN,
} from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { ResourceHooks } from '../../resources/resource.service';
import { untyped } from '../../scope/scoped-db';
import { checkWindow, goodsNameOf, numberOrNull, withDefaults } from './promotion.hooks';

// The rules of flash sales on an edit (docs/marketing.md): a time slot is `HH:mm`–`HH:mm` of
// one day, its end after its start, and the enabled slots of a tenant never overlap; a flash
// sale's window ends after it starts; an item's flash price is above zero and below every store
// price of its unit, its SKU one of its goods', and its stock what was put in (an item is only
// edited while its flash sale is a draft). Scheduling checks the items again (seckill.actions.ts).

const ENABLED = 1;

const sceneHooks = (db: Db): ResourceHooks => ({
  check: async (scope, body) => {
    const values = withDefaults(secKillSceneResource as unknown as Resource, body);
    const start = String(values.startTime ?? '');
    const end = String(values.endTime ?? '');
    if (!TIME_OF_DAY_PATTERN.test(start))
      throw new AppError(400, 'seckill.timeFormat', { field: 'startTime' });
    if (!TIME_OF_DAY_PATTERN.test(end))
      throw new AppError(400, 'seckill.timeFormat', { field: 'endTime' });
    if (end <= start) throw new AppError(400, 'activity.endBeforeStart', { field: 'endTime' });
    const enabled = values.status === true || Number(values.status) === ENABLED;
    if (!enabled) return;
    let query = untyped(db)
      .selectFrom('seckillScene')
      .select('name')
      .where('tenantId', '=', scope.tenantId)
      .where('status', '=', ENABLED)
      .where('startTime', '<', end)
      .where('endTime', '>', start);
    if (typeof body.id === 'number') query = query.where('id', '<>', body.id);
    const other = (await query.orderBy('startTime').executeTakeFirst()) as
      { name: string } | undefined;
    if (other)
      throw new AppError(400, 'seckill.sceneOverlap', {
        field: 'startTime',
        values: { scene: other.name },
      });
  },
  beforeRemove: async (_scope, row) => {
    const used = await untyped(db)
      .selectFrom('seckillActivity')
      .select('id')
      .where('sceneId', '=', row.id)
      .executeTakeFirst();
    if (used) throw new AppError(400, 'seckill.sceneInUse', { field: 'id' });
  },
});

export type SeckillItemUnit = { goodsId: number; skuId: number | null; seckillPrice: number };

/**
 * A flash price above zero and below every store price of its unit (the SKU's own prices and
 * the goods' prices it sells at without one): else 400 naming the goods and the price.
 */
export const checkSeckillPrice = async (db: Db, item: SeckillItemUnit) => {
  if (item.seckillPrice <= 0)
    throw new AppError(400, 'seckill.priceMissing', { field: 'seckillPrice' });
  let query = untyped(db)
    .selectFrom('goodsPrice')
    .select((eb) => eb.fn.min('priceCents').as('lowest'))
    .where('goodsId', '=', item.goodsId);
  if (item.skuId !== null) {
    const skuId = item.skuId;
    query = query.where((eb) => eb.or([eb('skuId', '=', skuId), eb('skuId', 'is', null)]));
  }
  const lowest = numberOrNull(
    ((await query.executeTakeFirst()) as { lowest: unknown } | undefined)?.lowest,
  );
  if (lowest !== null && item.seckillPrice >= lowest)
    throw new AppError(400, 'seckill.priceTooHigh', {
      field: 'seckillPrice',
      values: { goods: await goodsNameOf(db, item.goodsId), price: moneyOf(lowest) },
    });
};

const itemHooks = (db: Db): ResourceHooks => ({
  check: async (_scope, body) => {
    const values = withDefaults(secKillsItemResource as unknown as Resource, body);
    const item: SeckillItemUnit = {
      goodsId: Number(values.goodsId),
      skuId: numberOrNull(values.skuId),
      seckillPrice: Number(values.seckillPrice ?? 0),
    };
    if (item.skuId !== null) {
      const sku = (await untyped(db)
        .selectFrom('goodsSku')
        .select('goodsId')
        .where('id', '=', item.skuId)
        .executeTakeFirst()) as { goodsId: number } | undefined;
      if (sku?.goodsId !== item.goodsId)
        throw new AppError(400, 'seckill.skuNotOfGoods', { field: 'skuId' });
    }
    // The same unit listed twice in one flash sale.
    let twin = untyped(db)
      .selectFrom('seckillItem')
      .select('id')
      .where('activityId', '=', Number(values.activityId))
      .where('goodsId', '=', item.goodsId)
      .where('skuId', item.skuId === null ? 'is' : '=', item.skuId);
    if (typeof body.id === 'number') twin = twin.where('id', '<>', body.id);
    if (await twin.executeTakeFirst())
      throw new AppError(400, 'field.taken', {
        field: 'goodsId',
        values: { value: await goodsNameOf(db, item.goodsId) },
      });
    await checkSeckillPrice(db, item);
  },
  // What is left starts as what was put in (edited only while a draft: nothing sold yet).
  prepare: async (_scope, values) => ({ stock: Number(values.totalStock ?? 0) }),
});

/** The hooks of flash sales, by registry key. */
export const seckillHooks = {
  secKillScene: sceneHooks,
  secKills: (_db: Db): ResourceHooks => ({ check: async (_scope, body) => checkWindow(body) }),
  secKillsItem: itemHooks,
};
