import type { Translations } from '../i18n/locale';

/** Refusals of the organisation screens and of the quotas and ceilings they set, per language. */
export const organProfileServerMessages = {
  'organType.codeInvalid': {
    zh: '{field}只能包含字母、数字、下划线、点和连字符，并以字母开头',
    en: '{field} may contain letters, digits, underscores, dots and hyphens only, starting with a letter',
    es: '{field} solo puede contener letras, dígitos, guiones bajos, puntos y guiones, y empezar por una letra',
  },
  'organType.inUse': {
    zh: '该组织类型仍被组织信息、组织权限或组织角色使用，不能删除',
    en: 'This organisation type is still used by a profile, an authority ceiling or a role template; it cannot be removed',
    es: 'Este tipo de organización aún lo usa un perfil, un límite de autorizaciones o una plantilla de rol; no se puede eliminar',
  },
  'organInfo.creditCodeInvalid': {
    zh: '{field}不正确：应为 18 位数字或大写字母，且校验位正确',
    en: '{field} is not valid: it is 18 digits or capital letters with a matching check character',
    es: '{field} no es válido: son 18 dígitos o letras mayúsculas con un carácter de control correcto',
  },
  'organInfo.organTaken': {
    zh: '该组织已有组织信息，请编辑已有的记录',
    en: 'This organisation already has a profile; edit that one',
    es: 'Esta organización ya tiene un perfil; edite ese',
  },
  'organConf.settingTaken': {
    zh: '该组织已有此配置项，请编辑已有的记录',
    en: 'This organisation already has this setting; edit that one',
    es: 'Esta organización ya tiene este parámetro; edite ese',
  },
  'organConf.valueOutOfRange': {
    zh: '{field}应在 {min} 到 {max} 之间',
    en: '{field} must be between {min} and {max}',
    es: '{field} debe estar entre {min} y {max}',
  },
  'organQuota.users': {
    zh: '组织“{organ}”的用户数已达上限（{max}）',
    en: 'The organisation “{organ}” has reached its maximum of {max} users',
    es: 'La organización «{organ}» ha alcanzado su máximo de {max} usuarios',
  },
  'organQuota.stores': {
    zh: '组织“{organ}”的门店数已达上限（{max}）',
    en: 'The organisation “{organ}” has reached its maximum of {max} stores',
    es: 'La organización «{organ}» ha alcanzado su máximo de {max} tiendas',
  },
  'organAuthority.unknown': {
    zh: '{field}：权限树中没有权限“{code}”',
    en: '{field}: there is no authority “{code}” in the authority tree',
    es: '{field}: no hay ninguna autorización «{code}» en el árbol de autorizaciones',
  },
  'organAuthority.taken': {
    zh: '该组织类型已有权限“{value}”',
    en: 'This organisation type already has the authority “{value}”',
    es: 'Este tipo de organización ya tiene la autorización «{value}»',
  },
  'organAuthority.outsideCeiling': {
    zh: '组织类型“{type}”的组织不能授予权限：{codes}',
    en: 'Organisations of the type “{type}” may not grant: {codes}',
    es: 'Las organizaciones del tipo «{type}» no pueden otorgar: {codes}',
  },
  'organRole.codeInvalid': {
    zh: '{field}只能包含字母、数字、下划线、点和连字符，并以字母开头',
    en: '{field} may contain letters, digits, underscores, dots and hyphens only, starting with a letter',
    es: '{field} solo puede contener letras, dígitos, guiones bajos, puntos y guiones, y empezar por una letra',
  },
  'organRole.codeTaken': {
    zh: '该组织类型已有编码为“{value}”的角色模板',
    en: 'This organisation type already has a role template with the code “{value}”',
    es: 'Este tipo de organización ya tiene una plantilla de rol con el código «{value}»',
  },
} satisfies Record<string, Translations>;
