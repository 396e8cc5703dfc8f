import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { idSchema } from '../api/owned';
import { pageQuerySchema } from '../api/paging';
import { requiredTextOf, textOf } from '../api/text';

// Statements per store and per vending device (docs/payments.md): over a range of days, what
// the caller's pay orders took (paid that day, refunded since or not), what refunds gave back
// (succeeded that day) and the net, in integer cents, from the pay and refund rows themselves.

/** A statement covers at most this many days. */
export const PAY_STATEMENT_MAX_DAYS = 366;
export const PAY_STATEMENT_AUTHORITY = 'PAY_STATEMENT_LIST';

const day = requiredTextOf(10).regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid' });

export const payStatementFilterSchema = z.object({
  /** First and last day (`YYYY-MM-DD`, both included, at most 366 days). */
  from: day,
  to: day,
  /** One row per store (orders without one together), or per device (orders without one too). */
  by: z.enum(['store', 'device'], { error: 'invalid' }),
  storeId: idSchema.nullable().optional(),
  mchNo: textOf(64).nullable().optional(),
});
export type PayStatementFilter = z.infer<typeof payStatementFilterSchema>;

const int = z.number().int();
const id = int.nullable();
const name = z.string().nullable();

/** A row: `key` is `store:<id>` or `device:<id>` (`…:none` for orders without one). */
export const payStatementRowSchema = z.object({
  key: z.string(),
  storeId: id,
  storeName: name,
  deviceId: id,
  deviceCode: name,
  deviceName: name,
  payCount: int,
  payAmount: int,
  refundCount: int,
  refundAmount: int,
  /** payAmount − refundAmount (below zero on days of refunds only). */
  netAmount: int,
});
export type PayStatementRow = z.infer<typeof payStatementRowSchema>;
/** The sums a statement adds up. */
export type PayStatementTotal = Pick<
  PayStatementRow,
  'payCount' | 'payAmount' | 'refundCount' | 'refundAmount' | 'netAmount'
>;

export const payStatementEndpoints = {
  list: defineEndpoint({
    method: 'POST',
    path: '/api/payment/pay-statement/list',
    summary: 'Statements per store or device',
    access: { authority: PAY_STATEMENT_AUTHORITY },
    isolation: { owned: 'pay_order' },
    query: pageQuerySchema,
    body: payStatementFilterSchema,
    kind: 'paged',
    response: payStatementRowSchema,
  }),
} as const;
