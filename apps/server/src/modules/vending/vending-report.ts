import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { AnySelect } from '../../resources/crud';
import type { Scope } from '../../scope/scope';
import { type OwnedTable, scoped } from '../../scope/scoped-db';

// The report that the aisle stock ledger agrees: every aisle the caller can see, its stock
// against the sum of its ledger rows.

type Checked = {
  id: number;
  deviceId: number;
  aisleCode: string;
  currentCapacity: number;
  lowStock: number;
  ledgerSum: number | string | null;
};

export const aisleStockCheck = async (db: Db, scope: Scope, deviceId?: number | null) => {
  let query = (scoped(db, scope).selectFrom('deviceAisle' as OwnedTable) as unknown as AnySelect)
    .select([
      'id',
      'deviceId',
      'aisleCode',
      'currentCapacity',
      'lowStock',
      sql<number>`(select coalesce(sum(l.quantity), 0) from device_aisle_stock_log l
        where l.aisle_id = device_aisle.id)`.as('ledgerSum'),
    ])
    .orderBy('id');
  if (deviceId) query = query.where('deviceId', '=', deviceId);
  const rows = ((await query.execute()) as Checked[]).map((row) => ({
    ...row,
    ledgerSum: Number(row.ledgerSum ?? 0),
  }));
  const disagreeing = rows
    .filter((row) => row.ledgerSum !== row.currentCapacity)
    .map((row) => ({
      aisleId: row.id,
      deviceId: row.deviceId,
      aisleCode: row.aisleCode,
      currentCapacity: row.currentCapacity,
      ledgerSum: row.ledgerSum,
    }));
  return {
    aisles: rows.length,
    lowStock: rows.filter((row) => row.lowStock === 1).length,
    stock: rows.reduce((sum, row) => sum + row.currentCapacity, 0),
    ledgerSum: rows.reduce((sum, row) => sum + row.ledgerSum, 0),
    agrees: disagreeing.length === 0,
    disagreeing,
  };
};
