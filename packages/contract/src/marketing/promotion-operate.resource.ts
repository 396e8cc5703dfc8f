import { bargainActivityResource } from './bargain.resource';
import { couponResource } from './coupon.resource';
import { promotionBackgroundResource, promotionBorderResource } from './decoration.resource';
import { droolsRuleResource } from './drools-rule.resource';
import { grouponActivityResource } from './groupon.resource';
import { ACTIVITY_STATUS_TEXTS, ACTIVITY_STATUSES, RULE_STATUSES } from './marketing-codes';
import { operationLog } from './operation-log';
import { promotionFullReductionResource, promotionMarkdownResource } from './promotion.resource';
import { secKillsResource } from './seckill.resource';

// Marketing's operation records (docs/marketing.md), from the state log the steps write.

/** Every step of every activity, coupon template and decoration: the staff's and the clock's. */
export const promotionOperateResource = operationLog({
  key: 'promotionOperate',
  noun: 'Promotion operation records',
  after: 'promotionBackground',
  titles: { en: 'Promotion operation records', zh: '活动操作记录', es: 'Registro de promociones' },
  resources: [
    promotionMarkdownResource,
    promotionFullReductionResource,
    secKillsResource,
    grouponActivityResource,
    bargainActivityResource,
    couponResource,
    promotionBorderResource,
    promotionBackgroundResource,
  ],
  steps: ['schedule', 'stop', 'activate', 'start', 'end'],
  stepTexts: {
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
  },
  states: ACTIVITY_STATUSES,
  stateTexts: ACTIVITY_STATUS_TEXTS,
  recordTexts: { en: 'Activity id', zh: '活动编号', es: 'Id de la actividad' },
});

/** The promotion rules' steps: published, disabled, rolled back to a version (its number as the remark). */
export const promoOperateResource = operationLog({
  key: 'promoOperate',
  noun: 'Promotion rule operation records',
  after: 'droolsRule',
  titles: { en: 'Rule operation records', zh: '规则操作记录', es: 'Registro de reglas' },
  resources: [droolsRuleResource],
  steps: ['publish', 'disable', 'rollback'],
  stepTexts: {
    en: { publish: 'Published', disable: 'Disabled', rollback: 'Rolled back' },
    zh: { publish: '发布', disable: '停用', rollback: '回滚' },
    es: { publish: 'Publicada', disable: 'Desactivada', rollback: 'Revertida' },
  },
  states: RULE_STATUSES,
  stateTexts: {
    en: droolsRuleResource.labels.en.options?.status ?? {},
    zh: droolsRuleResource.labels.zh.options?.status ?? {},
    es: droolsRuleResource.labels.es.options?.status ?? {},
  },
  recordTexts: { en: 'Rule id', zh: '规则编号', es: 'Id de la regla' },
});
