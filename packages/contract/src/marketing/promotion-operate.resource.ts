import type { Locale } from '../i18n/locale';
import { textChoice } from '../renovation/catalogue/catalogue-fields';
import { defineResource } from '../registry/define-resource';
import { choice, integer, text } from '../registry/fields';
import { bargainActivityResource } from './bargain.resource';
import { couponResource } from './coupon.resource';
import { promotionBackgroundResource, promotionBorderResource } from './decoration.resource';
import { grouponActivityResource } from './groupon.resource';
import { ACTIVITY_STATUS_TEXTS, ACTIVITY_STATUSES } from './marketing-codes';
import { MARKETING_DIRECTORY } from './marketing-menu';
import { promotionFullReductionResource, promotionMarkdownResource } from './promotion.resource';
import { secKillsResource } from './seckill.resource';

// Promotion operation records (docs/marketing.md): every step of every marketing activity in one
// place — the staff's (schedule, stop, start a coupon template) and the clock's (start, end) —
// read from the state log the steps write (its marketing rows only), newest first.

const ACTIVITIES = [
  promotionMarkdownResource,
  promotionFullReductionResource,
  secKillsResource,
  grouponActivityResource,
  bargainActivityResource,
  couponResource,
  promotionBorderResource,
  promotionBackgroundResource,
] as const;

const KEYS = ACTIVITIES.map((resource) => resource.key) as unknown as readonly [
  (typeof ACTIVITIES)[number]['key'],
  ...(typeof ACTIVITIES)[number]['key'][],
];

const STEPS = ['schedule', 'stop', 'activate', 'start', 'end'] as const;

const STEP_TEXTS: Record<Locale, Record<(typeof STEPS)[number], string>> = {
  en: {
    schedule: 'Scheduled',
    stop: 'Stopped',
    activate: 'Started by staff',
    start: 'Started (clock)',
    end: 'Ended (clock)',
  },
  zh: {
    schedule: '发布',
    stop: '停止',
    activate: '手动开始',
    start: '开始（定时）',
    end: '结束（定时）',
  },
  es: {
    schedule: 'Programada',
    stop: 'Detenida',
    activate: 'Iniciada por el personal',
    start: 'Iniciada (reloj)',
    end: 'Terminada (reloj)',
  },
};

const labelsOf = (locale: Locale, title: string, fields: Record<string, string>) => ({
  title,
  fields: fields as Record<
    'resource' | 'recordId' | 'action' | 'fromState' | 'toState' | 'remark' | 'createBy',
    string
  > & { updateDate: string },
  options: {
    resource: Object.fromEntries(
      ACTIVITIES.map((resource) => [resource.key, resource.labels[locale].title]),
    ),
    action: STEP_TEXTS[locale],
    fromState: ACTIVITY_STATUS_TEXTS[locale],
    toState: ACTIVITY_STATUS_TEXTS[locale],
  },
});

export const promotionOperateResource = defineResource({
  key: 'promotionOperate',
  service: 'promotion',
  table: 'state_log',
  scope: 'organ',
  rows: { field: 'resource', values: KEYS },
  writable: false,
  newestFirst: true,
  noun: 'Promotion operation records',
  menu: {
    directory: MARKETING_DIRECTORY.code,
    icon: 'documentation',
    after: 'promotionBackground',
  },
  fields: {
    resource: textChoice(KEYS, { defaultValue: 'promotionMarkdown', filter: true }),
    recordId: integer({ min: 1, max: 2_147_483_647, filter: true }),
    action: textChoice(STEPS, { defaultValue: 'schedule', filter: true }),
    fromState: choice(ACTIVITY_STATUSES, { defaultValue: 0 }),
    toState: choice(ACTIVITY_STATUSES, { defaultValue: 0 }),
    remark: text({ max: 500 }),
    createBy: text({ max: 64, readOnly: true, filter: true }),
  },
  defaultSort: [],
  display: 'resource',
  labels: {
    en: labelsOf('en', 'Promotion operation records', {
      resource: 'Activity kind',
      recordId: 'Activity id',
      action: 'Step',
      fromState: 'From',
      toState: 'To',
      remark: 'Remark',
      createBy: 'By',
      updateDate: 'Time',
    }),
    zh: labelsOf('zh', '活动操作记录', {
      resource: '活动类型',
      recordId: '活动编号',
      action: '操作',
      fromState: '原状态',
      toState: '新状态',
      remark: '备注',
      createBy: '操作人',
      updateDate: '操作时间',
    }),
    es: labelsOf('es', 'Registro de operaciones de promociones', {
      resource: 'Tipo de actividad',
      recordId: 'Id de la actividad',
      action: 'Paso',
      fromState: 'De',
      toState: 'A',
      remark: 'Nota',
      createBy: 'Por',
      updateDate: 'Hora',
    }),
  },
});
