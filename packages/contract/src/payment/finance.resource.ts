import type { Locale } from '../i18n/locale';
import { defineResource, transitionInput } from '../registry/define-resource';
import { integer, money, state, text } from '../registry/fields';
import { PAY_DIRECTORY } from './payment-menu';

// Finance statements (issue 17, domains.md §8): per day and per month, per merchant, channel
// (the interface that took the orders: sandbox, alipay, wxpay) and pay way,
// computed by the payment module from the pay and refund orders (never typed in). A day counts
// the orders paid that day and the refunds that succeeded that day (not the order's day).
// net = paid − refunded − fees − divided; a month is the sum of its days. A day is worked out
// again while it is only generated; confirmed and locked days are kept as they are (a late
// event goes into the day it happened). A month is worked out again while open; closed, never.

/** A day's statement: 1 generated (worked out again as orders change), 2 confirmed, 3 locked. */
export const FINANCE_DAILY_STATES = [1, 2, 3] as const;
export const FINANCE_DAILY_STATE = { generated: 1, confirmed: 2, locked: 3 } as const;
/** A month's statement: 1 open (worked out again from its days), 2 closed. */
export const FINANCE_MONTHLY_STATES = [1, 2] as const;
export const FINANCE_MONTHLY_STATE = { open: 1, closed: 2 } as const;

/** The sums a statement holds, in integer cents (net may be below zero). */
const sums = () => ({
  payCount: integer({ min: 0, max: 1_000_000_000, defaultValue: 0, readOnly: true }),
  payAmount: money({ readOnly: true }),
  refundCount: integer({ min: 0, max: 1_000_000_000, defaultValue: 0, readOnly: true }),
  refundAmount: money({ readOnly: true }),
  feeAmount: money({ readOnly: true }),
  divisionAmount: money({ readOnly: true }),
  netAmount: money({ readOnly: true, min: -100_000_000_00 }),
  generatedAt: text({ max: 19, readOnly: true }),
});

const SUM_TEXTS = {
  en: {
    mchNo: 'Merchant no.',
    ifCode: 'Channel',
    wayCode: 'Pay way',
    payCount: 'Payments',
    payAmount: 'Paid',
    refundCount: 'Refunds',
    refundAmount: 'Refunded',
    feeAmount: 'Fees',
    divisionAmount: 'Divided',
    netAmount: 'Net',
    generatedAt: 'Worked out at',
  },
  zh: {
    mchNo: '商户号',
    ifCode: '支付渠道',
    wayCode: '支付方式',
    payCount: '支付笔数',
    payAmount: '支付金额',
    refundCount: '退款笔数',
    refundAmount: '退款金额',
    feeAmount: '手续费',
    divisionAmount: '分账金额',
    netAmount: '净收入',
    generatedAt: '生成时间',
  },
  es: {
    mchNo: 'N.º de comercio',
    ifCode: 'Canal',
    wayCode: 'Forma de pago',
    payCount: 'Pagos',
    payAmount: 'Pagado',
    refundCount: 'Reembolsos',
    refundAmount: 'Reembolsado',
    feeAmount: 'Comisiones',
    divisionAmount: 'Repartido',
    netAmount: 'Neto',
    generatedAt: 'Calculado el',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export const financeDailyResource = defineResource({
  key: 'financeDaily',
  service: 'payment',
  table: 'finance_daily',
  scope: 'organ',
  writable: false,
  newestFirst: true,
  noun: 'Daily finance statements',
  menu: { directory: PAY_DIRECTORY.code, icon: 'chart', after: 'payOrderDivisionRecord' },
  fields: {
    statDate: text({ max: 10, required: true, filter: true, sortable: true }),
    mchNo: text({ max: 64, required: true, filter: true }),
    ifCode: text({ max: 20, required: true, filter: true }),
    wayCode: text({ max: 20, required: true, filter: true }),
    ...sums(),
    state: state(FINANCE_DAILY_STATES, { initial: 1, editableIn: [], filter: true }),
  },
  defaultSort: ['statDate'],
  display: 'statDate',
  exportable: true,
  actions: {
    confirm: {
      input: transitionInput,
      authority: 'CONFIRM',
      summary: 'Confirm a day',
      transition: { from: [1], to: 2 },
    },
    lock: {
      input: transitionInput,
      authority: 'LOCK',
      summary: 'Lock a confirmed day',
      transition: { from: [2], to: 3 },
    },
  },
  labels: {
    en: {
      title: 'Finance by day',
      fields: { statDate: 'Date', ...SUM_TEXTS.en, state: 'Status' },
      options: { state: { '1': 'Generated', '2': 'Confirmed', '3': 'Locked' } },
      actions: { confirm: 'Confirm', lock: 'Lock' },
    },
    zh: {
      title: '财务日报',
      fields: { statDate: '日期', ...SUM_TEXTS.zh, state: '状态' },
      options: { state: { '1': '已生成', '2': '已确认', '3': '已锁定' } },
      actions: { confirm: '确认', lock: '锁定' },
    },
    es: {
      title: 'Finanzas por día',
      fields: { statDate: 'Fecha', ...SUM_TEXTS.es, state: 'Estado' },
      options: { state: { '1': 'Generado', '2': 'Confirmado', '3': 'Bloqueado' } },
      actions: { confirm: 'Confirmar', lock: 'Bloquear' },
    },
  },
});

export const financeMonthlyResource = defineResource({
  key: 'financeMonthly',
  service: 'payment',
  table: 'finance_monthly',
  scope: 'organ',
  writable: false,
  newestFirst: true,
  noun: 'Monthly finance statements',
  menu: { directory: PAY_DIRECTORY.code, icon: 'chart', after: 'financeDaily' },
  fields: {
    statMonth: text({ max: 7, required: true, filter: true, sortable: true }),
    mchNo: text({ max: 64, required: true, filter: true }),
    ifCode: text({ max: 20, required: true, filter: true }),
    wayCode: text({ max: 20, required: true, filter: true }),
    ...sums(),
    state: state(FINANCE_MONTHLY_STATES, { initial: 1, editableIn: [], filter: true }),
  },
  defaultSort: ['statMonth'],
  display: 'statMonth',
  exportable: true,
  actions: {
    close: {
      input: transitionInput,
      authority: 'CLOSE',
      summary: 'Close a month',
      transition: { from: [1], to: 2 },
    },
  },
  labels: {
    en: {
      title: 'Finance by month',
      fields: { statMonth: 'Month', ...SUM_TEXTS.en, state: 'Status' },
      options: { state: { '1': 'Open', '2': 'Closed' } },
      actions: { close: 'Close the month' },
    },
    zh: {
      title: '财务月报',
      fields: { statMonth: '月份', ...SUM_TEXTS.zh, state: '状态' },
      options: { state: { '1': '未结', '2': '已结' } },
      actions: { close: '月结' },
    },
    es: {
      title: 'Finanzas por mes',
      fields: { statMonth: 'Mes', ...SUM_TEXTS.es, state: 'Estado' },
      options: { state: { '1': 'Abierto', '2': 'Cerrado' } },
      actions: { close: 'Cerrar el mes' },
    },
  },
});
