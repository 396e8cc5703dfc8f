import type { Db } from '../../db/database';
import { formatDateTime } from '../../lib/date-time';
import { untyped } from '../../scope/scoped-db';
import { writeStateLog } from '../../resources/state-log';

// One row of the state log for a payment record changed by the payment module (not by a
// console transition): who (`app:<appId>`, `channel:<ifCode>`, `system`, a console user), when,
// from, to, and a remark.

/** The payment resources whose records the module moves. */
export type PayLogResource =
  | 'payOrder'
  | 'refundOrder'
  | 'payInterfaceConfig'
  | 'mchNotifyRecord'
  | 'transferOrder'
  | 'payOrderDivisionRecord';

/** The owner columns a logged record carries. */
export type OwnedRow = { id: number; tenantId: number; organId: number; organPath: string };

export const writePayStateLog = async (
  trx: Db,
  row: OwnedRow,
  resource: PayLogResource,
  action: string,
  from: number,
  to: number,
  by: string,
  now: number,
  remark: string | null = null,
) => {
  const date = formatDateTime(now);
  await writeStateLog(trx, {
    owner: row,
    resource,
    recordId: row.id,
    action,
    from: from,
    to: to,
    remark,
    by: by,
    date: date,
  });
};

/** A row of one of the module's tables by id. */
export const rowById = async <T>(trx: Db, table: string, id: number): Promise<T> =>
  (await untyped(trx)
    .selectFrom(table)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow()) as T;

/**
 * Moves a record from `from` to `to` once (a compare-and-set) and logs it; false when the
 * record was not in `from` (someone else moved it first).
 */
export const moveRecord = async (
  trx: Db,
  table: string,
  resource: PayLogResource,
  row: OwnedRow,
  [from, to]: readonly [number, number],
  action: string,
  who: string,
  now: number,
  set: Record<string, unknown> = {},
): Promise<boolean> => {
  const moved = await untyped(trx)
    .updateTable(table)
    .set({ state: to, ...set, updateBy: who, updateDate: formatDateTime(now) })
    .where('id', '=', row.id)
    .where('state', '=', from)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return false;
  await writePayStateLog(trx, row, resource, action, from, to, who, now);
  return true;
};
