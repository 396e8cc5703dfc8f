import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { idSchema } from '../api/owned';
import { textKey } from '../api/request-fields';
import { requiredTextOf, textOf } from '../api/text';
import { PAY_AMOUNT_MAX, TRANSFER_AMOUNT_MAX, TRANSFER_ENTRY_TYPES } from './payment-menu';

// The merchant API (docs/payments.md): public routes, each call signed by the app with its
// secret (X-App-Id, X-Timestamp, X-Nonce, X-Signature over method, path, timestamp, nonce and
// the body's SHA-256). Refused calls (401) change nothing. And the channels' notifications.

/**
 * The headers of a merchant call. Optional in the schema so that a call without them is a 401
 * saying what is wrong, not a 400.
 */
export const payHeadersSchema = z.object({
  'x-app-id': textOf(128).optional(),
  'x-timestamp': textOf(128).optional(),
  'x-nonce': textOf(128).optional(),
  'x-signature': textOf(128).optional(),
});

const MCH_NO = /^[A-Za-z0-9_-]{1,64}$/;

/** An amount in cents: a positive whole number up to the limit. */
const amountSchema = z
  .number({ error: 'required' })
  .int({ error: 'invalid' })
  .min(1, { error: 'tooSmall' })
  .max(PAY_AMOUNT_MAX, { error: 'tooBig' });

const httpUrl = textOf(255).regex(/^https?:\/\/\S+$/, { error: 'invalid' });

export const unifiedOrderSchema = z.object({
  mchOrderNo: requiredTextOf(64).regex(MCH_NO, { error: 'invalid' }),
  wayCode: requiredTextOf(20),
  amount: amountSchema,
  currency: z.literal('cny', { error: 'invalid' }).optional(),
  subject: requiredTextOf(128),
  notifyUrl: httpUrl.nullable().optional(),
  clientIp: textOf(64).nullable().optional(),
  /** Minutes until an unpaid order closes (default 30, at most a day). */
  expiredMinutes: z.number().int({ error: 'invalid' }).min(1).max(1440).optional(),
  /** 1: once paid, divided among the merchant's auto-division group (default 0: not divided). */
  divisionMode: z.union([z.literal(0), z.literal(1)], { error: 'invalid' }).optional(),
  /** The store and vending device (inner code) the payment is taken at. */
  storeId: idSchema.nullable().optional(),
  deviceCode: textOf(32).nullable().optional(),
  /** The payer: `openid` (WX_JSAPI, WX_LITE), `buyerId` (ALI_JSAPI, ALI_LITE). */
  channelExtra: z
    // A provider's id of the payer (text), not a row id of ours.
    .object({ openid: textOf(128).optional(), buyerId: textKey(textOf(64)).optional() })
    .optional(),
});

/** One of the two numbers of an order: the server's or the merchant's. */
const orderRef = {
  payOrderId: textKey(textOf(32)).nullable().optional(),
  mchOrderNo: textOf(64).nullable().optional(),
};
export const payOrderRefSchema = z.object(orderRef);

export const refundSchema = z.object({
  ...orderRef,
  mchRefundNo: requiredTextOf(64).regex(MCH_NO, { error: 'invalid' }),
  refundAmount: amountSchema,
  reason: requiredTextOf(255),
  /** Where the refund's outcome is notified (default: the pay order's notifyUrl). */
  notifyUrl: httpUrl.nullable().optional(),
});

export const refundRefSchema = z.object({
  refundOrderId: textKey(textOf(32)).nullable().optional(),
  mchRefundNo: textOf(64).nullable().optional(),
});

export const transferSchema = z.object({
  mchTransferNo: requiredTextOf(64).regex(MCH_NO, { error: 'invalid' }),
  /** The interface that pays it out (`sandbox`): one of the app's, enabled. */
  ifCode: requiredTextOf(20),
  entryType: z.enum(TRANSFER_ENTRY_TYPES, { error: 'invalid' }),
  amount: z
    .number({ error: 'required' })
    .int({ error: 'invalid' })
    .min(1, { error: 'tooSmall' })
    .max(TRANSFER_AMOUNT_MAX, { error: 'tooBig' }),
  currency: z.literal('cny', { error: 'invalid' }).optional(),
  accountNo: requiredTextOf(64),
  accountName: textOf(64).nullable().optional(),
  bankName: textOf(64).nullable().optional(),
  transferDesc: requiredTextOf(128),
  notifyUrl: httpUrl.nullable().optional(),
});

export const transferRefSchema = z.object({
  transferId: textKey(textOf(32)).nullable().optional(),
  mchTransferNo: textOf(64).nullable().optional(),
});

export const transferAnswerSchema = z.object({
  transferId: z.string(),
  mchNo: z.string(),
  appId: z.string(),
  mchTransferNo: z.string(),
  ifCode: z.string(),
  entryType: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  accountNo: z.string(),
  accountName: z.string().nullable(),
  state: z.number().int(),
  channelOrderNo: z.string().nullable(),
  errMsg: z.string().nullable(),
  successTime: z.string().nullable(),
  createDate: z.string().nullable(),
});

/** A pay order as the merchant API answers it. */
export const payOrderAnswerSchema = z.object({
  payOrderId: z.string(),
  mchNo: z.string(),
  appId: z.string(),
  mchOrderNo: z.string(),
  wayCode: z.string(),
  ifCode: z.string().nullable(),
  amount: z.number().int(),
  refundAmount: z.number().int(),
  currency: z.string(),
  subject: z.string(),
  state: z.number().int(),
  channelOrderNo: z.string().nullable(),
  errMsg: z.string().nullable(),
  expiredTime: z.string().nullable(),
  successTime: z.string().nullable(),
  createDate: z.string().nullable(),
  /** What the payer needs to pay (a QR code's content, a prepay id), when the channel gave one. */
  payData: z.record(z.string(), z.string()).nullable(),
  divisionMode: z.number().int(),
  divisionAmount: z.number().int(),
});

export const refundAnswerSchema = z.object({
  refundOrderId: z.string(),
  payOrderId: z.string(),
  mchRefundNo: z.string(),
  payAmount: z.number().int(),
  refundAmount: z.number().int(),
  currency: z.string(),
  state: z.number().int(),
  reason: z.string(),
  channelOrderNo: z.string().nullable(),
  errMsg: z.string().nullable(),
  successTime: z.string().nullable(),
});

const merchantCall = <B extends z.ZodType, R extends z.ZodType>(
  name: string,
  summary: string,
  body: B,
  response: R,
) =>
  defineEndpoint({
    method: 'POST',
    path: `/api/pay/${name}`,
    summary: `${summary} (signed by the app)`,
    access: 'public',
    isolation: 'public',
    publicLimit: 'payments',
    headers: payHeadersSchema,
    body,
    kind: 'envelope',
    response,
  });

/** The merchant API. */
export const payApiEndpoints = {
  unifiedOrder: merchantCall(
    'unified-order',
    'Create a pay order (idempotent on mchOrderNo)',
    unifiedOrderSchema,
    payOrderAnswerSchema,
  ),
  query: merchantCall('query', 'A pay order of the app', payOrderRefSchema, payOrderAnswerSchema),
  close: merchantCall(
    'close',
    'Close an unpaid pay order',
    payOrderRefSchema,
    payOrderAnswerSchema,
  ),
  refund: merchantCall(
    'refund',
    'Refund a paid order (idempotent on mchRefundNo)',
    refundSchema,
    refundAnswerSchema,
  ),
  refundQuery: merchantCall(
    'refund-query',
    'A refund order of the app',
    refundRefSchema,
    refundAnswerSchema,
  ),
  transfer: merchantCall(
    'transfer',
    'Pay out to a card or wallet (idempotent on mchTransferNo)',
    transferSchema,
    transferAnswerSchema,
  ),
  transferQuery: merchantCall(
    'transfer-query',
    'A transfer order of the app',
    transferRefSchema,
    transferAnswerSchema,
  ),
} as const;

/** The headers of a sandbox channel notification (signed with the channel's key). */
export const channelNotifyHeadersSchema = z.object({
  'x-channel-timestamp': textOf(128).optional(),
  'x-channel-nonce': textOf(128).optional(),
  'x-channel-signature': textOf(128).optional(),
});

/** The sandbox channel's notification of a payment's outcome. */
export const sandboxNotifySchema = z.object({
  payOrderId: textKey(textOf(32)),
  channelOrderNo: textOf(64),
  amount: z.number().int(),
  result: z.enum(['success', 'failed']),
  paidAt: z.number().int(),
});

/** Channels' notifications: public, each verified by its channel's signature. */
export const payNotifyEndpoints = {
  sandbox: defineEndpoint({
    method: 'POST',
    path: '/api/pay/notify/sandbox',
    summary: 'The sandbox’s notification',
    access: 'public',
    isolation: 'public',
    publicLimit: 'payments',
    headers: channelNotifyHeadersSchema,
    body: sandboxNotifySchema,
    kind: 'envelope',
    response: z.object({ result: z.enum(['SUCCESS', 'DUPLICATE', 'IGNORED']) }),
  }),
  /**
   * Alipay's (an RSA2-signed form) and WeChat Pay v3's (signed, AES-256-GCM sealed), at
   * `/api/pay/notify/{alipay | wxpay}/<payOrderId>`, answered as each expects.
   */
  provider: defineEndpoint({
    method: 'POST',
    path: '/api/pay/notify/:ifCode/:payOrderId',
    summary: 'A provider’s notification',
    access: 'public',
    isolation: 'public',
    publicLimit: 'payments',
    kind: 'raw',
    params: z.object({
      ifCode: requiredTextOf(32),
      payOrderId: textKey(requiredTextOf(32)),
    }),
  }),
} as const;

/** An app's new secret, answered once to whoever issued it. */
export const mchAppSecretSchema = z.object({
  id: z.number().int(),
  appId: z.string(),
  secret: z.string(),
});

/** Console calls about an app's secret (never part of an app record). */
export const mchAppSecretEndpoints = {
  rotate: defineEndpoint({
    method: 'POST',
    path: '/api/payment/mch-app/rotate-secret',
    summary: 'Issue an app’s new secret (answered once)',
    access: { authority: 'MCH_APP_EDIT' },
    isolation: { owned: 'pay_mch_app' },
    body: z.object({ id: idSchema }),
    kind: 'envelope',
    response: mchAppSecretSchema,
  }),
} as const;
