import { z } from 'zod';
import { idSchema } from '../api/owned';
import type { Locale } from '../i18n/locale';
import { PAY_DIRECTORY } from '../payment/payment-menu';
import { defineResource, transitionInput } from '../registry/define-resource';
import { choice, enabled, integer, reference, state, text } from '../registry/fields';
import { REPORT_GROUPS, REPORT_PERIODS, REPORT_SUBJECT_VALUES } from './report-metrics';

// Statistics (issue 19, docs/statistics.md): report templates say what to count (a subject and
// its metrics, REPORT_METRICS), grouped how (day / week / month, and maybe store, device, SKU or
// pay way) over which default period; report tasks run a template now or on a schedule into
// the "my exports" list of the user who triggered them as an Excel file.

/** A task: 0 pending, 1 running, 2 succeeded, 3 failed. */
export const REPORT_TASK_STATES = [0, 1, 2, 3] as const;
export const REPORT_TASK_STATE = { pending: 0, running: 1, succeeded: 2, failed: 3 } as const;
/** How a task runs: 1 by hand, 2 daily, 3 weekly (runDay 1 Monday … 7 Sunday), 4 monthly. */
export const REPORT_TRIGGERS = [1, 2, 3, 4] as const;
export const REPORT_TRIGGER = { manual: 1, daily: 2, weekly: 3, monthly: 4 } as const;
export const REPORT_DAYS_MAX = 366;

const SUBJECT_TEXTS = {
  en: { '1': 'Trade', '2': 'Products', '3': 'Members', '4': 'Devices', '5': 'Stock' },
  zh: { '1': '交易', '2': '商品', '3': '会员', '4': '设备', '5': '库存' },
  es: { '1': 'Ventas', '2': 'Productos', '3': 'Clientes', '4': 'Dispositivos', '5': 'Existencias' },
} as const satisfies Record<Locale, Record<string, string>>;
const PERIOD_TEXTS = {
  en: { '1': 'Day', '2': 'Week', '3': 'Month' },
  zh: { '1': '按日', '2': '按周', '3': '按月' },
  es: { '1': 'Día', '2': 'Semana', '3': 'Mes' },
} as const satisfies Record<Locale, Record<string, string>>;
const GROUP_TEXTS = {
  en: { '0': 'None', '1': 'Store', '2': 'Device', '3': 'SKU', '4': 'Pay way' },
  zh: { '0': '不分组', '1': '门店', '2': '设备', '3': 'SKU', '4': '支付方式' },
  es: { '0': 'Ninguno', '1': 'Tienda', '2': 'Dispositivo', '3': 'SKU', '4': 'Forma de pago' },
} as const satisfies Record<Locale, Record<string, string>>;

export const reportTemplateResource = defineResource({
  key: 'staticsTemplate',
  service: 'payment',
  table: 'report_template',
  scope: 'organ',
  noun: 'Report templates',
  menu: { directory: PAY_DIRECTORY.code, icon: 'chart', after: 'financeMonthly' },
  fields: {
    name: text({ max: 100, required: true, unique: true, filter: true, sortable: true }),
    subject: choice(REPORT_SUBJECT_VALUES, { defaultValue: 1, filter: true }),
    /** Metric codes of the subject joined by commas (at least one; REPORT_METRICS). */
    metrics: text({ max: 500, required: true }),
    period: choice(REPORT_PERIODS, { defaultValue: 1 }),
    groupBy: choice(REPORT_GROUPS, { defaultValue: 0 }),
    days: integer({ min: 1, max: REPORT_DAYS_MAX, defaultValue: 7 }),
    enable: enabled({ filter: true }),
    remark: text({ max: 500, multiline: true, list: false }),
  },
  defaultSort: ['name'],
  display: 'name',
  actions: {
    run: {
      input: z.object({ id: idSchema }),
      authority: 'RUN',
      summary:
        'Runs the template now over its default period in the caller’s scope: a task is made and its Excel file goes to the caller’s exports',
    },
  },
  labels: {
    en: {
      title: 'Report templates',
      fields: {
        name: 'Name',
        subject: 'Subject',
        metrics: 'Metrics',
        period: 'Grouped by',
        groupBy: 'Also by',
        days: 'Default period (days)',
        enable: 'Status',
        remark: 'Remark',
      },
      options: { subject: SUBJECT_TEXTS.en, period: PERIOD_TEXTS.en, groupBy: GROUP_TEXTS.en },
      actions: { run: 'Run' },
    },
    zh: {
      title: '统计模板',
      fields: {
        name: '名称',
        subject: '统计主题',
        metrics: '统计指标',
        period: '时间粒度',
        groupBy: '分组',
        days: '默认周期（天）',
        enable: '状态',
        remark: '备注',
      },
      options: { subject: SUBJECT_TEXTS.zh, period: PERIOD_TEXTS.zh, groupBy: GROUP_TEXTS.zh },
      actions: { run: '运行' },
    },
    es: {
      title: 'Plantillas de informe',
      fields: {
        name: 'Nombre',
        subject: 'Tema',
        metrics: 'Métricas',
        period: 'Agrupado por',
        groupBy: 'También por',
        days: 'Periodo por defecto (días)',
        enable: 'Estado',
        remark: 'Observación',
      },
      options: { subject: SUBJECT_TEXTS.es, period: PERIOD_TEXTS.es, groupBy: GROUP_TEXTS.es },
      actions: { run: 'Ejecutar' },
    },
  },
});

export const reportTaskResource = defineResource({
  key: 'staticsTask',
  service: 'payment',
  table: 'report_task',
  scope: 'organ',
  newestFirst: true,
  noun: 'Report tasks',
  menu: { directory: PAY_DIRECTORY.code, icon: 'list', after: 'staticsTemplate' },
  fields: {
    templateId: reference('staticsTemplate', { required: true, named: true, filter: true }),
    trigger: choice(REPORT_TRIGGERS, { defaultValue: 1, filter: true }),
    /** Schedules: the time of day, `HH:mm`. */
    runTime: text({ max: 5 }),
    /** Weekly: 1 Monday … 7 Sunday; monthly: the day (a shorter month runs on its last day). */
    runDay: integer({ min: 0, max: 31, defaultValue: 0 }),
    /** A run by hand: its period (`yyyy-MM-dd`); empty, the template's last N days. */
    dateFrom: text({ max: 10 }),
    dateTo: text({ max: 10 }),
    state: state(REPORT_TASK_STATES, { initial: 0, editableIn: [0, 2, 3], filter: true }),
    rowCount: integer({ min: 0, max: 1_000_000_000, defaultValue: 0, readOnly: true }),
    startedAt: text({ max: 19, readOnly: true }),
    finishedAt: text({ max: 19, readOnly: true }),
    nextRunAt: text({ max: 19, readOnly: true }),
    triggeredBy: text({ max: 64, readOnly: true }),
    exportJobId: integer({
      min: 0,
      max: 2_000_000_000,
      defaultValue: 0,
      readOnly: true,
      list: false,
      id: true,
    }),
    /** Whose exports a scheduled run writes into: the user who made the task. */
    userId: integer({
      min: 0,
      max: 2_000_000_000,
      defaultValue: 0,
      readOnly: true,
      list: false,
      id: true,
    }),
    locale: text({ max: 5, readOnly: true, list: false }),
    error: text({ max: 1000, readOnly: true }),
  },
  defaultSort: [],
  display: 'startedAt',
  actions: {
    run: {
      input: transitionInput,
      authority: 'RUN',
      summary:
        'Runs a pending task, or again a finished or failed one (retry); a running task is refused. The Excel file goes to the caller’s exports',
      transition: { from: [0, 2, 3], to: 1 },
    },
  },
  labels: {
    en: {
      title: 'Report tasks',
      fields: {
        templateId: 'Template',
        trigger: 'Runs',
        runTime: 'At (HH:mm)',
        runDay: 'On day',
        dateFrom: 'From',
        dateTo: 'To',
        state: 'Status',
        rowCount: 'Rows',
        startedAt: 'Started at',
        finishedAt: 'Finished at',
        nextRunAt: 'Next run',
        triggeredBy: 'Triggered by',
        exportJobId: 'Export',
        userId: 'Owner',
        locale: 'Language',
        error: 'Error',
      },
      options: {
        trigger: { '1': 'By hand', '2': 'Daily', '3': 'Weekly', '4': 'Monthly' },
        state: { '0': 'Pending', '1': 'Running', '2': 'Succeeded', '3': 'Failed' },
      },
      actions: { run: 'Run / retry' },
    },
    zh: {
      title: '统计任务',
      fields: {
        templateId: '统计模板',
        trigger: '执行方式',
        runTime: '执行时间 (HH:mm)',
        runDay: '执行日',
        dateFrom: '开始日期',
        dateTo: '结束日期',
        state: '状态',
        rowCount: '行数',
        startedAt: '开始时间',
        finishedAt: '结束时间',
        nextRunAt: '下次执行',
        triggeredBy: '触发人',
        exportJobId: '导出文件',
        userId: '所属用户',
        locale: '语言',
        error: '错误',
      },
      options: {
        trigger: { '1': '手动', '2': '每天', '3': '每周', '4': '每月' },
        state: { '0': '待执行', '1': '执行中', '2': '成功', '3': '失败' },
      },
      actions: { run: '执行 / 重试' },
    },
    es: {
      title: 'Tareas de informe',
      fields: {
        templateId: 'Plantilla',
        trigger: 'Se ejecuta',
        runTime: 'A las (HH:mm)',
        runDay: 'El día',
        dateFrom: 'Desde',
        dateTo: 'Hasta',
        state: 'Estado',
        rowCount: 'Filas',
        startedAt: 'Iniciada',
        finishedAt: 'Terminada',
        nextRunAt: 'Próxima ejecución',
        triggeredBy: 'Lanzada por',
        exportJobId: 'Exportación',
        userId: 'Propietario',
        locale: 'Idioma',
        error: 'Error',
      },
      options: {
        trigger: { '1': 'A mano', '2': 'Cada día', '3': 'Cada semana', '4': 'Cada mes' },
        state: { '0': 'Pendiente', '1': 'En curso', '2': 'Correcta', '3': 'Fallida' },
      },
      actions: { run: 'Ejecutar / reintentar' },
    },
  },
});
