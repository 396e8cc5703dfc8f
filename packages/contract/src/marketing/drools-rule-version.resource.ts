import { z } from 'zod';
import { idSchema } from '../api/owned';
import { defineResource } from '../registry/define-resource';
import { dateTime, integer, reference, text } from '../registry/fields';
import { RULE_CONTENT_MAX } from './marketing-codes';
import { MARKETING_DIRECTORY } from './marketing-menu';

// A promotion rule's versions (docs/marketing.md): every publish keeps the rule as it was
// published (one row per version, written by the server in the publish's transaction; nothing
// here is edited or removed). Roll back copies a version back into its rule as a new draft (the
// rule draft or disabled; its version goes up), audited in the rule's history.

/** Which version to roll back to. */
export const ruleRollbackInput = z.object({ id: idSchema });

export const droolsRuleVersionResource = defineResource({
  key: 'droolsRuleVersion',
  service: 'promotion',
  table: 'promotion_rule_version',
  scope: 'parent',
  parent: { resource: 'droolsRule', field: 'ruleId' },
  writable: false,
  newestFirst: true,
  noun: 'Promotion rule versions',
  menu: { directory: MARKETING_DIRECTORY.code, icon: 'list', after: 'droolsRule', hidden: true },
  fields: {
    ruleId: reference('droolsRule', { required: true, named: true, filter: true }),
    version: integer({ min: 1, max: 1_000_000, defaultValue: 1, readOnly: true }),
    name: text({ max: 64, required: true, readOnly: true }),
    content: text({
      max: RULE_CONTENT_MAX,
      required: true,
      multiline: true,
      list: false,
      readOnly: true,
    }),
    salience: integer({ min: 0, max: 10_000, defaultValue: 0, readOnly: true }),
    activationGroup: text({ max: 64, readOnly: true }),
    dateEffective: dateTime({ readOnly: true }),
    dateExpires: dateTime({ readOnly: true }),
    publishedBy: text({ max: 64, readOnly: true }),
    publishedAt: text({ max: 19, readOnly: true }),
  },
  defaultSort: [],
  exportable: false,
  actions: {
    rollback: {
      input: ruleRollbackInput,
      authority: 'ROLLBACK',
      summary:
        'Copy a version back into its rule as a new draft (the rule draft or disabled; its version goes up); a repeat changes nothing',
    },
  },
  labels: {
    en: {
      title: 'Rule versions',
      fields: {
        ruleId: 'Rule',
        version: 'Version',
        name: 'Name',
        content: 'Conditions and event (JSON)',
        salience: 'Priority',
        activationGroup: 'Exclusive group',
        dateEffective: 'Effective from',
        dateExpires: 'Expires',
        publishedBy: 'Published by',
        publishedAt: 'Published at',
      },
      actions: { rollback: 'Roll back to this version' },
    },
    zh: {
      title: '规则版本',
      fields: {
        ruleId: '规则',
        version: '版本',
        name: '规则名称',
        content: '条件与结果（JSON）',
        salience: '优先级',
        activationGroup: '互斥组',
        dateEffective: '生效时间',
        dateExpires: '失效时间',
        publishedBy: '发布人',
        publishedAt: '发布时间',
      },
      actions: { rollback: '回滚到此版本' },
    },
    es: {
      title: 'Versiones de la regla',
      fields: {
        ruleId: 'Regla',
        version: 'Versión',
        name: 'Nombre',
        content: 'Condiciones y evento (JSON)',
        salience: 'Prioridad',
        activationGroup: 'Grupo exclusivo',
        dateEffective: 'En vigor desde',
        dateExpires: 'Caduca',
        publishedBy: 'Publicada por',
        publishedAt: 'Publicada el',
      },
      actions: { rollback: 'Volver a esta versión' },
    },
  },
});
