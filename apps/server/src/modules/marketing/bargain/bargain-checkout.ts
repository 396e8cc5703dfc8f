import { BARGAIN_STATUS, ORDER_STATUS } from '@retail/contract';
import type { Db } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { untyped } from '../../../scope/scoped-db';
import type { CartUnit } from '../pricing/cart-units';
import { type BargainActivity, bargainOn } from './bargain.service';

// Buying a bargain (docs/marketing.md, Bargains): the shopper's own succeeded bargain, not yet
// ordered (or its order cancelled), one unit of its goods, no coupon, while its activity runs;
// pricing gives the line the price reached (step 7). The checkout's transaction takes the unit
// from the activity's stock (a conditional update: never below zero) and ties the bargain to the
// order; a cancelled order gives both back, once.

/** What a bargain gives the one line of a cart. */
export type BargainChoice = {
  activityId: number;
  name: string;
  recordId: number;
  price: number;
};

const refuse = (
  key:
    | 'bargain.notYours'
    | 'bargain.notSucceeded'
    | 'bargain.ordered'
    | 'bargain.notNow'
    | 'bargain.notInSale'
    | 'bargain.soldOut',
  field: string,
) => new AppError(400, key, { field });

export const bargainChoiceOf = async (
  trx: Db,
  input: {
    tenantId: number;
    storeOrganPath: string;
    customerId: number | null;
    recordId: number;
    couponId: number | null | undefined;
    units: readonly CartUnit[];
    at: string;
  },
): Promise<BargainChoice> => {
  if (input.couponId) throw new AppError(400, 'groupon.noCoupon', { field: 'couponId' });
  const record = (await untyped(trx)
    .selectFrom('bargainRecord as r')
    .leftJoin('tradeOrder as o', 'o.id', 'r.orderId')
    .select([
      'r.id',
      'r.activityId',
      'r.customerId',
      'r.status',
      'r.bargainPrice',
      'o.status as orderStatus',
      'r.orderId',
    ])
    .where('r.id', '=', input.recordId)
    .where('r.tenantId', '=', input.tenantId)
    .executeTakeFirst()) as
    | {
        id: number;
        activityId: number;
        customerId: number;
        status: number;
        bargainPrice: number | string;
        orderId: number | null;
        orderStatus: number | null;
      }
    | undefined;
  // A guest's preview has no bargain of theirs either.
  if (!record || record.customerId !== input.customerId)
    throw refuse('bargain.notYours', 'bargainRecordId');
  if (record.status !== BARGAIN_STATUS.succeeded)
    throw refuse('bargain.notSucceeded', 'bargainRecordId');
  if (record.orderId !== null && Number(record.orderStatus) !== ORDER_STATUS.cancelled)
    throw refuse('bargain.ordered', 'bargainRecordId');
  const activity = (await untyped(trx)
    .selectFrom('bargainActivity')
    .selectAll()
    .where('id', '=', record.activityId)
    .executeTakeFirst()) as BargainActivity | undefined;
  if (!bargainOn(activity, input.at)) throw refuse('bargain.notNow', 'bargainRecordId');
  const [unit] = input.units;
  const skuId = activity.skuId;
  if (
    !unit ||
    input.units.length !== 1 ||
    unit.count !== 1 ||
    unit.goodsId !== Number(activity.goodsId) ||
    (skuId !== null && Number(skuId) !== unit.skuId) ||
    !input.storeOrganPath.startsWith(activity.organPath)
  )
    throw refuse('bargain.notInSale', 'lines');
  if (activity.stock <= 0) throw refuse('bargain.soldOut', 'lines');
  return {
    activityId: activity.id,
    name: activity.name,
    recordId: record.id,
    price: Number(record.bargainPrice),
  };
};

/** Takes the unit from the activity's stock (none left: 400) and ties the bargain to the order. */
export const takeBargain = async (
  trx: Db,
  choice: BargainChoice,
  orderId: number,
  by: string,
  date: string,
) => {
  const taken = await untyped(trx)
    .updateTable('bargainActivity')
    .set((eb) => ({ stock: eb('stock', '-', 1), updateBy: by, updateDate: date }))
    .where('id', '=', choice.activityId)
    .where('stock', '>=', 1)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 0) throw refuse('bargain.soldOut', 'lines');
  await untyped(trx)
    .updateTable('bargainRecord')
    .set({ orderId, updateBy: by, updateDate: date })
    .where('id', '=', choice.recordId)
    .execute();
};

/** A cancelled order's bargain free to buy again, its unit back in the activity's stock, once. */
export const giveBackBargain = async (trx: Db, orderId: number, by: string, date: string) => {
  const record = (await untyped(trx)
    .selectFrom('bargainRecord')
    .select(['id', 'activityId'])
    .where('orderId', '=', orderId)
    .executeTakeFirst()) as { id: number; activityId: number } | undefined;
  if (!record) return;
  const freed = await untyped(trx)
    .updateTable('bargainRecord')
    .set({ orderId: null, updateBy: by, updateDate: date })
    .where('id', '=', record.id)
    .where('orderId', '=', orderId)
    .executeTakeFirst();
  if (Number(freed.numUpdatedRows) === 0) return;
  await untyped(trx)
    .updateTable('bargainActivity')
    .set((eb) => ({ stock: eb('stock', '+', 1), updateBy: by, updateDate: date }))
    .where('id', '=', record.activityId)
    .execute();
};
