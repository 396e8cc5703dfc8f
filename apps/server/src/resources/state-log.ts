import type { Db } from '../db/database';
import { formatDateTime } from '../lib/date-time';
import type { Scope } from '../scope/scope';
import { untyped } from '../scope/scoped-db';

// The state log (table `state_log`): one row per state change of a record of any resource —
// registry transitions, the domains' own moves (orders, payments, devices, the clocks) — which
// the console's History shows: who, when, from, to, remark. Every writer goes through here.

/** The owner columns a logged record carries. */
export type StateLogOwner = { tenantId: number; organId: number; organPath: string };

export type StateLogEntry = {
  owner: StateLogOwner;
  /** The registry key the History reads it under (`order`, `payOrder`, `deviceCommand`). */
  resource: string;
  recordId: number;
  action: string;
  from: number;
  to: number;
  /** A user name, or `customer:<id>`, `device:<code>`, `channel:<ifCode>`, `system`. */
  by: string;
  /** The time, as `formatDateTime` writes it. */
  date: string;
  remark?: string | null;
};

/** The owner columns of a record read as a generic row (a registry record). */
export const ownerOfRow = (row: Record<string, unknown>): StateLogOwner => ({
  tenantId: Number(row.tenantId),
  organId: Number(row.organId),
  organPath: String(row.organPath),
});

/** Who and when of a console user's step. */
export const stampOf = (scope: Scope): { by: string; date: string } => ({
  by: scope.userName,
  date: formatDateTime(scope.nowMs),
});

/** Writes one state change, in the transaction that made it. */
export const writeStateLog = async (trx: Db, entry: StateLogEntry): Promise<void> => {
  await untyped(trx)
    .insertInto('state_log')
    .values({
      tenantId: entry.owner.tenantId,
      organId: entry.owner.organId,
      organPath: entry.owner.organPath,
      resource: entry.resource,
      recordId: entry.recordId,
      action: entry.action,
      fromState: entry.from,
      toState: entry.to,
      remark: entry.remark?.slice(0, 500) ?? null,
      createBy: entry.by,
      createDate: entry.date,
      updateBy: entry.by,
      updateDate: entry.date,
    })
    .execute();
};
