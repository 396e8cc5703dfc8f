import {
  ACTIVITY_STATUS,
  ORDER_STATUS,
  type ShopBargain,
  type ShopBargainRecord,
} from '@retail/contract';
import type { Db } from '../../../db/database';
import { formatDateTime } from '../../../lib/date-time';
import { notFound, untyped } from '../../../scope/scoped-db';
import { lowestStorePrice } from '../activity-goods';
import { maskedName } from '../groupon/groupon-shop';

// The storefront's bargains (docs/marketing.md): a tenant's running activities with their goods
// and prices, and one bargain's page (the link its shopper shares). Customers are shown by a
// masked nickname only.

export const shopBargains = async (
  db: Db,
  tenantId: number,
  now: number,
): Promise<ShopBargain[]> => {
  const at = formatDateTime(now);
  const rows = (await untyped(db)
    .selectFrom('bargainActivity as a')
    .innerJoin('goods as g', 'g.id', 'a.goodsId')
    .select([
      'a.id',
      'a.name',
      'a.endTime',
      'a.goodsId',
      'a.skuId',
      'g.goodsName',
      'g.goodsImg',
      'a.bargainFirstPrice',
      'a.bargainMinPrice',
      'a.helpMaxCount',
      'a.stock',
    ])
    .select(lowestStorePrice('a'))
    .where('a.tenantId', '=', tenantId)
    .where('a.status', '=', ACTIVITY_STATUS.running)
    .where('a.startTime', '<=', at)
    .where('a.endTime', '>', at)
    .orderBy('a.id', 'desc')
    .limit(50)
    .execute()) as Record<string, unknown>[];
  return rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    endTime: String(row.endTime),
    goodsId: Number(row.goodsId),
    skuId: row.skuId === null || row.skuId === undefined ? null : Number(row.skuId),
    goodsName: String(row.goodsName),
    picUrl: (row.goodsImg as string | null) ?? null,
    price: Number(row.price ?? 0),
    bargainFirstPrice: Number(row.bargainFirstPrice),
    bargainMinPrice: Number(row.bargainMinPrice),
    helpMaxCount: Number(row.helpMaxCount),
    stock: Number(row.stock),
  }));
};

/** One bargain of a tenant, with its helpers' cuts (masked), newest last. */
export const bargainRecordOf = async (
  db: Db,
  tenantId: number,
  id: number,
): Promise<ShopBargainRecord> => {
  const row = (await untyped(db)
    .selectFrom('bargainRecord as r')
    .innerJoin('bargainActivity as a', 'a.id', 'r.activityId')
    .innerJoin('goods as g', 'g.id', 'a.goodsId')
    .innerJoin('customer as c', 'c.id', 'r.customerId')
    .leftJoin('tradeOrder as o', 'o.id', 'r.orderId')
    .select([
      'r.id',
      'r.activityId',
      'a.name as activityName',
      'a.goodsId',
      'a.skuId',
      'g.goodsName',
      'g.goodsImg',
      'c.nickname',
      'r.bargainFirstPrice',
      'r.bargainMinPrice',
      'r.bargainPrice',
      'r.helpCount',
      'a.helpMaxCount',
      'r.status',
      'r.endTime',
      'r.orderId',
      'o.status as orderStatus',
    ])
    .where('r.id', '=', id)
    .where('r.tenantId', '=', tenantId)
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!row) throw notFound();
  const helpers = (await untyped(db)
    .selectFrom('bargainHelp as h')
    .innerJoin('customer as c', 'c.id', 'h.customerId')
    .select(['c.nickname', 'h.reducePrice'])
    .where('h.recordId', '=', id)
    .orderBy('h.id')
    .execute()) as { nickname: string | null; reducePrice: number | string }[];
  const ordered = row.orderId !== null && Number(row.orderStatus) !== ORDER_STATUS.cancelled;
  return {
    id: Number(row.id),
    activityId: Number(row.activityId),
    activityName: String(row.activityName),
    goodsId: Number(row.goodsId),
    skuId: row.skuId === null || row.skuId === undefined ? null : Number(row.skuId),
    goodsName: String(row.goodsName),
    picUrl: (row.goodsImg as string | null) ?? null,
    ownerName: maskedName(row.nickname as string | null),
    bargainFirstPrice: Number(row.bargainFirstPrice),
    bargainMinPrice: Number(row.bargainMinPrice),
    bargainPrice: Number(row.bargainPrice),
    helpCount: Number(row.helpCount),
    helpMaxCount: Number(row.helpMaxCount),
    status: Number(row.status),
    endTime: String(row.endTime),
    orderId: ordered ? Number(row.orderId) : null,
    helpers: helpers.map((helper) => ({
      name: maskedName(helper.nickname),
      reducePrice: Number(helper.reducePrice),
    })),
  };
};
