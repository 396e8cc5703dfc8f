import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Scope } from '../../scope/scope';
import { createdStamp } from '../../scope/scope';
import { untyped } from '../../scope/scoped-db';

// The inventory ledger: stock on hand per warehouse and item changes only here, by a guarded
// update that never takes it below zero (a CHECK constraint is the last wall) and one ledger row
// with before, change and after — so on hand always equals the sum of the item's ledger rows.
// Callers run it inside the transaction of the document that moves the stock.

/** Who owns the stock: the warehouse's owner. */
export type StockOwner = { tenantId: number; organId: number; organPath: string };

export type StockMove = {
  warehouse: StockOwner & { id: number };
  itemId: number;
  /** Positive in, negative out. */
  delta: number;
  moveType: number;
  formNo: string | null;
};

/** On hand now (0 when the item was never in this warehouse). */
export const onHand = async (trx: Db, warehouseId: number, itemId: number): Promise<number> => {
  const row = (await untyped(trx)
    .selectFrom('wms_inventory')
    .select('quantity')
    .where('warehouseId', '=', warehouseId)
    .where('itemId', '=', itemId)
    .executeTakeFirst()) as { quantity: number } | undefined;
  return row?.quantity ?? 0;
};

const itemName = async (trx: Db, itemId: number): Promise<string> => {
  const row = (await untyped(trx)
    .selectFrom('wms_item')
    .select(['name', 'itemNo'])
    .where('id', '=', itemId)
    .executeTakeFirst()) as { name: string; itemNo: string } | undefined;
  return row ? `${row.name} (${row.itemNo})` : String(itemId);
};

/**
 * Moves stock and writes its ledger row; a move that would leave less than zero is refused
 * (400 `stock.short` naming the item, what is on hand and what was wanted) and changes nothing.
 */
export const postStock = async (trx: Db, scope: Scope, move: StockMove): Promise<number> => {
  const { warehouse, itemId, delta } = move;
  const stamp = createdStamp(scope);
  // Stock and its ledger belong to the warehouse's owner.
  const owned = {
    tenantId: warehouse.tenantId,
    organId: warehouse.organId,
    organPath: warehouse.organPath,
    warehouseId: warehouse.id,
    itemId,
    ...stamp,
  };
  // The balance row exists before it is updated (a repeat does nothing).
  await untyped(trx)
    .insertInto('wms_inventory')
    .values({ ...owned, quantity: 0 })
    .onConflict((oc) => oc.columns(['warehouseId', 'itemId']).doNothing())
    .execute();
  const updated = (await untyped(trx)
    .updateTable('wms_inventory')
    .set((eb) => ({
      quantity: eb('quantity', '+', delta),
      updateBy: stamp.updateBy,
      updateDate: stamp.updateDate,
    }))
    .where('warehouseId', '=', warehouse.id)
    .where('itemId', '=', itemId)
    .where((eb) => eb(eb('quantity', '+', delta), '>=', 0))
    .returning('quantity')
    .executeTakeFirst()) as { quantity: number } | undefined;
  if (!updated)
    throw new AppError(400, 'stock.short', {
      field: 'itemId',
      values: {
        item: await itemName(trx, itemId),
        onHand: String(await onHand(trx, warehouse.id, itemId)),
        wanted: String(-delta),
      },
    });
  await untyped(trx)
    .insertInto('wms_inventory_history')
    .values({
      ...owned,
      moveType: move.moveType,
      formNo: move.formNo,
      beforeQuantity: updated.quantity - delta,
      quantity: delta,
      afterQuantity: updated.quantity,
    })
    .execute();
  return updated.quantity;
};
