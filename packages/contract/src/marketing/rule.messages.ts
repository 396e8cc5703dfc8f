import type { Translations } from '../i18n/locale';

/** Promotion rules' refusals (versions, rollback, rule organisations), in the caller's language. */
export const ruleServerMessages = {
  'rule.rollbackLive': {
    zh: '规则为“{state}”，请先停用再回滚',
    en: 'The rule is {state}; disable it before rolling it back',
    es: 'La regla está «{state}»; desactívela antes de volver a una versión',
  },
  'rule.organTwice': {
    zh: '该组织已在规则的适用组织中',
    en: 'The rule already applies to that organisation',
    es: 'La regla ya se aplica a esa organización',
  },
} as const satisfies Record<string, Translations>;
