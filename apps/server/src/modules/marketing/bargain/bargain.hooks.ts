import { bargainActivityResource, moneyOf, type Resource } from '@retail/contract';
import type { Db } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { ResourceHooks } from '../../../resources/resource.service';
import { untyped } from '../../../scope/scoped-db';
import { lowestPriceOf } from '../activity-item';
import { checkWindow, goodsNameOf, numberOrNull, withDefaults } from '../promotion.hooks';

// The rules of a bargain activity (docs/marketing.md), on an edit and again on Schedule: its
// window ends after it starts; its SKU is one of its goods'; the floor is above zero and below
// the first price, the first price not above any store price of the unit; the largest cut is
// above zero and not below the smallest. What is left starts as what was put in (an activity is
// only edited while a draft).

type Values = Record<string, unknown>;

/** The prices of a bargain activity, checked; else 400 naming the field. */
export const checkBargainPrices = async (db: Db, values: Values) => {
  const goodsId = Number(values.goodsId);
  const skuId = numberOrNull(values.skuId);
  const first = Number(values.bargainFirstPrice ?? 0);
  const floor = Number(values.bargainMinPrice ?? 0);
  const smallest = Number(values.randomMinPrice ?? 0);
  const largest = Number(values.randomMaxPrice ?? 0);
  if (floor <= 0 || floor >= first)
    throw new AppError(400, 'bargain.floorNotBelowFirst', { field: 'bargainMinPrice' });
  const lowest = await lowestPriceOf(db, goodsId, skuId);
  if (lowest !== null && first > lowest)
    throw new AppError(400, 'bargain.firstAbovePrice', {
      field: 'bargainFirstPrice',
      values: { goods: await goodsNameOf(db, goodsId), price: moneyOf(lowest) },
    });
  if (largest <= 0 || smallest > largest)
    throw new AppError(400, 'bargain.cutRange', { field: 'randomMaxPrice' });
};

const activityHooks = (db: Db): ResourceHooks => ({
  check: async (_scope, body) => {
    checkWindow(body);
    const values = withDefaults(bargainActivityResource as unknown as Resource, body);
    const skuId = numberOrNull(values.skuId);
    if (skuId !== null) {
      const sku = (await untyped(db)
        .selectFrom('goodsSku')
        .select('goodsId')
        .where('id', '=', skuId)
        .executeTakeFirst()) as { goodsId: number } | undefined;
      if (sku?.goodsId !== Number(values.goodsId))
        throw new AppError(400, 'seckill.skuNotOfGoods', { field: 'skuId' });
    }
    await checkBargainPrices(db, values);
  },
  prepare: async (_scope, values) => ({ stock: Number(values.totalStock ?? 0) }),
});

/** The hooks of bargains, by registry key. */
export const bargainHooks = { bargainActivity: activityHooks };
