import { defineResource, transitionInput } from '../registry/define-resource';
import { integer, money, reference, state, text } from '../registry/fields';
import { PAY_DIRECTORY } from './payment-menu';

// Division records: one per receiver of the merchant's auto-division group for each paid order
// flagged for division, with the receiver as it was then (later edits never change history).

/** 0 waiting, 10 sent to the channel, 20 divided, 30 failed (retry sends it again). */
export const DIVISION_RECORD_STATES = [0, 10, 20, 30] as const;
export const DIVISION_RECORD_STATE = { waiting: 0, sending: 10, success: 20, failed: 30 } as const;

/** A pay order's division: 0 none, 1 automatic (its merchant's auto-division group). */
export const DIVISION_MODES = [0, 1] as const;

/**
 * What one receiver gets of a divisible amount: its share in basis points, rounded down, so the
 * receivers of a group (shares adding up to at most 10 000) never get more than the amount.
 */
export const divisionAmountOf = (base: number, ratioBp: number): number =>
  Math.floor((base * ratioBp) / 10_000);

const STATE_TEXTS = {
  en: { '0': 'Waiting', '10': 'Sent', '20': 'Divided', '30': 'Failed' },
  zh: { '0': '待分账', '10': '分账处理中', '20': '分账成功', '30': '分账失败' },
  es: { '0': 'En espera', '10': 'Enviado', '20': 'Repartido', '30': 'Fallido' },
} as const;

export const payOrderDivisionRecordResource = defineResource({
  key: 'payOrderDivisionRecord',
  service: 'payment',
  table: 'pay_order_division_record',
  scope: 'organ',
  writable: false,
  newestFirst: true,
  noun: 'Division records',
  menu: { directory: PAY_DIRECTORY.code, icon: 'money', after: 'divisionReceiver' },
  fields: {
    payOrderId: reference('payOrder', { required: true, named: true, filter: true }),
    batchNo: text({ max: 32, required: true, filter: true, key: true }),
    divisionReceiverId: reference('divisionReceiver', {
      required: true,
      named: true,
      filter: true,
    }),
    accNo: text({ max: 64, required: true, filter: true }),
    accName: text({ max: 64, required: true }),
    divisionRatio: integer({ min: 0, max: 10_000, defaultValue: 0 }),
    payOrderAmount: money({ readOnly: true }),
    divisionBase: money({ readOnly: true }),
    divisionAmount: money({ readOnly: true }),
    state: state(DIVISION_RECORD_STATES, { initial: 0, editableIn: [], filter: true }),
    channelBatchNo: text({ max: 64, readOnly: true, list: false }),
    errMsg: text({ max: 255, readOnly: true }),
  },
  defaultSort: [],
  display: 'batchNo',
  actions: {
    retry: {
      input: transitionInput,
      authority: 'RETRY',
      summary: 'Send a failed division again',
      transition: { from: [30], to: 0 },
    },
  },
  labels: {
    en: {
      title: 'Division records',
      fields: {
        payOrderId: 'Pay order',
        batchNo: 'Batch no.',
        divisionReceiverId: 'Receiver',
        accNo: 'Account no.',
        accName: 'Account name',
        divisionRatio: 'Share (basis points)',
        payOrderAmount: 'Order amount',
        divisionBase: 'Divisible amount',
        divisionAmount: 'Divided amount',
        state: 'State',
        channelBatchNo: 'Channel batch no.',
        errMsg: 'Error',
      },
      options: { state: STATE_TEXTS.en },
      actions: { retry: 'Retry' },
    },
    zh: {
      title: '分账记录',
      fields: {
        payOrderId: '支付订单',
        batchNo: '分账批次号',
        divisionReceiverId: '接收方',
        accNo: '分账账号',
        accName: '账号姓名',
        divisionRatio: '分账比例 (万分之)',
        payOrderAmount: '订单金额',
        divisionBase: '可分账金额',
        divisionAmount: '分账金额',
        state: '状态',
        channelBatchNo: '渠道批次号',
        errMsg: '错误信息',
      },
      options: { state: STATE_TEXTS.zh },
      actions: { retry: '重新分账' },
    },
    es: {
      title: 'Registros de reparto',
      fields: {
        payOrderId: 'Orden de pago',
        batchNo: 'N.º de lote',
        divisionReceiverId: 'Receptor',
        accNo: 'N.º de cuenta',
        accName: 'Titular',
        divisionRatio: 'Parte (puntos básicos)',
        payOrderAmount: 'Importe de la orden',
        divisionBase: 'Importe repartible',
        divisionAmount: 'Importe repartido',
        state: 'Estado',
        channelBatchNo: 'N.º de lote del canal',
        errMsg: 'Error',
      },
      options: { state: STATE_TEXTS.es },
      actions: { retry: 'Reintentar' },
    },
  },
});
