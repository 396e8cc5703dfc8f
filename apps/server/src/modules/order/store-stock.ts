import { STOCK_REASON } from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { untyped } from '../../scope/scoped-db';

// A store's stock of what it sells, as a ledger: every change of on hand or reserved is one
// guarded update (on hand never below zero nor below what is reserved, reserved never below
// zero) and one row of the stock records with the values after it. Orders reserve at checkout,
// sell at payment (on hand and reserved both fall), release on cancel or timeout; returned
// goods come back on hand.

export type StockRow = {
  id: number;
  tenantId: number;
  organId: number;
  organPath: string;
  storeId: number;
  goodsId: number;
  skuId: number | null;
  onHand: number;
  reserved: number;
};

type Move = {
  /** Change of on hand (may be negative). */
  onHand: number;
  /** Change of reserved (may be negative). */
  reserved: number;
  reason: (typeof STOCK_REASON)[keyof typeof STOCK_REASON];
  orderNo?: string | null;
  remark?: string | null;
  requestKey?: string | null;
  /** Who (a user name, `customer:<id>`, `system`) and when (formatted). */
  by: string;
  date: string;
};

/** The stock row of a store's goods or SKU (skuId null: the goods itself). */
export const stockOf = async (
  db: Db,
  storeId: number,
  goodsId: number,
  skuId: number | null,
): Promise<StockRow | undefined> =>
  (await untyped(db)
    .selectFrom('goodsStock')
    .selectAll()
    .where('storeId', '=', storeId)
    .where('goodsId', '=', goodsId)
    .where('unitKey', '=', skuId ?? 0)
    .executeTakeFirst()) as StockRow | undefined;

/**
 * Moves one stock row, or answers undefined (nothing written) when the move would take on hand
 * below what stays reserved or below zero, or reserved below zero.
 */
export const moveStock = async (
  trx: Db,
  stockId: number,
  move: Move,
): Promise<StockRow | undefined> => {
  const row = (await untyped(trx)
    .updateTable('goodsStock')
    .set((eb) => ({
      onHand: eb('onHand', '+', move.onHand),
      reserved: eb('reserved', '+', move.reserved),
      updateBy: move.by,
      updateDate: move.date,
    }))
    .where('id', '=', stockId)
    .where((eb) =>
      eb.and([
        eb(eb('reserved', '+', move.reserved), '>=', 0),
        eb(eb('onHand', '+', move.onHand), '>=', eb('reserved', '+', move.reserved)),
      ]),
    )
    .returningAll()
    .executeTakeFirst()) as StockRow | undefined;
  if (!row) return undefined;
  await untyped(trx)
    .insertInto('goodsStockRecord')
    .values({
      tenantId: row.tenantId,
      organId: row.organId,
      organPath: row.organPath,
      stockId: row.id,
      storeId: row.storeId,
      goodsId: row.goodsId,
      skuId: row.skuId,
      reason: move.reason,
      change: move.onHand,
      onHandAfter: row.onHand,
      reservedChange: move.reserved,
      reservedAfter: row.reserved,
      orderNo: move.orderNo ?? null,
      remark: move.remark ?? null,
      requestKey: move.requestKey ?? null,
      createBy: move.by,
      createDate: move.date,
      updateBy: move.by,
      updateDate: move.date,
    })
    .execute();
  return row;
};

/** As moveStock, but a move that cannot be made is a 400 naming what there is. */
export const moveStockOrFail = async (trx: Db, stockId: number, move: Move): Promise<StockRow> => {
  const moved = await moveStock(trx, stockId, move);
  if (moved) return moved;
  const now = (await untyped(trx)
    .selectFrom('goodsStock')
    .select(['onHand', 'reserved'])
    .where('id', '=', stockId)
    .executeTakeFirstOrThrow()) as { onHand: number; reserved: number };
  throw new AppError(400, 'goodsStock.short', {
    field: 'change',
    values: {
      onHand: String(now.onHand),
      reserved: String(now.reserved),
      change: String(-move.onHand),
    },
  });
};
