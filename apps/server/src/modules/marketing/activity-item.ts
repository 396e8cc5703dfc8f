import { moneyOf, type Resource } from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { ResourceHooks } from '../../resources/resource.service';
import type { TransitionEffect } from '../../resources/transition';
import { untyped } from '../../scope/scoped-db';
import { checkNotOver, LIVE, oneAtATime, sameStores } from './activity.actions';
import { goodsNameOf, numberOrNull, withDefaults } from './promotion.hooks';

// What flash sales and group buys share (docs/marketing.md): goods (or one of their SKUs)
// listed at an activity price of their own. On an edit, the SKU is one of its goods', a unit is
// listed once, and its price is above zero and below every store price of the unit; Schedule
// checks the prices again and refuses a unit that is in another live activity of the same kind
// whose window overlaps, where both can apply (one's organisation at or above the other's).

/** An activity kind with listed goods: its tables, its price column and its message keys. */
export type ItemActivity = {
  activityTable: 'seckillActivity' | 'grouponActivity';
  itemTable: 'seckillItem' | 'grouponActivityItem';
  priceField: 'seckillPrice' | 'grouponPrice';
  /** `seckill` or `groupon`: `<prefix>.priceMissing`, `<prefix>.priceTooHigh`. */
  messages: 'seckill' | 'groupon';
};

export type ItemUnit = { goodsId: number; skuId: number | null; price: number };

/**
 * An activity price above zero and below every store price of its unit (the SKU's own prices
 * and the goods' prices it sells at without one): else 400 naming the goods and the price.
 */
/** The lowest store price of a unit: the SKU's own prices and the goods' prices without one. */
export const lowestPriceOf = async (db: Db, goodsId: number, skuId: number | null) => {
  let query = untyped(db)
    .selectFrom('goodsPrice')
    .select((eb) => eb.fn.min('priceCents').as('lowest'))
    .where('goodsId', '=', goodsId);
  if (skuId !== null)
    query = query.where((eb) => eb.or([eb('skuId', '=', skuId), eb('skuId', 'is', null)]));
  return numberOrNull(
    ((await query.executeTakeFirst()) as { lowest: unknown } | undefined)?.lowest,
  );
};

export const checkActivityPrice = async (db: Db, kind: ItemActivity, item: ItemUnit) => {
  if (item.price <= 0)
    throw new AppError(400, `${kind.messages}.priceMissing`, { field: kind.priceField });
  const lowest = await lowestPriceOf(db, item.goodsId, item.skuId);
  if (lowest !== null && item.price >= lowest)
    throw new AppError(400, `${kind.messages}.priceTooHigh`, {
      field: kind.priceField,
      values: { goods: await goodsNameOf(db, item.goodsId), price: moneyOf(lowest) },
    });
};

/** The hooks of an activity's goods: the SKU its goods', listed once, the price checked. */
export const activityItemHooks =
  (resource: Resource, kind: ItemActivity, prepare?: ResourceHooks['prepare']) =>
  (db: Db): ResourceHooks => ({
    check: async (_scope, body) => {
      const values = withDefaults(resource, body);
      const item: ItemUnit = {
        goodsId: Number(values.goodsId),
        skuId: numberOrNull(values.skuId),
        price: Number(values[kind.priceField] ?? 0),
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
      let twin = untyped(db)
        .selectFrom(kind.itemTable)
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
      await checkActivityPrice(db, kind, item);
    },
    ...(prepare ? { prepare } : {}),
  });

/**
 * Schedule's check of an activity with listed goods: not over, some goods, every price still
 * right, no unit in another live activity of the kind at the same time (`sameSlot`: more columns
 * the other must share, a flash sale's time slot).
 */
export const scheduleItemActivity =
  (kind: ItemActivity, sameSlot: readonly string[] = []): TransitionEffect =>
  async ({ trx, scope, row }) => {
    checkNotOver(row, scope);
    await oneAtATime(trx, row.tenantId);
    const items = (
      (await untyped(trx)
        .selectFrom(kind.itemTable)
        .select(['goodsId', 'skuId', kind.priceField])
        .where('activityId', '=', row.id)
        .orderBy('id')
        .execute()) as Record<string, unknown>[]
    ).map((item) => ({
      goodsId: Number(item.goodsId),
      skuId: numberOrNull(item.skuId),
      price: Number(item[kind.priceField]),
    }));
    if (items.length === 0) throw new AppError(400, 'activity.noGoods', { field: 'id' });
    for (const item of items) await checkActivityPrice(trx, kind, item);
    let query = untyped(trx)
      .selectFrom(`${kind.itemTable} as i`)
      .innerJoin(`${kind.activityTable} as a`, 'a.id', 'i.activityId')
      .select(['i.goodsId', 'i.skuId', 'a.name'])
      .where('a.tenantId', '=', row.tenantId)
      .where(sameStores('a.organPath', String(row.organPath)))
      .where('a.id', '<>', row.id)
      .where('a.status', 'in', LIVE)
      .where('a.startTime', '<', row.endTime)
      .where('a.endTime', '>', row.startTime)
      .where('i.goodsId', 'in', [...new Set(items.map((item) => item.goodsId))]);
    for (const column of sameSlot) query = query.where(`a.${column}`, '=', row[column]);
    const others = (await query.orderBy('a.id').execute()) as {
      goodsId: number;
      skuId: unknown;
      name: string;
    }[];
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
