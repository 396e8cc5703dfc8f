import {
  ORDER_STATUS,
  type ShopperAfterSale,
  type ShopperInvoice,
  type ShopperOrder,
} from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { ShopperIdentity } from '../../lib/identity';
import { untyped } from '../../scope/scoped-db';

// Orders and after-sales as their shopper reads them: one of their own or a 404, never
// another customer's, never another tenant's.

export type OrderRow = {
  id: number;
  tenantId: number;
  organId: number;
  organPath: string;
  orderNo: string;
  storeId: number;
  customerId: number;
  status: number;
  productCount: number;
  totalPrice: number;
  discountPrice: number;
  couponPrice: number;
  deliveryPrice: number;
  adjustPrice: number;
  payPrice: number;
  refundPrice: number;
  refundStatus: number;
  deliveryType: number;
  pickUpStoreId: number | null;
  pickUpVerifyCode: string | null;
  requestKey: string;
  mchAppId: number | null;
  wayCode: string | null;
  payOrderId: string | null;
  payDeadline: string | null;
  payTime: string | null;
  receiverName: string | null;
  receiverMobile: string | null;
  receiverArea: string | null;
  receiverDetailAddress: string | null;
  userRemark: string | null;
  logisticsId: number | null;
  logisticsNo: string | null;
  deliveryTime: string | null;
  receiveDeadline: string | null;
  receiveTime: string | null;
  cancelType: number;
  cancelTime: string | null;
  orderType: number;
  remark: string | null;
  createDate: string | null;
};

export type OrderItemRow = {
  id: number;
  orderId: number;
  goodsId: number;
  skuId: number | null;
  stockId: number;
  picUrl: string | null;
  goodsName: string;
  specText: string | null;
  price: number;
  count: number;
  totalPrice: number;
  discountPrice: number;
  adjustPrice: number;
  payPrice: number;
  refundedCount: number;
  refundPrice: number;
  afterSaleStatus: number;
};

export type AfterSaleRow = {
  id: number;
  tenantId: number;
  organId: number;
  organPath: string;
  refundNo: string;
  orderId: number;
  storeId: number;
  customerId: number;
  status: number;
  way: number;
  applyReason: string;
  applyDescription: string | null;
  refundPrice: number;
  auditReason: string | null;
  returnLogisticsNo: string | null;
  payRefundId: string | null;
  refundTime: string | null;
  createDate: string | null;
};

/** Integer columns come back as strings from PostgreSQL's bigint: numbers here. */
const MONEY = [
  'totalPrice',
  'discountPrice',
  'couponPrice',
  'deliveryPrice',
  'adjustPrice',
  'payPrice',
  'refundPrice',
  'price',
];
export const withNumbers = <T extends Record<string, unknown>>(row: T): T => {
  const copy: Record<string, unknown> = { ...row };
  for (const key of MONEY)
    if (copy[key] !== undefined && copy[key] !== null) copy[key] = Number(copy[key]);
  return copy as T;
};

export const orderRow = async (db: Db, id: number): Promise<OrderRow> =>
  withNumbers(
    (await untyped(db)
      .selectFrom('tradeOrder')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()) as OrderRow,
  );

export const orderItems = async (db: Db, orderId: number): Promise<OrderItemRow[]> =>
  (
    (await untyped(db)
      .selectFrom('tradeOrderItem')
      .selectAll()
      .where('orderId', '=', orderId)
      .orderBy('id')
      .execute()) as OrderItemRow[]
  ).map(withNumbers);

/** One of the shopper's orders (404 for any other). */
export const shopperOrderRow = async (
  db: Db,
  shopper: ShopperIdentity,
  id: number,
): Promise<OrderRow> => {
  const row = (await untyped(db)
    .selectFrom('tradeOrder')
    .selectAll()
    .where('id', '=', id)
    .where('tenantId', '=', shopper.tenantId)
    .where('customerId', '=', shopper.customerId)
    .executeTakeFirst()) as OrderRow | undefined;
  if (!row) throw new AppError(404, 'record.notFound');
  return withNumbers(row);
};

const afterSaleAnswers = async (db: Db, rows: AfterSaleRow[]): Promise<ShopperAfterSale[]> => {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const lines = (await untyped(db)
    .selectFrom('tradeAfterSaleItem')
    .select(['refundId', 'orderItemId', 'goodsName', 'specText', 'count', 'refundPrice'])
    .where('refundId', 'in', ids)
    .orderBy('id')
    .execute()) as {
    refundId: number;
    orderItemId: number;
    goodsName: string;
    specText: string | null;
    count: number;
    refundPrice: number | string;
  }[];
  const orderNos = new Map(
    (
      (await untyped(db)
        .selectFrom('tradeOrder')
        .select(['id', 'orderNo'])
        .where('id', 'in', [...new Set(rows.map((row) => row.orderId))])
        .execute()) as { id: number; orderNo: string }[]
    ).map((row) => [row.id, row.orderNo]),
  );
  return rows.map((row) => ({
    id: row.id,
    refundNo: row.refundNo,
    orderId: row.orderId,
    orderNo: orderNos.get(row.orderId) ?? '',
    status: row.status,
    way: row.way,
    applyReason: row.applyReason,
    applyDescription: row.applyDescription,
    refundPrice: Number(row.refundPrice),
    auditReason: row.auditReason,
    returnLogisticsNo: row.returnLogisticsNo,
    refundTime: row.refundTime,
    createDate: row.createDate,
    lines: lines
      .filter((line) => line.refundId === row.id)
      .map(({ refundId: _, ...line }) => ({ ...line, refundPrice: Number(line.refundPrice) })),
  }));
};

/** The shopper's after-sales (of one order, or all), newest first. */
export const shopperAfterSales = async (
  db: Db,
  shopper: ShopperIdentity,
  orderId?: number,
): Promise<ShopperAfterSale[]> => {
  let query = untyped(db)
    .selectFrom('tradeAfterSale')
    .selectAll()
    .where('tenantId', '=', shopper.tenantId)
    .where('customerId', '=', shopper.customerId);
  if (orderId !== undefined) query = query.where('orderId', '=', orderId);
  return afterSaleAnswers(
    db,
    (await query.orderBy('id', 'desc').limit(200).execute()) as AfterSaleRow[],
  );
};

export const shopperAfterSale = async (db: Db, shopper: ShopperIdentity, id: number) => {
  const row = (await untyped(db)
    .selectFrom('tradeAfterSale')
    .selectAll()
    .where('id', '=', id)
    .where('tenantId', '=', shopper.tenantId)
    .where('customerId', '=', shopper.customerId)
    .executeTakeFirst()) as AfterSaleRow | undefined;
  if (!row) throw new AppError(404, 'record.notFound');
  return row;
};

export const afterSaleAnswer = async (db: Db, row: AfterSaleRow): Promise<ShopperAfterSale> =>
  (await afterSaleAnswers(db, [row]))[0] as ShopperAfterSale;

/** An order with its lines and after-sales, as its shopper sees it. */
export const shopperOrderAnswer = async (
  db: Db,
  shopper: ShopperIdentity,
  row: OrderRow,
): Promise<ShopperOrder> => {
  const [lines, store, pickUpStore, logistics, afterSales, discounts, member, invoices] =
    await Promise.all([
      orderItems(db, row.id),
      untyped(db)
        .selectFrom('store')
        .select('storeName')
        .where('id', '=', row.storeId)
        .executeTakeFirst() as Promise<{ storeName: string } | undefined>,
      row.pickUpStoreId
        ? (untyped(db)
            .selectFrom('store')
            .select('storeName')
            .where('id', '=', row.pickUpStoreId)
            .executeTakeFirst() as Promise<{ storeName: string } | undefined>)
        : Promise.resolve(undefined),
      row.logisticsId
        ? (untyped(db)
            .selectFrom('logisticsCompany')
            .select('name')
            .where('id', '=', row.logisticsId)
            .executeTakeFirst() as Promise<{ name: string } | undefined>)
        : Promise.resolve(undefined),
      shopperAfterSales(db, shopper, row.id),
      untyped(db)
        .selectFrom('tradeOrderPromotion')
        .select(['step', 'sourceId', 'name', 'amount'])
        .where('orderId', '=', row.id)
        .orderBy('step')
        .orderBy('id')
        .execute() as Promise<{ step: number; sourceId: number; name: string; amount: number }[]>,
      untyped(db)
        .selectFrom('grouponMember')
        .select('grouponId')
        .where('orderId', '=', row.id)
        .executeTakeFirst() as Promise<{ grouponId: number } | undefined>,
      untyped(db)
        .selectFrom('tradeOrderInvoice')
        .select([
          'id',
          'titleType',
          'title',
          'amount',
          'status',
          'invoiceNo',
          'rejectReason',
          'voidReason',
        ])
        .where('orderId', '=', row.id)
        .where('customerId', '=', shopper.customerId)
        .orderBy('id')
        .execute() as Promise<(ShopperInvoice & { amount: number | string })[]>,
    ]);
  return {
    id: row.id,
    orderNo: row.orderNo,
    storeId: row.storeId,
    orderType: Number(row.orderType ?? 0),
    grouponId: member ? Number(member.grouponId) : null,
    storeName: store?.storeName ?? null,
    status: row.status,
    productCount: row.productCount,
    totalPrice: row.totalPrice,
    discountPrice: row.discountPrice,
    couponPrice: row.couponPrice,
    deliveryPrice: row.deliveryPrice,
    adjustPrice: Number(row.adjustPrice ?? 0),
    payPrice: row.payPrice,
    refundPrice: row.refundPrice,
    refundStatus: row.refundStatus,
    deliveryType: Number(row.deliveryType ?? 1),
    pickUpStoreName: pickUpStore?.storeName ?? null,
    // The code is shown once the order is paid and until it is picked up.
    pickUpVerifyCode: row.status === ORDER_STATUS.paid ? row.pickUpVerifyCode : null,
    receiverName: row.receiverName,
    receiverMobile: row.receiverMobile,
    receiverArea: row.receiverArea,
    receiverDetailAddress: row.receiverDetailAddress,
    userRemark: row.userRemark,
    logisticsName: logistics?.name ?? null,
    logisticsNo: row.logisticsNo,
    payTime: row.payTime,
    payDeadline: row.payDeadline,
    deliveryTime: row.deliveryTime,
    receiveTime: row.receiveTime,
    cancelType: row.cancelType,
    cancelTime: row.cancelTime,
    createDate: row.createDate,
    lines: lines.map((line) => ({
      id: line.id,
      goodsId: line.goodsId,
      skuId: line.skuId,
      goodsName: line.goodsName,
      specText: line.specText,
      picUrl: line.picUrl,
      price: line.price,
      count: line.count,
      discountPrice: line.discountPrice,
      payPrice: line.payPrice,
      refundedCount: line.refundedCount,
      refundPrice: line.refundPrice,
      afterSaleStatus: line.afterSaleStatus,
    })),
    discounts: discounts.map((discount) => ({ ...discount, amount: Number(discount.amount) })),
    afterSales,
    invoices: invoices.map((invoice) => ({ ...invoice, amount: Number(invoice.amount) })),
  };
};
