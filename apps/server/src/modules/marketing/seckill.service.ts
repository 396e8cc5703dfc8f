import { ACTIVITY_STATUS, type ShopSeckill } from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/date-time';
import { untyped } from '../../scope/scoped-db';
import { activityGoodsOf } from './activity-goods';
import type { CartUnit } from './pricing/cart-units';

// Buying at a flash price (docs/marketing.md, Flash sales). A flash sale order is one line, an
// item of a running flash sale bought in its time slot of the day, within the per-order and
// per-customer limits and without a coupon; pricing gives the line the flash price (step 5) and
// nothing else. The checkout's transaction takes the units from the item's own stock with a
// conditional update (never below zero, however many buy at once) and writes the customer's
// record; a cancelled order gives them back in the cancel's transaction, once.

const RECORD = { bought: 1, givenBack: 2 } as const;
const ENABLED = 1;

/** What a flash sale gives the one line of a cart. */
export type SeckillChoice = {
  activityId: number;
  name: string;
  itemId: number;
  seckillPrice: number;
  count: number;
};

type ActivityRow = {
  id: number;
  name: string;
  status: number;
  startTime: string;
  endTime: string;
  organPath: string;
  totalLimitCount: number;
  singleLimitCount: number;
  sceneStart: string;
  sceneEnd: string;
  sceneStatus: number;
};

/** Whether a flash sale is on at `at` (`yyyy-MM-dd HH:mm:ss`): running, in its window and slot. */
const onNow = (row: ActivityRow, at: string) => {
  const time = at.slice(11, 16);
  return (
    row.status === ACTIVITY_STATUS.running &&
    row.startTime <= at &&
    at < row.endTime &&
    Number(row.sceneStatus) === ENABLED &&
    row.sceneStart <= time &&
    time < row.sceneEnd
  );
};

const activitySelect = [
  'a.id',
  'a.name',
  'a.status',
  'a.startTime',
  'a.endTime',
  'a.organPath',
  'a.totalLimitCount',
  'a.singleLimitCount',
  's.startTime as sceneStart',
  's.endTime as sceneEnd',
  's.status as sceneStatus',
] as const;

/**
 * The flash sale a cart is bought in, checked: one line, an item of that sale at a store it
 * applies to, on now, within the limits, no coupon; else 400 naming the field.
 */
export const seckillChoiceOf = async (
  trx: Db,
  input: {
    tenantId: number;
    storeOrganPath: string;
    customerId: number | null;
    activityId: number;
    couponId: number | null | undefined;
    units: readonly CartUnit[];
    at: string;
  },
): Promise<SeckillChoice> => {
  if (input.couponId) throw new AppError(400, 'seckill.noCoupon', { field: 'couponId' });
  const activity = (await untyped(trx)
    .selectFrom('seckillActivity as a')
    .innerJoin('seckillScene as s', 's.id', 'a.sceneId')
    .select([...activitySelect])
    .where('a.id', '=', input.activityId)
    .where('a.tenantId', '=', input.tenantId)
    .executeTakeFirst()) as ActivityRow | undefined;
  if (!activity || !onNow(activity, input.at))
    throw new AppError(400, 'seckill.notNow', { field: 'seckillActivityId' });
  const [unit] = input.units;
  if (
    !unit ||
    input.units.length !== 1 ||
    // The sale's organisation at or above the store's.
    !input.storeOrganPath.startsWith(activity.organPath)
  )
    throw new AppError(400, 'seckill.notInSale', { field: 'lines' });
  const items = (await untyped(trx)
    .selectFrom('seckillItem')
    .select(['id', 'skuId', 'seckillPrice', 'stock'])
    .where('activityId', '=', activity.id)
    .where('goodsId', '=', unit.goodsId)
    .execute()) as {
    id: number;
    skuId: number | null;
    seckillPrice: number | string;
    stock: number;
  }[];
  // The SKU's own item wins over the goods-wide one.
  const item =
    items.find((each) => each.skuId !== null && Number(each.skuId) === unit.skuId) ??
    items.find((each) => each.skuId === null);
  if (!item) throw new AppError(400, 'seckill.notInSale', { field: 'lines' });
  // Sold out already: refused before any row is held (the checkout's take is what counts).
  if (Number(item.stock) < unit.count)
    throw new AppError(400, 'seckill.soldOut', { field: 'lines' });
  if (unit.count > activity.singleLimitCount)
    throw new AppError(400, 'seckill.perOrder', {
      field: 'lines',
      values: { limit: String(activity.singleLimitCount) },
    });
  if (activity.totalLimitCount > 0 && input.customerId !== null) {
    const bought = (await untyped(trx)
      .selectFrom('seckillRecord')
      .select((eb) => eb.fn.sum('count').as('count'))
      .where('activityId', '=', activity.id)
      .where('customerId', '=', input.customerId)
      .where('status', '=', RECORD.bought)
      .executeTakeFirst()) as { count: unknown } | undefined;
    if (Number(bought?.count ?? 0) + unit.count > activity.totalLimitCount)
      throw new AppError(400, 'seckill.limitReached', {
        field: 'lines',
        values: { limit: String(activity.totalLimitCount) },
      });
  }
  return {
    activityId: activity.id,
    name: activity.name,
    itemId: item.id,
    seckillPrice: Number(item.seckillPrice),
    count: unit.count,
  };
};

/**
 * A customer's checkouts in flash sales one at a time (their row held to the transaction's end),
 * so that two at once cannot both pass the per-customer limit.
 */
export const holdCustomer = async (trx: Db, customerId: number) => {
  await untyped(trx)
    .updateTable('customer')
    .set((eb) => ({ tenantId: eb.ref('tenantId') }))
    .where('id', '=', customerId)
    .execute();
};

/** Takes the units from the item's stock (none left: 400) and writes the customer's record. */
export const takeSeckill = async (
  trx: Db,
  choice: SeckillChoice,
  order: {
    id: number;
    customerId: number;
    owner: { tenantId: number; organId: number; organPath: string };
  },
  by: string,
  date: string,
) => {
  const taken = await untyped(trx)
    .updateTable('seckillItem')
    .set((eb) => ({ stock: eb('stock', '-', choice.count), updateBy: by, updateDate: date }))
    .where('id', '=', choice.itemId)
    .where('stock', '>=', choice.count)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 0)
    throw new AppError(400, 'seckill.soldOut', { field: 'lines' });
  await untyped(trx)
    .insertInto('seckillRecord')
    .values({
      ...order.owner,
      activityId: choice.activityId,
      itemId: choice.itemId,
      customerId: order.customerId,
      orderId: order.id,
      count: choice.count,
      status: RECORD.bought,
      createBy: by,
      createDate: date,
      updateBy: by,
      updateDate: date,
    })
    .execute();
};

/** A cancelled order's flash sale units back to the item's stock, once (its record given back). */
export const giveBackSeckill = async (trx: Db, orderId: number, by: string, date: string) => {
  const records = (await untyped(trx)
    .selectFrom('seckillRecord')
    .select(['id', 'itemId', 'count'])
    .where('orderId', '=', orderId)
    .where('status', '=', RECORD.bought)
    .execute()) as { id: number; itemId: number; count: number }[];
  for (const record of records) {
    const back = await untyped(trx)
      .updateTable('seckillRecord')
      .set({ status: RECORD.givenBack, updateBy: by, updateDate: date })
      .where('id', '=', record.id)
      .where('status', '=', RECORD.bought)
      .executeTakeFirst();
    if (Number(back.numUpdatedRows) === 0) continue;
    await untyped(trx)
      .updateTable('seckillItem')
      .set((eb) => ({ stock: eb('stock', '+', record.count), updateBy: by, updateDate: date }))
      .where('id', '=', record.itemId)
      .execute();
  }
};

/** The storefront's flash sales: a tenant's running ones in their slot now, with their goods. */
export const shopSeckills = async (
  db: Db,
  tenantId: number,
  now: number,
): Promise<ShopSeckill[]> => {
  const at = formatDateTime(now);
  const time = at.slice(11, 16);
  const activities = (await untyped(db)
    .selectFrom('seckillActivity as a')
    .innerJoin('seckillScene as s', 's.id', 'a.sceneId')
    .select([...activitySelect, 's.name as sceneName'])
    .where('a.tenantId', '=', tenantId)
    .where('a.status', '=', ACTIVITY_STATUS.running)
    .where('a.startTime', '<=', at)
    .where('a.endTime', '>', at)
    .where('s.status', '=', ENABLED)
    .where('s.startTime', '<=', time)
    .where('s.endTime', '>', time)
    .orderBy('a.id', 'desc')
    .limit(50)
    .execute()) as (ActivityRow & { sceneName: string })[];
  if (activities.length === 0) return [];
  const items = await activityGoodsOf(
    db,
    'seckillItem',
    'seckillPrice',
    activities.map((activity) => activity.id),
    ['totalStock', 'stock'],
  );
  return activities.map((activity) => ({
    id: activity.id,
    name: activity.name,
    sceneName: activity.sceneName,
    startTime: activity.sceneStart,
    endTime: activity.sceneEnd,
    activityEndTime: activity.endTime,
    singleLimitCount: activity.singleLimitCount,
    totalLimitCount: activity.totalLimitCount,
    items: items
      .filter((item) => item.activityId === activity.id)
      .map(({ activityPrice, extra, activityId: _activity, ...item }) => ({
        ...item,
        seckillPrice: activityPrice,
        totalStock: Number(extra.totalStock),
        stock: Number(extra.stock),
      })),
  }));
};
