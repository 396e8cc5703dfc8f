import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { untyped } from '../../scope/scoped-db';

// The storefront's view of an activity's goods (flash sales, group buys): each listed unit with
// its goods' name and picture, the lowest store price of the unit and the activity's price.

export type ActivityGoods = {
  id: number;
  activityId: number;
  goodsId: number;
  skuId: number | null;
  goodsName: string;
  picUrl: string | null;
  price: number;
  /** The activity's price (its own column: `seckillPrice`, `grouponPrice`). */
  activityPrice: number;
  /** More columns of the item, as read. */
  extra: Record<string, unknown>;
};

/**
 * The lowest store price of a row's unit (`alias.goodsId`, `alias.skuId`: the SKU's own prices
 * and the goods' prices without one), selected as `price`.
 */
export const lowestStorePrice =
  (alias: string) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables chosen at run time
  (eb: ExpressionBuilder<any, any>) =>
    eb
      .selectFrom('goodsPrice as p')
      .select((inner) => inner.fn.min('p.priceCents').as('lowest'))
      .whereRef('p.goodsId', '=', `${alias}.goodsId`)
      .where((inner) =>
        inner.or([
          inner('p.skuId', 'is', null),
          inner('p.skuId', '=', inner.ref(`${alias}.skuId`)),
        ]),
      )
      .as('price');

export const activityGoodsOf = async (
  db: Db,
  table: 'seckillItem' | 'grouponActivityItem',
  priceField: 'seckillPrice' | 'grouponPrice',
  activityIds: readonly number[],
  extra: readonly string[] = [],
): Promise<ActivityGoods[]> => {
  if (activityIds.length === 0) return [];
  const rows = (await untyped(db)
    .selectFrom(`${table} as i`)
    .innerJoin('goods as g', 'g.id', 'i.goodsId')
    .select([
      'i.id',
      'i.activityId',
      'i.goodsId',
      'i.skuId',
      `i.${priceField} as activityPrice`,
      'g.goodsName',
      'g.goodsImg',
      ...extra.map((column) => `i.${column}`),
    ])
    .select(lowestStorePrice('i'))
    .where('i.activityId', 'in', [...activityIds])
    .orderBy('i.id')
    .execute()) as Record<string, unknown>[];
  return rows.map((row) => ({
    id: Number(row.id),
    activityId: Number(row.activityId),
    goodsId: Number(row.goodsId),
    skuId: row.skuId === null || row.skuId === undefined ? null : Number(row.skuId),
    goodsName: String(row.goodsName),
    picUrl: (row.goodsImg as string | null) ?? null,
    price: Number(row.price ?? 0),
    activityPrice: Number(row.activityPrice),
    extra: Object.fromEntries(extra.map((column) => [column, row[column]])),
  }));
};
