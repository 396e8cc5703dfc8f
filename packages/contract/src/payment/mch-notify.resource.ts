import { defineResource, transitionInput } from '../registry/define-resource';
import { choice, integer, reference, state, text } from '../registry/fields';
import { PAY_DIRECTORY } from './payment-menu';

// Merchant notifications (docs/payments.md): when an order reaches an outcome the platform
// POSTs it, signed with the app's secret, to the merchant's notifyUrl, and tries again with
// back-off until the merchant answers SUCCESS or the tries run out. One record per order.

/** What a notification is about: 1 a pay order, 2 a refund, 3 a transfer. */
export const MCH_NOTIFY_ORDER_TYPES = [1, 2, 3] as const;
export const MCH_NOTIFY_ORDER_TYPE = { pay: 1, refund: 2, transfer: 3 } as const;

/** 1 sending (tries left), 2 acknowledged (the merchant answered SUCCESS), 3 failed (no tries left). */
export const MCH_NOTIFY_STATES = [1, 2, 3] as const;
export const MCH_NOTIFY_STATE = { sending: 1, succeeded: 2, failed: 3 } as const;

/**
 * When each try is due, counted from the previous one (the first at once): 6 tries over about
 * 44 minutes, then the record is failed until someone resends it.
 */
export const MCH_NOTIFY_DELAYS_MS = [
  0,
  15_000,
  30_000,
  3 * 60_000,
  10 * 60_000,
  30 * 60_000,
] as const;
export const MCH_NOTIFY_MAX_ATTEMPTS = MCH_NOTIFY_DELAYS_MS.length;

/** The merchant's answer that ends the tries (case and surrounding blanks do not matter). */
export const MCH_NOTIFY_ACK = 'SUCCESS';

const ORDER_TYPE_TEXTS = {
  en: { '1': 'Payment', '2': 'Refund', '3': 'Transfer' },
  zh: { '1': '支付订单', '2': '退款订单', '3': '转账订单' },
  es: { '1': 'Pago', '2': 'Reembolso', '3': 'Transferencia' },
} as const;

/**
 * Notification records: written by the payment module only; "resend" starts the tries again
 * for one that failed or succeeded (a record still sending is left as it is).
 */
export const mchNotifyRecordResource = defineResource({
  key: 'mchNotifyRecord',
  service: 'payment',
  table: 'pay_mch_notify_record',
  scope: 'organ',
  writable: false,
  newestFirst: true,
  noun: 'Merchant notifications',
  menu: { directory: PAY_DIRECTORY.code, icon: 'message', after: 'transferOrder' },
  fields: {
    orderType: choice(MCH_NOTIFY_ORDER_TYPES, { defaultValue: 1, filter: true }),
    orderId: text({ max: 32, required: true, filter: true, key: true }),
    mchOrderNo: text({ max: 64, required: true, filter: true }),
    mchNo: text({ max: 64, readOnly: true, filter: true }),
    appId: text({ max: 32, readOnly: true, filter: true, key: true }),
    mchAppId: reference('mchApp', { required: true, named: true, filter: true }),
    notifyUrl: text({ max: 255, required: true }),
    body: text({ max: 4000, multiline: true, list: false }),
    state: state(MCH_NOTIFY_STATES, { initial: 1, editableIn: [], filter: true }),
    attempts: integer({ min: 0, max: 1000, defaultValue: 0 }),
    lastResult: text({ max: 255 }),
    lastNotifyTime: text({ max: 19, readOnly: true }),
    nextNotifyTime: text({ max: 19, readOnly: true }),
  },
  defaultSort: [],
  display: 'orderId',
  actions: {
    resend: {
      input: transitionInput,
      authority: 'RESEND',
      summary: 'Notify the merchant again',
      transition: { from: [2, 3], to: 1 },
    },
  },
  labels: {
    en: {
      title: 'Merchant notifications',
      fields: {
        orderType: 'Order type',
        orderId: 'Order no.',
        mchOrderNo: 'Merchant order no.',
        mchNo: 'Merchant no.',
        appId: 'App ID',
        mchAppId: 'App',
        notifyUrl: 'Notify URL',
        body: 'Body sent',
        state: 'State',
        attempts: 'Tries',
        lastResult: 'Last answer',
        lastNotifyTime: 'Last try',
        nextNotifyTime: 'Next try',
      },
      options: {
        orderType: ORDER_TYPE_TEXTS.en,
        state: { '1': 'Sending', '2': 'Acknowledged', '3': 'Failed' },
      },
      actions: { resend: 'Resend' },
    },
    zh: {
      title: '商户通知',
      fields: {
        orderType: '订单类型',
        orderId: '订单号',
        mchOrderNo: '商户订单号',
        mchNo: '商户号',
        appId: '应用 ID',
        mchAppId: '应用',
        notifyUrl: '通知地址',
        body: '通知内容',
        state: '状态',
        attempts: '通知次数',
        lastResult: '最后响应',
        lastNotifyTime: '最后通知时间',
        nextNotifyTime: '下次通知时间',
      },
      options: {
        orderType: ORDER_TYPE_TEXTS.zh,
        state: { '1': '通知中', '2': '通知成功', '3': '通知失败' },
      },
      actions: { resend: '重发通知' },
    },
    es: {
      title: 'Notificaciones al comercio',
      fields: {
        orderType: 'Tipo de orden',
        orderId: 'N.º de orden',
        mchOrderNo: 'N.º de pedido del comercio',
        mchNo: 'N.º de comercio',
        appId: 'ID de aplicación',
        mchAppId: 'Aplicación',
        notifyUrl: 'URL de notificación',
        body: 'Contenido enviado',
        state: 'Estado',
        attempts: 'Intentos',
        lastResult: 'Última respuesta',
        lastNotifyTime: 'Último intento',
        nextNotifyTime: 'Próximo intento',
      },
      options: {
        orderType: ORDER_TYPE_TEXTS.es,
        state: { '1': 'Enviando', '2': 'Confirmada', '3': 'Fallida' },
      },
      actions: { resend: 'Reenviar' },
    },
  },
});
