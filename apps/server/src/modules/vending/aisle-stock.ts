import { AISLE_LOW_STOCK_PERCENT } from '@retail/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/date-time';
import { untyped } from '../../scope/scoped-db';

// The aisle stock ledger: an aisle's stock changes only here, by a guarded update that keeps it
// between 0 and the aisle's capacity (CHECK constraints are the last wall) and one ledger row
// with before, change and after — so an aisle's stock always equals the sum of its ledger rows.
// `lowStock` follows the stock in the same statement. Callers run it inside the transaction of
// what moves the stock (a sale, a replenishment, an adjustment).

/** An aisle as the ledger reads it. */
export type AisleRow = {
  id: number;
  tenantId: number;
  organId: number;
  organPath: string;
  deviceId: number;
  aisleCode: string;
  itemId: number | null;
  price: number;
  maxCapacity: number;
  currentCapacity: number;
  status: number;
};

export type AisleMove = {
  aisleId: number;
  /** Positive in, negative out. */
  delta: number;
  reason: number;
  /** The replenishment's number, or the device's sale number. */
  formNo: string | null;
  /** Who: a user's name, or `device:<code>`. */
  by: string;
  nowMs: number;
  /** The field a refusal names (the aisle's id on a document, its code on a device's call). */
  field: string;
};

/** `lowStock` as the stock `current` (an SQL expression) makes it. */
const lowStockOf = (current: ReturnType<typeof sql>) =>
  sql<number>`case when item_id is not null and (${current}) * 100 < max_capacity * ${AISLE_LOW_STOCK_PERCENT} then 1 else 0 end`;

export const aisleOf = async (trx: Db, aisleId: number): Promise<AisleRow | undefined> =>
  (await untyped(trx)
    .selectFrom('deviceAisle')
    .selectAll()
    .where('id', '=', aisleId)
    .executeTakeFirst()) as AisleRow | undefined;

/**
 * Moves an aisle's stock and writes its ledger row. Below zero is refused (400
 * `vending.aisleEmpty`), above capacity too (400 `vending.overCapacity`), naming `field`, and
 * nothing changes. Answers the aisle after the move and the stock before it.
 */
export const postAisleStock = async (
  trx: Db,
  move: AisleMove,
): Promise<{ aisle: AisleRow; before: number }> => {
  const { aisleId, delta } = move;
  const date = formatDateTime(move.nowMs);
  const after = sql`current_capacity + ${delta}`;
  const aisle = (await untyped(trx)
    .updateTable('deviceAisle')
    .set({
      currentCapacity: after,
      lowStock: lowStockOf(after),
      updateBy: move.by,
      updateDate: date,
    })
    .where('id', '=', aisleId)
    .where(sql<boolean>`${after} >= 0`)
    .where(sql<boolean>`${after} <= max_capacity`)
    .returningAll()
    .executeTakeFirst()) as AisleRow | undefined;
  if (!aisle) {
    const now = await aisleOf(trx, aisleId);
    const values = {
      aisle: now?.aisleCode ?? String(aisleId),
      current: String(now?.currentCapacity ?? 0),
      max: String(now?.maxCapacity ?? 0),
      wanted: String(Math.abs(delta)),
    };
    throw delta < 0
      ? new AppError(400, 'vending.aisleEmpty', { field: move.field, values })
      : new AppError(400, 'vending.overCapacity', { field: move.field, values });
  }
  const before = aisle.currentCapacity - delta;
  await untyped(trx)
    .insertInto('deviceAisleStockLog')
    .values({
      tenantId: aisle.tenantId,
      organId: aisle.organId,
      organPath: aisle.organPath,
      deviceId: aisle.deviceId,
      aisleId: aisle.id,
      aisleCode: aisle.aisleCode,
      itemId: aisle.itemId,
      reason: move.reason,
      formNo: move.formNo,
      beforeQuantity: before,
      quantity: delta,
      afterQuantity: aisle.currentCapacity,
      createBy: move.by,
      createDate: date,
      updateBy: move.by,
      updateDate: date,
    })
    .execute();
  return { aisle, before };
};
