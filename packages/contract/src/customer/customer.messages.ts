import type { Translations } from '../i18n/locale';

/** The customers' and membership refusals, in the caller's language. */
export const customerServerMessages = {
  'memberLevel.thresholdOrder': {
    zh: '升级经验必须随等级严格递增：等级 {level}（{name}）的升级经验是 {experience}',
    en: 'Experience thresholds must rise strictly with the level: level {level} ({name}) needs {experience}',
    es: 'La experiencia necesaria debe subir estrictamente con el nivel: el nivel {level} ({name}) necesita {experience}',
  },
  'customer.pointsShort': {
    zh: '积分不足：当前余额 {balance}，不能扣减 {point}',
    en: 'Not enough points: the balance is {balance}, {point} cannot be taken',
    es: 'Puntos insuficientes: el saldo es {balance}, no se pueden quitar {point}',
  },
  'pointConfig.exists': {
    zh: '本租户已有积分设置，请修改已有的设置',
    en: 'The tenant already has its point rules; edit those',
    es: 'El inquilino ya tiene sus reglas de puntos; modifique esas',
  },
} satisfies Record<string, Translations>;
