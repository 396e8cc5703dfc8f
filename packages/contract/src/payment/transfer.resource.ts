import { z } from 'zod';
import { idSchema } from '../api/owned';
import { defineResource } from '../registry/define-resource';
import { money, reference, state, text } from '../registry/fields';
import { PAY_DIRECTORY, TRANSFER_AMOUNT_MAX, TRANSFER_ORDER_STATES } from './payment-menu';

// Transfer orders: payouts of a merchant's app to a bank card or a wallet, written only by the
// merchant API (POST /api/pay/transfer, idempotent on the merchant's transfer number) and the
// channel's outcome. Amounts are integer cents.

/** The sandbox channel settles a transferring sandbox order (as the provider would, later). */
export const sandboxSettleInput = z.object({
  id: idSchema,
  result: z.enum(['success', 'failed'], { error: 'invalid' }).optional(),
});

const STATE_TEXTS = {
  en: { '0': 'Created', '10': 'Transferring', '20': 'Transferred', '30': 'Failed', '40': 'Closed' },
  zh: { '0': '订单生成', '10': '转账中', '20': '转账成功', '30': '转账失败', '40': '转账关闭' },
  es: { '0': 'Creada', '10': 'En curso', '20': 'Transferida', '30': 'Fallida', '40': 'Cerrada' },
} as const;

export const transferOrderResource = defineResource({
  key: 'transferOrder',
  service: 'payment',
  table: 'pay_transfer_order',
  scope: 'organ',
  writable: false,
  newestFirst: true,
  createdBetween: true,
  noun: 'Transfer orders',
  menu: { directory: PAY_DIRECTORY.code, icon: 'money', after: 'refundOrder' },
  fields: {
    transferId: text({ max: 32, readOnly: true, filter: true, key: true }),
    mchNo: text({ max: 64, readOnly: true, filter: true }),
    appId: text({ max: 32, readOnly: true, filter: true, key: true }),
    mchAppId: reference('mchApp', { required: true, named: true, filter: true }),
    mchTransferNo: text({ max: 64, required: true, filter: true }),
    ifCode: text({ max: 20, required: true, filter: true }),
    entryType: text({ max: 20, required: true, filter: true }),
    amount: money({ min: 1, max: TRANSFER_AMOUNT_MAX }),
    currency: text({ max: 3, required: true }),
    accountNo: text({ max: 64, required: true, filter: true }),
    accountName: text({ max: 64 }),
    bankName: text({ max: 64, list: false }),
    transferDesc: text({ max: 128, required: true }),
    state: state(TRANSFER_ORDER_STATES, { initial: 0, editableIn: [], filter: true }),
    channelOrderNo: text({ max: 64, readOnly: true, filter: true }),
    errMsg: text({ max: 255, readOnly: true, list: false }),
    notifyUrl: text({ max: 255, list: false }),
    successTime: text({ max: 19, readOnly: true }),
  },
  defaultSort: [],
  display: 'transferId',
  actions: {
    sandboxSettle: {
      input: sandboxSettleInput,
      authority: 'SANDBOX',
      summary: 'The sandbox settles a transfer',
    },
  },
  labels: {
    en: {
      title: 'Transfer orders',
      fields: {
        transferId: 'Transfer no.',
        mchNo: 'Merchant no.',
        appId: 'App ID',
        mchAppId: 'App',
        mchTransferNo: 'Merchant transfer no.',
        ifCode: 'Interface',
        entryType: 'Paid into',
        amount: 'Amount',
        currency: 'Currency',
        accountNo: 'Account no.',
        accountName: 'Account name',
        bankName: 'Bank',
        transferDesc: 'Description',
        state: 'State',
        channelOrderNo: 'Channel order no.',
        errMsg: 'Error',
        notifyUrl: 'Notify URL',
        successTime: 'Transferred at',
      },
      options: { state: STATE_TEXTS.en },
      actions: { sandboxSettle: 'Sandbox: settle' },
    },
    zh: {
      title: '转账订单',
      fields: {
        transferId: '转账订单号',
        mchNo: '商户号',
        appId: '应用 ID',
        mchAppId: '应用',
        mchTransferNo: '商户转账单号',
        ifCode: '支付接口',
        entryType: '入账方式',
        amount: '转账金额',
        currency: '币种',
        accountNo: '收款账号',
        accountName: '收款人姓名',
        bankName: '开户行',
        transferDesc: '转账备注',
        state: '状态',
        channelOrderNo: '渠道订单号',
        errMsg: '错误信息',
        notifyUrl: '通知地址',
        successTime: '转账成功时间',
      },
      options: { state: STATE_TEXTS.zh },
      actions: { sandboxSettle: '沙箱：处理转账' },
    },
    es: {
      title: 'Transferencias',
      fields: {
        transferId: 'N.º de transferencia',
        mchNo: 'N.º de comercio',
        appId: 'ID de aplicación',
        mchAppId: 'Aplicación',
        mchTransferNo: 'N.º de transferencia del comercio',
        ifCode: 'Interfaz',
        entryType: 'Destino',
        amount: 'Importe',
        currency: 'Moneda',
        accountNo: 'N.º de cuenta',
        accountName: 'Titular',
        bankName: 'Banco',
        transferDesc: 'Concepto',
        state: 'Estado',
        channelOrderNo: 'N.º de orden del canal',
        errMsg: 'Error',
        notifyUrl: 'URL de notificación',
        successTime: 'Transferida el',
      },
      options: { state: STATE_TEXTS.es },
      actions: { sandboxSettle: 'Sandbox: resolver' },
    },
  },
});
