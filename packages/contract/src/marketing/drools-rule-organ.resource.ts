import { defineResource } from '../registry/define-resource';
import { reference } from '../registry/fields';
import { MARKETING_DIRECTORY } from './marketing-menu';

// The organisations a promotion rule applies to besides its own organisation's subtree
// (docs/marketing.md; the original console's droolsRuleOrgan): a published price rule prices a
// store whose organisation is under the rule's organisation or under one of these. Each is an
// organisation the caller can see, of the rule's tenant, listed once; like the rule itself, the
// list changes only while the rule is a draft or disabled.

/** An organisation of the caller's scope (the organisations they may assign records to). */
export const ORGAN_REFERENCE = {
  group: 'organ',
  table: 'organ',
  display: 'organName',
  list: 'assigneeList',
};

export const droolsRuleOrganResource = defineResource({
  key: 'droolsRuleOrgan',
  service: 'promotion',
  table: 'promotion_rule_organ',
  scope: 'parent',
  parent: { resource: 'droolsRule', field: 'ruleId' },
  noun: 'Promotion rule organisations',
  menu: {
    directory: MARKETING_DIRECTORY.code,
    icon: 'tree',
    after: 'droolsRuleVersion',
    hidden: true,
  },
  fields: {
    ruleId: reference('droolsRule', { required: true, named: true, filter: true }),
    applyOrganId: reference(ORGAN_REFERENCE, { required: true, named: true, filter: true }),
  },
  defaultSort: [],
  display: 'applyOrganId',
  exportable: false,
  messages: { clash: { key: 'rule.organTwice', field: 'applyOrganId' } },
  labels: {
    en: {
      title: 'Rule organisations',
      fields: { ruleId: 'Rule', applyOrganId: 'Organisation' },
    },
    zh: {
      title: '规则适用组织',
      fields: { ruleId: '规则', applyOrganId: '适用组织' },
    },
    es: {
      title: 'Organizaciones de la regla',
      fields: { ruleId: 'Regla', applyOrganId: 'Organización' },
    },
  },
});
