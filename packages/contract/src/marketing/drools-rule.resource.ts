import { defineResource, transitionInput } from '../registry/define-resource';
import { choice, dateTime, integer, state, text } from '../registry/fields';
import { RULE_CATEGORIES, RULE_CONTENT_MAX, RULE_STATUSES } from './marketing-codes';
import { MARKETING_DIRECTORY } from './marketing-menu';

// Promotion rules (docs/marketing.md; the "Drools" screens of the original console). Kept as
// data: conditions and an event in JSON (rule-content.ts), evaluated by json-rules-engine.
// `salience` orders them (higher first); of the rules sharing an `activationGroup` only the
// first that holds fires (mutually exclusive promotions); `dateEffective` / `dateExpires`
// bound when they apply. Publishing checks the content; a published rule cannot be edited —
// disable it, edit (its version goes up) and publish again.

const categoryTexts = {
  en: { '10': 'Price', '20': 'Coupon', '30': 'Points', '40': 'Risk' },
  zh: { '10': '价格', '20': '优惠券', '30': '积分', '40': '风控' },
  es: { '10': 'Precio', '20': 'Cupón', '30': 'Puntos', '40': 'Riesgo' },
};
// The rule's history also names the rollbacks of its versions (drools-rule-version.resource.ts),
// which are that resource's action: their titles here, besides the rule's own steps.
const rollbackTexts = {
  en: { rollback: 'Roll back' },
  zh: { rollback: '回滚' },
  es: { rollback: 'Volver a una versión' },
};
const statusTexts = {
  en: { '0': 'Draft', '10': 'Published', '20': 'Disabled' },
  zh: { '0': '草稿', '10': '已发布', '20': '已停用' },
  es: { '0': 'Borrador', '10': 'Publicada', '20': 'Desactivada' },
};

export const droolsRuleResource = defineResource({
  key: 'droolsRule',
  service: 'promotion',
  table: 'promotion_rule',
  scope: 'organ',
  noun: 'Promotion rules',
  menu: { directory: MARKETING_DIRECTORY.code, icon: 'form' },
  fields: {
    name: text({ max: 64, required: true, filter: true, sortable: true }),
    ruleKey: text({ max: 64, required: true, unique: true, key: true, filter: true }),
    category: choice(RULE_CATEGORIES, { defaultValue: 10, filter: true }),
    description: text({ max: 500, multiline: true, list: false }),
    content: text({ max: RULE_CONTENT_MAX, required: true, multiline: true, list: false }),
    salience: integer({ min: 0, max: 10_000, defaultValue: 0, sortable: true }),
    activationGroup: text({ max: 64, filter: true }),
    dateEffective: dateTime(),
    dateExpires: dateTime(),
    status: state(RULE_STATUSES, { initial: 0, editableIn: [0, 20], filter: true }),
    version: integer({ min: 1, max: 1_000_000, defaultValue: 1, readOnly: true }),
    publishedBy: text({ max: 64, readOnly: true, list: false }),
    publishedAt: text({ max: 19, readOnly: true }),
    lastCompileError: text({ max: 500, readOnly: true, list: false }),
  },
  defaultSort: ['salience'],
  actions: {
    publish: {
      input: transitionInput,
      authority: 'PUBLISH',
      summary:
        'Publish a rule: its content is checked first (an error is kept on the rule and refuses it)',
      transition: { from: [0, 20], to: 10 },
    },
    disable: {
      input: transitionInput,
      authority: 'PUBLISH',
      summary: 'Stop evaluating a published rule (it can then be edited and published again)',
      transition: { from: [10], to: 20 },
    },
  },
  labels: {
    en: {
      title: 'Promotion rules',
      fields: {
        name: 'Name',
        ruleKey: 'Rule key',
        category: 'Category',
        description: 'Description',
        content: 'Conditions and event (JSON)',
        salience: 'Priority',
        activationGroup: 'Exclusive group',
        dateEffective: 'Effective from',
        dateExpires: 'Expires',
        status: 'Status',
        version: 'Version',
        publishedBy: 'Published by',
        publishedAt: 'Published at',
        lastCompileError: 'Last check error',
      },
      options: { category: categoryTexts.en, status: statusTexts.en },
      actions: { publish: 'Publish', disable: 'Disable', ...rollbackTexts.en },
    },
    zh: {
      title: '促销规则',
      fields: {
        name: '规则名称',
        ruleKey: '规则编码',
        category: '类别',
        description: '说明',
        content: '条件与结果（JSON）',
        salience: '优先级',
        activationGroup: '互斥组',
        dateEffective: '生效时间',
        dateExpires: '失效时间',
        status: '状态',
        version: '版本',
        publishedBy: '发布人',
        publishedAt: '发布时间',
        lastCompileError: '最近校验错误',
      },
      options: { category: categoryTexts.zh, status: statusTexts.zh },
      actions: { publish: '发布', disable: '停用', ...rollbackTexts.zh },
    },
    es: {
      title: 'Reglas de promoción',
      fields: {
        name: 'Nombre',
        ruleKey: 'Clave de la regla',
        category: 'Categoría',
        description: 'Descripción',
        content: 'Condiciones y evento (JSON)',
        salience: 'Prioridad',
        activationGroup: 'Grupo exclusivo',
        dateEffective: 'En vigor desde',
        dateExpires: 'Caduca',
        status: 'Estado',
        version: 'Versión',
        publishedBy: 'Publicada por',
        publishedAt: 'Publicada el',
        lastCompileError: 'Último error de comprobación',
      },
      options: { category: categoryTexts.es, status: statusTexts.es },
      actions: { publish: 'Publicar', disable: 'Desactivar', ...rollbackTexts.es },
    },
  },
});
