import { resources, type Resource } from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { type TransitionEffect, transitionHandler } from '../../resources/transition';
import { untyped } from '../../scope/scoped-db';
import { checkNotOver, LIVE, oneAtATime, sameStores, scheduleThenStart } from './activity.actions';
import { goodsNameOf, numberOrNull } from './promotion.hooks';
import { checkSeckillPrice } from './seckill.hooks';

// A flash sale's life in the console (docs/marketing.md): Schedule checks it whole in the
// transaction that moves it (a window not over, goods listed, every flash price still above
// zero and below the prices, and none of its goods or SKUs in another live flash sale of the
// same time slot whose dates overlap, where both can apply: one's organisation at or above the
// other's); Stop is a plain step; the clock starts and ends it.

const scheduleSeckill: TransitionEffect = async ({ trx, scope, row }) => {
  checkNotOver(row, scope);
  await oneAtATime(trx, row.tenantId);
  const items = (
    (await untyped(trx)
      .selectFrom('seckillItem')
      .select(['goodsId', 'skuId', 'seckillPrice'])
      .where('activityId', '=', row.id)
      .orderBy('id')
      .execute()) as Record<string, unknown>[]
  ).map((item) => ({
    goodsId: Number(item.goodsId),
    skuId: numberOrNull(item.skuId),
    seckillPrice: Number(item.seckillPrice),
  }));
  if (items.length === 0) throw new AppError(400, 'activity.noGoods', { field: 'id' });
  for (const item of items) await checkSeckillPrice(trx, item);
  const others = (await untyped(trx)
    .selectFrom('seckillItem as i')
    .innerJoin('seckillActivity as a', 'a.id', 'i.activityId')
    .select(['i.goodsId', 'i.skuId', 'a.name'])
    .where('a.tenantId', '=', row.tenantId)
    .where(sameStores('a.organPath', String(row.organPath)))
    .where('a.id', '<>', row.id)
    .where('a.sceneId', '=', row.sceneId)
    .where('a.status', 'in', LIVE)
    .where('a.startTime', '<', row.endTime)
    .where('a.endTime', '>', row.startTime)
    .where('i.goodsId', 'in', [...new Set(items.map((item) => item.goodsId))])
    .orderBy('a.id')
    .execute()) as { goodsId: number; skuId: unknown; name: string }[];
  for (const other of others) {
    const otherSku = numberOrNull(other.skuId);
    // A goods-wide line takes every SKU of its goods.
    const clash = items.find(
      (item) =>
        item.goodsId === Number(other.goodsId) &&
        (item.skuId === null || otherSku === null || item.skuId === otherSku),
    );
    if (clash)
      throw new AppError(400, 'activity.overlap', {
        field: 'startTime',
        values: { goods: await goodsNameOf(trx, clash.goodsId), activity: other.name },
      });
  }
};

export const seckillActions = (db: Db) => ({
  secKills: {
    schedule: scheduleThenStart(db, 'secKills', scheduleSeckill),
    stop: transitionHandler(db, resources.secKills as unknown as Resource, 'stop'),
  },
});
