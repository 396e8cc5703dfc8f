import type { Db } from '../../db/database';
import { formatDateTime } from '../../lib/date-time';
import { untyped } from '../../scope/scoped-db';

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
  await untyped(trx)
    .insertInto('state_log')
    .values({
      tenantId: row.tenantId,
      organId: row.organId,
      organPath: row.organPath,
      resource,
      recordId: row.id,
      action,
      fromState: from,
      toState: to,
      remark,
      createBy: by,
      createDate: date,
      updateBy: by,
      updateDate: date,
    })
    .execute();
};
