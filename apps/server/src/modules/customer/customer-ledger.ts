import type { Db } from '../../db/database';
import { untyped } from '../../scope/scoped-db';

// The customers' balances (points, experience) and their ledgers: a balance changes only here,
// with its ledger row (the change and the balance after) in the same transaction. A balance never
// goes below zero: a deduction either applies only while the balance covers it (`refuse`: the
// caller is told, nothing is written) or takes what there is (`clamp`: a reversal of what an order
// earned, which must not block its refund; the row records what was really taken).

/** The customer columns a ledger row copies (its owner). */
export type LedgerCustomer = {
  id: number;
  tenantId: number;
  organId: number;
  organPath: string;
  point: number;
  experience: number;
  levelId: number | null;
};

type LedgerShape = { table: string; balance: 'point' | 'experience'; total: string };

export const LEDGERS = {
  point: { table: 'customerPointRecord', balance: 'point', total: 'totalPoint' },
  experience: {
    table: 'customerExperienceRecord',
    balance: 'experience',
    total: 'totalExperience',
  },
} as const satisfies Record<string, LedgerShape>;

export type LedgerName = keyof typeof LEDGERS;

export type Posting = {
  customerId: number;
  /** The change: + adds, − takes. */
  delta: number;
  bizType: number;
  bizId?: string | null;
  title: string;
  /** The client's key that makes an adjustment happen once (points only). */
  requestKey?: string | null;
  /** Below zero: `refuse` (answers undefined, nothing written) or `clamp` to what there is. */
  floor: 'refuse' | 'clamp';
  by: string;
  date: string;
};

/** The customer's row as the ledgers read it (undefined: no such customer). */
export const customerRow = async (db: Db, id: number) =>
  (await untyped(db).selectFrom('customer').selectAll().where('id', '=', id).executeTakeFirst()) as
    LedgerCustomer | undefined;

/**
 * Moves one balance of a customer and writes its ledger row; answers the customer after, or
 * undefined when a `refuse` deduction was larger than the balance. A zero change (nothing left to
 * take) writes nothing and answers the customer as it is.
 */
export const post = async (
  trx: Db,
  name: LedgerName,
  posting: Posting,
): Promise<LedgerCustomer | undefined> => {
  const ledger = LEDGERS[name];
  const before = await customerRow(trx, posting.customerId);
  if (!before) return undefined;
  const delta =
    posting.floor === 'clamp' ? Math.max(posting.delta, -before[ledger.balance]) : posting.delta;
  if (delta === 0) return before;
  // Guarded: the balance after is never below zero, whatever ran meanwhile.
  const after = (await untyped(trx)
    .updateTable('customer')
    .set((eb) => ({ [ledger.balance]: eb(ledger.balance, '+', delta) }))
    .where('id', '=', posting.customerId)
    .where((eb) => eb(eb(ledger.balance, '+', delta), '>=', 0))
    .returningAll()
    .executeTakeFirst()) as LedgerCustomer | undefined;
  if (!after) {
    if (posting.floor === 'refuse') return undefined;
    // Taken meanwhile: take what there is now.
    return post(trx, name, {
      ...posting,
      delta: -(await customerRow(trx, before.id))![ledger.balance],
    });
  }
  await untyped(trx)
    .insertInto(ledger.table)
    .values({
      tenantId: after.tenantId,
      organId: after.organId,
      organPath: after.organPath,
      customerId: after.id,
      bizType: posting.bizType,
      bizId: posting.bizId ?? null,
      title: posting.title.slice(0, 200),
      [ledger.balance]: delta,
      [ledger.total]: after[ledger.balance],
      ...(name === 'point' ? { requestKey: posting.requestKey ?? null } : {}),
      createBy: posting.by,
      createDate: posting.date,
      updateBy: posting.by,
      updateDate: posting.date,
    })
    .execute();
  return after;
};

/** The net of a customer's ledger rows of one business record (an order's number). */
export const netOf = async (
  trx: Db,
  name: LedgerName,
  customerId: number,
  bizId: string,
  bizTypes: readonly number[],
): Promise<number> => {
  const ledger = LEDGERS[name];
  const row = (await untyped(trx)
    .selectFrom(ledger.table)
    .select((eb) => eb.fn.sum(ledger.balance).as('net'))
    .where('customerId', '=', customerId)
    .where('bizId', '=', bizId)
    .where('bizType', 'in', bizTypes)
    .executeTakeFirst()) as { net: number | string | null } | undefined;
  return Number(row?.net ?? 0);
};
