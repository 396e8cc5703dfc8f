import type { Db } from '../../db/database';
import { untyped } from '../../scope/scoped-db';
import { writeStateLog } from '../../resources/state-log';

// The state log of orders and after-sales (the registry's `state_log`, so the console's History
// shows the shoppers' and the system's steps beside the staff's): who, when, from, to, remark.

export type Owner = { tenantId: number; organId: number; organPath: string };

export const writeOrderLog = async (
  trx: Db,
  entry: {
    owner: Owner;
    resource: 'order' | 'refund' | 'orderInvoice';
    recordId: number;
    action: string;
    from: number;
    to: number;
    /** `customer:<id>`, `system`, `channel:<ifCode>` or a user name. */
    by: string;
    date: string;
    remark?: string | null;
  },
): Promise<void> => {
  await writeStateLog(trx, entry);
};

/**
 * Moves an order or after-sale from one state to another if it is still there (compare-and-set),
 * setting more columns with it, and logs the step; answers false when someone moved it first.
 */
export const moveRecord = async (
  trx: Db,
  table: 'tradeOrder' | 'tradeAfterSale',
  row: Owner & { id: number },
  step: {
    from: number;
    to: number;
    action: string;
    by: string;
    date: string;
    remark?: string | null;
    set?: Record<string, unknown>;
  },
): Promise<boolean> => {
  const moved = await untyped(trx)
    .updateTable(table)
    .set({ status: step.to, ...step.set, updateBy: step.by, updateDate: step.date })
    .where('id', '=', row.id)
    .where('status', '=', step.from)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return false;
  await writeOrderLog(trx, {
    owner: row,
    resource: table === 'tradeOrder' ? 'order' : 'refund',
    recordId: row.id,
    action: step.action,
    from: step.from,
    to: step.to,
    by: step.by,
    date: step.date,
    remark: step.remark ?? null,
  });
  return true;
};
