import type { InventoryCheckReport } from '@retail/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { AnySelect } from '../../resources/crud';
import type { Scope } from '../../scope/scope';
import { type OwnedTable, scoped } from '../../scope/scoped-db';

// The report that the inventory ledger agrees: every stock row the caller can see, its on-hand
// against the sum of its ledger rows, and how many are below their item's safety stock.

type Checked = {
  id: number;
  warehouseId: number;
  itemId: number;
  quantity: number;
  safetyStock: number | string | null;
  ledgerSum: number | string | null;
};

export const inventoryCheck = async (
  db: Db,
  scope: Scope,
  warehouseId?: number | null,
): Promise<InventoryCheckReport> => {
  let query = (scoped(db, scope).selectFrom('wmsInventory' as OwnedTable) as unknown as AnySelect)
    .select([
      'id',
      'warehouseId',
      'itemId',
      'quantity',
      sql<number>`(select i.safety_stock from wms_item i where i.id = wms_inventory.item_id)`.as(
        'safetyStock',
      ),
      sql<number>`(select coalesce(sum(h.quantity), 0) from wms_inventory_history h
        where h.warehouse_id = wms_inventory.warehouse_id
          and h.item_id = wms_inventory.item_id)`.as('ledgerSum'),
    ])
    .orderBy('id');
  if (warehouseId) query = query.where('warehouseId', '=', warehouseId);
  const rows = ((await query.execute()) as Checked[]).map((row) => ({
    ...row,
    safetyStock: Number(row.safetyStock ?? 0),
    ledgerSum: Number(row.ledgerSum ?? 0),
  }));
  const disagreeing = rows
    .filter((row) => row.ledgerSum !== row.quantity)
    .map((row) => ({
      inventoryId: row.id,
      warehouseId: row.warehouseId,
      itemId: row.itemId,
      quantity: row.quantity,
      ledgerSum: row.ledgerSum,
    }));
  return {
    rows: rows.length,
    belowSafety: rows.filter((row) => row.quantity < row.safetyStock).length,
    quantity: rows.reduce((sum, row) => sum + row.quantity, 0),
    ledgerSum: rows.reduce((sum, row) => sum + row.ledgerSum, 0),
    agrees: disagreeing.length === 0,
    disagreeing,
  };
};
