import { resources, type Resource } from '@retail/contract';
import type { Db } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { type TransitionEffect, transitionHandler } from '../../../resources/transition';
import { untyped } from '../../../scope/scoped-db';
import { checkNotOver, LIVE, oneAtATime, sameStores, scheduleThenStart } from '../activity.actions';
import { goodsNameOf, numberOrNull } from '../promotion.hooks';
import { checkBargainPrices } from './bargain.hooks';

// A bargain activity's life in the console (docs/marketing.md): Schedule checks it whole (a
// window not over, its prices still right against the store's, and its unit in no other live
// bargain at the same time where both can apply; a goods-wide one takes every SKU); Stop is a
// plain step (bargains in progress then run to their end); the clock starts and ends it.

const scheduleBargain: TransitionEffect = async ({ trx, scope, row }) => {
  checkNotOver(row, scope);
  await oneAtATime(trx, row.tenantId);
  await checkBargainPrices(trx, row);
  const skuId = numberOrNull(row.skuId);
  const others = (await untyped(trx)
    .selectFrom('bargainActivity')
    .select(['name', 'skuId'])
    .where('tenantId', '=', row.tenantId)
    .where(sameStores('organPath', String(row.organPath)))
    .where('id', '<>', row.id)
    .where('goodsId', '=', row.goodsId)
    .where('status', 'in', LIVE)
    .where('startTime', '<', row.endTime)
    .where('endTime', '>', row.startTime)
    .orderBy('id')
    .execute()) as { name: string; skuId: unknown }[];
  const clash = others.find((other) => {
    const otherSku = numberOrNull(other.skuId);
    return skuId === null || otherSku === null || skuId === otherSku;
  });
  if (clash)
    throw new AppError(400, 'activity.overlap', {
      field: 'startTime',
      values: { goods: await goodsNameOf(trx, Number(row.goodsId)), activity: clash.name },
    });
};

export const bargainActions = (db: Db) => ({
  bargainActivity: {
    schedule: scheduleThenStart(db, 'bargainActivity', scheduleBargain),
    stop: transitionHandler(db, resources.bargainActivity as unknown as Resource, 'stop'),
  },
});
