import { z } from 'zod';
import { idSchema } from '../api/owned';
import { defineResource } from '../registry/define-resource';
import { choice, integer, money, reference, state, text } from '../registry/fields';
import { DIVISION_MODES } from './division-record.resource';
import { refundSchema } from './pay-api.endpoints';
import {
  PAY_AMOUNT_MAX,
  PAY_DIRECTORY,
  PAY_ORDER_STATE,
  PAY_ORDER_STATES,
  RATE_PPM_MAX,
  REFUND_ORDER_STATES,
} from './payment-menu';

// Pay and refund orders: written only by the merchant API and the channels' notifications
// (apps/server/src/modules/payment), never edited in the console. Amounts are integer cents.

const PAY_STATE_TEXTS = {
  en: {
    '0': 'Created',
    '10': 'Paying',
    '20': 'Paid',
    '30': 'Failed',
    '40': 'Closed',
    '50': 'Refunded',
  },
  zh: {
    '0': '订单生成',
    '10': '支付中',
    '20': '支付成功',
    '30': '支付失败',
    '40': '已关闭',
    '50': '已退款',
  },
  es: {
    '0': 'Creado',
    '10': 'En pago',
    '20': 'Pagado',
    '30': 'Fallido',
    '40': 'Cerrado',
    '50': 'Reembolsado',
  },
} as const;

/** The sandbox payer's answer: pays (the amount it was asked, or another) or refuses. */
export const sandboxPayInput = z.object({
  id: idSchema,
  /** Paid amount in cents (default: the order's); another amount makes a notification the server rejects. */
  amount: z.number().int({ error: 'invalid' }).min(1, { error: 'tooSmall' }).optional(),
  result: z.enum(['success', 'failed'], { error: 'invalid' }).optional(),
});

/**
 * A refund made in the console: part or all of what is left of a paid order, with a reason.
 * The console makes the refund number when its dialog opens, so the same dialog sent twice
 * refunds once (the merchant API's refund, idempotent on it).
 */
export const consoleRefundInput = refundSchema
  .pick({ mchRefundNo: true, refundAmount: true, reason: true })
  .extend({ id: idSchema });

/**
 * Pay orders (unique per app and merchant order number: creating is idempotent on it).
 * `refundAmount` is what refunds took or hold (a refund reserves its amount when it is made and
 * gives it back if the channel refuses it), never above `amount`.
 */
export const payOrderResource = defineResource({
  key: 'payOrder',
  service: 'payment',
  table: 'pay_order',
  scope: 'organ',
  writable: false,
  newestFirst: true,
  createdBetween: true,
  noun: 'Pay orders',
  menu: { directory: PAY_DIRECTORY.code, icon: 'money', after: 'mchPayPassage' },
  fields: {
    payOrderId: text({ max: 32, readOnly: true, filter: true, key: true }),
    mchNo: text({ max: 64, readOnly: true, filter: true }),
    appId: text({ max: 32, readOnly: true, filter: true, key: true }),
    mchAppId: reference('mchApp', { required: true, named: true, filter: true }),
    mchOrderNo: text({ max: 64, required: true, filter: true }),
    wayCode: text({ max: 20, required: true, filter: true }),
    ifCode: text({ max: 20, readOnly: true, filter: true }),
    amount: money({ min: 1, max: PAY_AMOUNT_MAX }),
    currency: text({ max: 3, required: true }),
    subject: text({ max: 128, required: true }),
    state: state(PAY_ORDER_STATES, { initial: 0, editableIn: [], filter: true }),
    refundAmount: money({ readOnly: true }),
    mchFeeRate: integer({
      min: 0,
      max: RATE_PPM_MAX,
      defaultValue: 0,
      readOnly: true,
      list: false,
    }),
    mchFeeAmount: money({ readOnly: true, list: false }),
    divisionMode: choice(DIVISION_MODES, { defaultValue: 0, list: false }),
    divisionAmount: money({ readOnly: true, list: false }),
    channelOrderNo: text({ max: 64, readOnly: true, filter: true }),
    /** Who paid, as the channel names its payer (Alipay's buyer id, WeChat Pay's openid). */
    channelUser: text({ max: 64, readOnly: true, list: false }),
    notifyUrl: text({ max: 255, list: false }),
    clientIp: text({ max: 64, list: false }),
    errMsg: text({ max: 255, readOnly: true, list: false }),
    expiredTime: text({ max: 19, readOnly: true }),
    successTime: text({ max: 19, readOnly: true }),
  },
  defaultSort: [],
  display: 'payOrderId',
  exportable: true,
  // The header of the list: what its filter matches, what was paid (orders paid, refunded
  // since or not) and what refunds took or hold (refunds in progress reserve their amount).
  totals: {
    count: { en: 'Orders', zh: '订单笔数', es: 'Órdenes' },
    sums: {
      paidAmount: {
        field: 'amount',
        states: [PAY_ORDER_STATE.success, PAY_ORDER_STATE.refunded],
        label: { en: 'Paid', zh: '支付金额', es: 'Pagado' },
      },
      refundAmount: {
        field: 'refundAmount',
        label: {
          en: 'Refunds (including in progress)',
          zh: '退款金额（含退款中）',
          es: 'Reembolsos (incluidos en curso)',
        },
      },
    },
  },
  actions: {
    sandboxPay: {
      input: sandboxPayInput,
      authority: 'SANDBOX',
      summary: 'The sandbox payer pays or refuses',
    },
    refund: {
      input: consoleRefundInput,
      authority: 'REFUND',
      summary:
        'Refund part or all of what is left of a paid order, with a reason (idempotent on mchRefundNo)',
      ownButton: true,
    },
  },
  labels: {
    en: {
      title: 'Pay orders',
      fields: {
        payOrderId: 'Pay order no.',
        mchNo: 'Merchant no.',
        appId: 'App ID',
        mchAppId: 'App',
        mchOrderNo: 'Merchant order no.',
        wayCode: 'Pay way',
        ifCode: 'Interface',
        amount: 'Amount',
        currency: 'Currency',
        subject: 'Subject',
        state: 'State',
        refundAmount: 'Refunded',
        mchFeeRate: 'Fee rate (ppm)',
        mchFeeAmount: 'Fee',
        divisionMode: 'Division',
        divisionAmount: 'Divided',
        channelOrderNo: 'Channel order no.',
        channelUser: 'Payer at the channel',
        notifyUrl: 'Notify URL',
        clientIp: 'Client IP',
        errMsg: 'Error',
        expiredTime: 'Expires',
        successTime: 'Paid at',
      },
      options: { state: PAY_STATE_TEXTS.en, divisionMode: { '0': 'None', '1': 'Automatic' } },
      actions: { sandboxPay: 'Sandbox: pay', refund: 'Refund' },
      inputs: { result: 'Result', refundAmount: 'Refund amount', reason: 'Reason' },
      inputOptions: { result: { success: 'Paid', failed: 'Refused' } },
    },
    zh: {
      title: '支付订单',
      fields: {
        payOrderId: '支付订单号',
        mchNo: '商户号',
        appId: '应用 ID',
        mchAppId: '应用',
        mchOrderNo: '商户订单号',
        wayCode: '支付方式',
        ifCode: '支付接口',
        amount: '支付金额',
        currency: '币种',
        subject: '商品标题',
        state: '状态',
        refundAmount: '已退款金额',
        mchFeeRate: '费率 (百万分之)',
        mchFeeAmount: '手续费',
        divisionMode: '分账模式',
        divisionAmount: '已分账金额',
        channelOrderNo: '渠道订单号',
        channelUser: '渠道付款人',
        notifyUrl: '通知地址',
        clientIp: '客户端 IP',
        errMsg: '错误信息',
        expiredTime: '失效时间',
        successTime: '支付成功时间',
      },
      options: { state: PAY_STATE_TEXTS.zh, divisionMode: { '0': '不分账', '1': '自动分账' } },
      actions: { sandboxPay: '沙箱：支付', refund: '退款' },
      inputs: { result: '结果', refundAmount: '退款金额', reason: '退款原因' },
      inputOptions: { result: { success: '支付成功', failed: '拒绝支付' } },
    },
    es: {
      title: 'Órdenes de pago',
      fields: {
        payOrderId: 'N.º de orden de pago',
        mchNo: 'N.º de comercio',
        appId: 'ID de aplicación',
        mchAppId: 'Aplicación',
        mchOrderNo: 'N.º de pedido del comercio',
        wayCode: 'Forma de pago',
        ifCode: 'Interfaz',
        amount: 'Importe',
        currency: 'Moneda',
        subject: 'Concepto',
        state: 'Estado',
        refundAmount: 'Reembolsado',
        mchFeeRate: 'Tasa (ppm)',
        mchFeeAmount: 'Comisión',
        divisionMode: 'Reparto',
        divisionAmount: 'Repartido',
        channelOrderNo: 'N.º de orden del canal',
        channelUser: 'Pagador en el canal',
        notifyUrl: 'URL de notificación',
        clientIp: 'IP del cliente',
        errMsg: 'Error',
        expiredTime: 'Caduca',
        successTime: 'Pagado el',
      },
      options: {
        state: PAY_STATE_TEXTS.es,
        divisionMode: { '0': 'Sin reparto', '1': 'Automático' },
      },
      actions: { sandboxPay: 'Sandbox: pagar', refund: 'Reembolsar' },
      inputs: { result: 'Resultado', refundAmount: 'Importe del reembolso', reason: 'Motivo' },
      inputOptions: { result: { success: 'Pagado', failed: 'Rechazado' } },
    },
  },
});

/** Refund orders (unique per app and merchant refund number: asking again answers the same). */
export const refundOrderResource = defineResource({
  key: 'refundOrder',
  service: 'payment',
  table: 'pay_refund_order',
  scope: 'organ',
  writable: false,
  newestFirst: true,
  createdBetween: true,
  noun: 'Refund orders',
  menu: { directory: PAY_DIRECTORY.code, icon: 'money', after: 'payOrder' },
  fields: {
    refundOrderId: text({ max: 32, readOnly: true, filter: true, key: true }),
    payOrderId: reference('payOrder', { required: true, named: true, filter: true }),
    mchNo: text({ max: 64, readOnly: true, filter: true }),
    appId: text({ max: 32, readOnly: true, filter: true, key: true }),
    mchAppId: reference('mchApp', { required: true, filter: true }),
    mchRefundNo: text({ max: 64, required: true, filter: true }),
    payAmount: money({ readOnly: true }),
    refundAmount: money({ min: 1, max: PAY_AMOUNT_MAX }),
    currency: text({ max: 3, required: true }),
    state: state(REFUND_ORDER_STATES, { initial: 0, editableIn: [], filter: true }),
    reason: text({ max: 255, required: true }),
    notifyUrl: text({ max: 255, list: false }),
    channelOrderNo: text({ max: 64, readOnly: true, filter: true }),
    errMsg: text({ max: 255, readOnly: true, list: false }),
    successTime: text({ max: 19, readOnly: true }),
  },
  defaultSort: [],
  display: 'refundOrderId',
  labels: {
    en: {
      title: 'Refund orders',
      fields: {
        refundOrderId: 'Refund order no.',
        payOrderId: 'Pay order',
        mchNo: 'Merchant no.',
        appId: 'App ID',
        mchAppId: 'App',
        mchRefundNo: 'Merchant refund no.',
        payAmount: 'Paid',
        refundAmount: 'Refund amount',
        currency: 'Currency',
        state: 'State',
        reason: 'Reason',
        notifyUrl: 'Notify URL',
        channelOrderNo: 'Channel refund no.',
        errMsg: 'Error',
        successTime: 'Refunded at',
      },
      options: {
        state: {
          '0': 'Created',
          '10': 'Refunding',
          '20': 'Refunded',
          '30': 'Failed',
          '40': 'Closed',
        },
      },
    },
    zh: {
      title: '退款订单',
      fields: {
        refundOrderId: '退款订单号',
        payOrderId: '支付订单',
        mchNo: '商户号',
        appId: '应用 ID',
        mchAppId: '应用',
        mchRefundNo: '商户退款单号',
        payAmount: '支付金额',
        refundAmount: '退款金额',
        currency: '币种',
        state: '状态',
        reason: '退款原因',
        notifyUrl: '通知地址',
        channelOrderNo: '渠道退款单号',
        errMsg: '错误信息',
        successTime: '退款成功时间',
      },
      options: {
        state: {
          '0': '订单生成',
          '10': '退款中',
          '20': '退款成功',
          '30': '退款失败',
          '40': '退款关闭',
        },
      },
    },
    es: {
      title: 'Órdenes de reembolso',
      fields: {
        refundOrderId: 'N.º de reembolso',
        payOrderId: 'Orden de pago',
        mchNo: 'N.º de comercio',
        appId: 'ID de aplicación',
        mchAppId: 'Aplicación',
        mchRefundNo: 'N.º de reembolso del comercio',
        payAmount: 'Pagado',
        refundAmount: 'Importe del reembolso',
        currency: 'Moneda',
        state: 'Estado',
        reason: 'Motivo',
        notifyUrl: 'URL de notificación',
        channelOrderNo: 'N.º de reembolso del canal',
        errMsg: 'Error',
        successTime: 'Reembolsado el',
      },
      options: {
        state: {
          '0': 'Creado',
          '10': 'En reembolso',
          '20': 'Reembolsado',
          '30': 'Fallido',
          '40': 'Cerrado',
        },
      },
    },
  },
});
