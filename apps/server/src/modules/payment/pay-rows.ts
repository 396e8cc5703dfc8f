import type { Db } from '../../db/database';
import type { Scope } from '../../scope/scope';
import { findOwnedOr404, type OwnedTable } from '../../scope/scoped-db';

// The payment module's rows and outcomes, shared by its services (payment.service.ts,
// refund-orders.ts, channel-notify.ts) and by the modules that follow payments.

export type Row = Record<string, unknown> & { id: number };
export type PayOrderRow = Row & {
  payOrderId: string;
  mchNo: string;
  appId: string;
  mchAppId: number;
  mchOrderNo: string;
  wayCode: string;
  ifCode: string | null;
  amount: number;
  refundAmount: number;
  mchFeeAmount: number;
  divisionMode: number;
  divisionAmount: number;
  currency: string;
  subject: string;
  state: number;
  channelOrderNo: string | null;
  errMsg: string | null;
  expiredTime: string | null;
  expiredAt: number | string | null;
  successTime: string | null;
  createDate: string | null;
  payData: string | null;
  notifyUrl: string | null;
  tenantId: number;
  organId: number;
  organPath: string;
};
export type RefundRow = Row & {
  refundOrderId: string;
  payOrderId: number;
  mchRefundNo: string;
  payAmount: number;
  refundAmount: number;
  currency: string;
  state: number;
  reason: string;
  notifyUrl: string | null;
  channelOrderNo: string | null;
  errMsg: string | null;
  successTime: string | null;
  tenantId: number;
  organId: number;
  organPath: string;
};

export const ORDER = 'pay_order';
export const REFUND = 'pay_refund_order';

/** An outcome of a pay order (paid, failed, closed) or of a refund (succeeded, failed). */
export type PayOutcome =
  { type: 'pay'; order: PayOrderRow } | { type: 'refund'; refund: RefundRow; order: PayOrderRow };

/**
 * Told of every outcome in the transaction that records it (the storefront's orders follow
 * their payments so): a listener that throws undoes the outcome with it.
 */
export type PayOutcomeListener = (trx: Db, outcome: PayOutcome, now: number) => Promise<void>;

/** A merchant's reference to one of its orders: the platform's number or its own. */
export type OrderRef = {
  payOrderId?: string | null | undefined;
  mchOrderNo?: string | null | undefined;
};

/**
 * Moves an order from one of `from` to `to` (compare-and-set, one state-log row); answers the
 * state it left, or undefined when it was in none of them.
 */
export type MoveOrder = (
  trx: Db,
  order: PayOrderRow,
  from: readonly number[],
  to: number,
  action: string,
  who: string,
  now: number,
  set?: Record<string, unknown>,
) => Promise<number | undefined>;

/** An order by its row id. */
export type OrderById = (trx: Db, id: number) => Promise<PayOrderRow>;

/** A pay order the caller can see (else 404): the console's actions on an order. */
export const ownedPayOrder = async (db: Db, scope: Scope, id: number) =>
  (await findOwnedOr404(db, scope, 'payOrder' as OwnedTable, id)) as unknown as PayOrderRow;
