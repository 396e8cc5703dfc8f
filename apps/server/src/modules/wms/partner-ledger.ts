import { ACCOUNT_ENTRY } from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Scope } from '../../scope/scope';
import { createdStamp } from '../../scope/scope';
import { findOwnedOr404, type OwnedTable, untyped } from '../../scope/scoped-db';

// Partner accounts: a supplier's payable and a customer's receivable move only here, each
// change with a row of the partner's account (before, amount, after). A settlement never takes
// the balance below zero.

export type PartnerKind = 'supplier' | 'customer';

const TABLES: Record<PartnerKind, { partner: string; account: string; column: string }> = {
  supplier: { partner: 'wmsSupplier', account: 'wmsSupplierAccount', column: 'supplierId' },
  customer: { partner: 'wmsCustomer', account: 'wmsCustomerAccount', column: 'wmsCustomerId' },
};

const yuan = (cents: number) => (cents / 100).toFixed(2);

export type AccountEntry = {
  kind: PartnerKind;
  partnerId: number;
  /** Positive accrues, negative settles. */
  amount: number;
  formNo: string | null;
  remark: string | null;
};

/** Moves a partner's balance and writes the account row; answers the partner row after. */
export const postAccount = async (trx: Db, scope: Scope, entry: AccountEntry) => {
  const tables = TABLES[entry.kind];
  const partner = await findOwnedOr404(trx, scope, tables.partner as OwnedTable, entry.partnerId);
  const stamp = createdStamp(scope);
  const updated = (await untyped(trx)
    .updateTable(tables.partner)
    .set((eb) => ({
      balance: eb('balance', '+', entry.amount),
      updateBy: stamp.updateBy,
      updateDate: stamp.updateDate,
    }))
    .where('id', '=', entry.partnerId)
    .where((eb) => eb(eb('balance', '+', entry.amount), '>=', 0))
    .returningAll()
    .executeTakeFirst()) as ({ balance: number } & Record<string, unknown>) | undefined;
  if (!updated) {
    const now = (await untyped(trx)
      .selectFrom(tables.partner)
      .select('balance')
      .where('id', '=', entry.partnerId)
      .executeTakeFirstOrThrow()) as { balance: number };
    throw new AppError(400, 'wms.overSettled', {
      field: 'amount',
      values: { balance: yuan(now.balance) },
    });
  }
  await untyped(trx)
    .insertInto(tables.account)
    .values({
      tenantId: partner.tenantId,
      organId: partner.organId,
      organPath: partner.organPath,
      [tables.column]: entry.partnerId,
      entryType: entry.amount >= 0 ? ACCOUNT_ENTRY.accrued : ACCOUNT_ENTRY.settled,
      amount: entry.amount,
      previousBalance: updated.balance - entry.amount,
      currentBalance: updated.balance,
      formNo: entry.formNo,
      remark: entry.remark,
      ...stamp,
    })
    .execute();
  return updated;
};
