import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { idSchema } from '../api/owned';
import { pageQuerySchema } from '../api/paging';

// Statements per store and per vending device (docs/payments.md): over a range of days, what
// the caller's pay orders took (paid that day, refunded since or not), what refunds gave back
// (succeeded that day) and the net, in integer cents, from the pay and refund rows themselves.

/** A statement covers at most this many days. */
export const PAY_STATEMENT_MAX_DAYS = 366;
export const PAY_STATEMENT_GROUPS = ['store', 'device'] as const;
export const PAY_STATEMENT_AUTHORITY = 'PAY_STATEMENT_LIST';

const day = z
  .string({ error: 'required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid' })
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), { error: 'invalid' });

export const payStatementFilterSchema = z.object({
  /** First and last day (`YYYY-MM-DD`, both included, at most 366 days). */
  from: day,
  to: day,
  /** One row per store (orders without one together), or per device (orders without one too). */
  by: z.enum(PAY_STATEMENT_GROUPS, { error: 'invalid' }),
  storeId: idSchema.nullable().optional(),
  mchNo: z.string().max(64).nullable().optional(),
});
export type PayStatementFilter = z.infer<typeof payStatementFilterSchema>;

const sums = {
  payCount: z.number().int(),
  payAmount: z.number().int(),
  refundCount: z.number().int(),
  refundAmount: z.number().int(),
  /** payAmount − refundAmount (below zero on days of refunds only). */
  netAmount: z.number().int(),
};

export const payStatementRowSchema = z.object({
  /** `store:<id>` or `device:<id>`; `store:none`, `device:none` for orders without one. */
  key: z.string(),
  storeId: z.number().int().nullable(),
  storeName: z.string().nullable(),
  deviceId: z.number().int().nullable(),
  deviceCode: z.string().nullable(),
  deviceName: z.string().nullable(),
  ...sums,
});
export type PayStatementRow = z.infer<typeof payStatementRowSchema>;

export const payStatementTotalSchema = z.object(sums);
export type PayStatementTotal = z.infer<typeof payStatementTotalSchema>;

export const payStatementEndpoints = {
  list: defineEndpoint({
    method: 'POST',
    path: '/api/payment/pay-statement/list',
    summary:
      'Paid, refunded and net cents per store or per vending device over a range of days, from the caller’s pay and refund orders',
    access: { authority: PAY_STATEMENT_AUTHORITY },
    isolation: { owned: 'pay_order' },
    query: pageQuerySchema,
    body: payStatementFilterSchema,
    kind: 'paged',
    response: payStatementRowSchema,
  }),
  total: defineEndpoint({
    method: 'POST',
    path: '/api/payment/pay-statement/total',
    summary: 'The sums of a statement’s rows (the same filter as the list)',
    access: { authority: PAY_STATEMENT_AUTHORITY },
    isolation: { owned: 'pay_order' },
    body: payStatementFilterSchema,
    kind: 'envelope',
    response: payStatementTotalSchema,
  }),
} as const;
