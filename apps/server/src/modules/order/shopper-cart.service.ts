import {
  CART_LINES_MAX,
  GOODS_STATUS_ON_SALE,
  ORDER_LINE_COUNT_MAX,
  type ShopCart,
} from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/date-time';
import { isUniqueViolation } from '../../lib/db-errors';
import type { ShopperIdentity } from '../../lib/identity';
import { untyped } from '../../scope/scoped-db';
import { type CartUnit, cartUnitsOf } from '../marketing/pricing/cart-units';

// The shopper's cart kept on the server (docs/orders.md, Cart): lines of a store and a unit (a
// goods, or one of its SKUs) with a quantity, one line per store and unit (adding again adds to
// it), 1 to 999 each. Only what is on sale at a store of the shopper's tenant goes in. The list
// reads each line as checkout would (cartUnitsOf: the store's price, the goods and SKU on sale,
// the stock left); a successful checkout takes the ordered lines out in its own transaction.

type CartRow = {
  id: number;
  storeId: number;
  goodsId: number;
  skuId: number | null;
  count: number;
};

const unitKeyOf = (skuId: number | null | undefined) => skuId ?? 0;

/** Takes the lines an order bought out of its shopper's cart (in the checkout's transaction). */
export const removeOrderedFromCart = async (
  trx: Db,
  customerId: number,
  storeId: number,
  lines: readonly { goodsId: number; skuId?: number | null | undefined }[],
) => {
  if (lines.length === 0) return;
  await untyped(trx)
    .deleteFrom('customerCartSku')
    .where('customerId', '=', customerId)
    .where('storeId', '=', storeId)
    .where((eb) =>
      eb.or(
        lines.map((line) =>
          eb.and([eb('goodsId', '=', line.goodsId), eb('unitKey', '=', unitKeyOf(line.skuId))]),
        ),
      ),
    )
    .execute();
};

export const createShopperCart = ({ db, now }: { db: Db; now: () => number }) => {
  const rowsOf = async (trx: Db, shopper: ShopperIdentity) =>
    (await untyped(trx)
      .selectFrom('customerCartSku')
      .select(['id', 'storeId', 'goodsId', 'skuId', 'count'])
      .where('customerId', '=', shopper.customerId)
      .where('tenantId', '=', shopper.tenantId)
      .orderBy('id', 'desc')
      .execute()) as CartRow[];

  /** Each line as the store sells it now, or null when it is not on sale there any more. */
  const unitOf = async (shopper: ShopperIdentity, row: CartRow): Promise<CartUnit | null> => {
    try {
      const [unit] = await cartUnitsOf(db, row.storeId, shopper.tenantId, [row]);
      return unit ?? null;
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
  };

  const list = async (shopper: ShopperIdentity): Promise<ShopCart> => {
    const rows = await rowsOf(db, shopper);
    if (rows.length === 0) return { lines: [], totalPrice: 0 };
    const [units, goods, skus, stores] = await Promise.all([
      Promise.all(rows.map((row) => unitOf(shopper, row))),
      untyped(db)
        .selectFrom('goods')
        .select(['id', 'goodsName', 'goodsImg'])
        .where('id', 'in', [...new Set(rows.map((row) => row.goodsId))])
        .execute() as Promise<{ id: number; goodsName: string; goodsImg: string | null }[]>,
      untyped(db)
        .selectFrom('goodsSku')
        .select(['id', 'specText'])
        .where('id', 'in', [0, ...rows.flatMap((row) => (row.skuId ? [row.skuId] : []))])
        .execute() as Promise<{ id: number; specText: string | null }[]>,
      untyped(db)
        .selectFrom('store')
        .select(['id', 'storeName'])
        .where('id', 'in', [...new Set(rows.map((row) => row.storeId))])
        .execute() as Promise<{ id: number; storeName: string }[]>,
    ]);
    const goodsOf = new Map(goods.map((row) => [row.id, row]));
    const specOf = new Map(skus.map((row) => [row.id, row.specText]));
    const storeOf = new Map(stores.map((row) => [row.id, row.storeName]));
    const lines = rows.map((row, index) => {
      const unit = units[index] ?? null;
      return {
        id: row.id,
        storeId: row.storeId,
        storeName: storeOf.get(row.storeId) ?? null,
        goodsId: row.goodsId,
        skuId: row.skuId,
        goodsName: unit?.goodsName ?? goodsOf.get(row.goodsId)?.goodsName ?? `#${row.goodsId}`,
        specText: unit?.specText ?? (row.skuId ? (specOf.get(row.skuId) ?? null) : null),
        picUrl: unit?.picUrl ?? goodsOf.get(row.goodsId)?.goodsImg ?? null,
        count: Number(row.count),
        price: unit ? unit.price : null,
        onSale: unit !== null,
        available: unit ? unit.available : 0,
      };
    });
    return {
      lines,
      totalPrice: lines.reduce((sum, line) => sum + (line.price ?? 0) * line.count, 0),
    };
  };

  /** The store of the shopper's tenant and the unit on sale there, else 400 naming the field. */
  const checkUnit = async (
    shopper: ShopperIdentity,
    body: { storeId: number; goodsId: number; skuId?: number | null | undefined },
  ) => {
    const store = (await untyped(db)
      .selectFrom('store')
      .select(['id'])
      .where('id', '=', body.storeId)
      .where('tenantId', '=', shopper.tenantId)
      .executeTakeFirst()) as { id: number } | undefined;
    if (!store) throw new AppError(400, 'order.storeUnknown', { field: 'storeId' });
    try {
      await cartUnitsOf(db, body.storeId, shopper.tenantId, [{ ...body, count: 1 }]);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const goods = (await untyped(db)
        .selectFrom('goods')
        .select(['goodsName', 'status'])
        .where('id', '=', body.goodsId)
        .where('tenantId', '=', shopper.tenantId)
        .executeTakeFirst()) as { goodsName: string; status: number } | undefined;
      // The goods is on sale here: it is the SKU that is not (off, another goods', unpriced).
      const field = body.skuId && goods?.status === GOODS_STATUS_ON_SALE ? 'skuId' : 'goodsId';
      throw new AppError(400, 'order.offShelf', {
        field,
        values: { goods: goods?.goodsName ?? `#${body.goodsId}` },
      });
    }
  };

  const stamp = (shopper: ShopperIdentity) => ({
    updateBy: `customer:${shopper.customerId}`,
    updateDate: formatDateTime(now()),
  });

  const addOnce = (
    shopper: ShopperIdentity,
    body: { storeId: number; goodsId: number; skuId?: number | null | undefined; count: number },
  ) =>
    db.transaction().execute(async (trx) => {
      const unitKey = unitKeyOf(body.skuId);
      const line = (await untyped(trx)
        .selectFrom('customerCartSku as c')
        .innerJoin('goods as g', 'g.id', 'c.goodsId')
        .select(['c.id', 'c.count', 'g.goodsName'])
        .where('c.customerId', '=', shopper.customerId)
        .where('c.storeId', '=', body.storeId)
        .where('c.goodsId', '=', body.goodsId)
        .where('c.unitKey', '=', unitKey)
        .executeTakeFirst()) as { id: number; count: number; goodsName: string } | undefined;
      if (line) {
        const count = Number(line.count) + body.count;
        if (count > ORDER_LINE_COUNT_MAX)
          throw new AppError(400, 'cart.tooMany', {
            field: 'count',
            values: { goods: line.goodsName, max: String(ORDER_LINE_COUNT_MAX) },
          });
        await untyped(trx)
          .updateTable('customerCartSku')
          .set({ count, ...stamp(shopper) })
          .where('id', '=', line.id)
          .execute();
        return;
      }
      const lines = Number(
        (
          (await untyped(trx)
            .selectFrom('customerCartSku')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('customerId', '=', shopper.customerId)
            .executeTakeFirstOrThrow()) as { count: number | string }
        ).count,
      );
      if (lines >= CART_LINES_MAX)
        throw new AppError(400, 'cart.full', {
          field: 'goodsId',
          values: { max: String(CART_LINES_MAX) },
        });
      const owner = (await untyped(trx)
        .selectFrom('customer')
        .select(['tenantId', 'organId', 'organPath'])
        .where('id', '=', shopper.customerId)
        .executeTakeFirstOrThrow()) as { tenantId: number; organId: number; organPath: string };
      const at = stamp(shopper);
      await untyped(trx)
        .insertInto('customerCartSku')
        .values({
          ...owner,
          customerId: shopper.customerId,
          storeId: body.storeId,
          goodsId: body.goodsId,
          skuId: body.skuId ?? null,
          unitKey,
          count: body.count,
          selected: 1,
          createBy: at.updateBy,
          createDate: at.updateDate,
          ...at,
        })
        .execute();
    });

  const add = async (
    shopper: ShopperIdentity,
    body: { storeId: number; goodsId: number; skuId?: number | null | undefined; count: number },
  ): Promise<ShopCart> => {
    await checkUnit(shopper, body);
    try {
      await addOnce(shopper, body);
    } catch (error) {
      // The same unit added twice at once: the other one made the line; add to it.
      if (!isUniqueViolation(error)) throw error;
      await addOnce(shopper, body);
    }
    return list(shopper);
  };

  /** The shopper's own lines of these ids, all of them, else 404. */
  const ownLines = async (trx: Db, shopper: ShopperIdentity, ids: readonly number[]) => {
    const unique = [...new Set(ids)];
    const found = (await untyped(trx)
      .selectFrom('customerCartSku')
      .select('id')
      .where('id', 'in', unique)
      .where('customerId', '=', shopper.customerId)
      .where('tenantId', '=', shopper.tenantId)
      .execute()) as { id: number }[];
    if (found.length !== unique.length) throw new AppError(404, 'record.notFound');
    return unique;
  };

  const update = async (
    shopper: ShopperIdentity,
    body: { id: number; count: number },
  ): Promise<ShopCart> => {
    await ownLines(db, shopper, [body.id]);
    await untyped(db)
      .updateTable('customerCartSku')
      .set({ count: body.count, ...stamp(shopper) })
      .where('id', '=', body.id)
      .where('customerId', '=', shopper.customerId)
      .execute();
    return list(shopper);
  };

  const remove = async (shopper: ShopperIdentity, ids: readonly number[]): Promise<ShopCart> => {
    await db.transaction().execute(async (trx) => {
      const own = await ownLines(trx, shopper, ids);
      await untyped(trx)
        .deleteFrom('customerCartSku')
        .where('id', 'in', own)
        .where('customerId', '=', shopper.customerId)
        .execute();
    });
    return list(shopper);
  };

  const clear = async (shopper: ShopperIdentity): Promise<ShopCart> => {
    await untyped(db)
      .deleteFrom('customerCartSku')
      .where('customerId', '=', shopper.customerId)
      .where('tenantId', '=', shopper.tenantId)
      .execute();
    return { lines: [], totalPrice: 0 };
  };

  return { list, add, update, remove, clear };
};

export type ShopperCart = ReturnType<typeof createShopperCart>;
