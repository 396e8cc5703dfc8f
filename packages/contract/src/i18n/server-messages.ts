import type { Locale, Translations } from './locale';

/**
 * Texts the server puts in `description`. One catalogue, three languages; `{name}` marks
 * a value filled in at run time.
 */
export const serverMessages = {
  'field.required': {
    zh: '{field}不能为空',
    en: '{field} is required',
    es: '{field} es obligatorio',
  },
  'field.invalid': {
    zh: '{field}格式不正确',
    en: '{field} is not valid',
    es: '{field} no es válido',
  },
  'field.tooLong': {
    zh: '{field}过长',
    en: '{field} is too long',
    es: '{field} es demasiado largo',
  },
  'field.tooSmall': {
    zh: '{field}过小',
    en: '{field} is too small',
    es: '{field} es demasiado pequeño',
  },
  'field.tooBig': {
    zh: '{field}过大',
    en: '{field} is too big',
    es: '{field} es demasiado grande',
  },
  'request.badJson': {
    zh: '请求体不是有效的 JSON',
    en: 'The request body is not valid JSON',
    es: 'El cuerpo de la solicitud no es JSON válido',
  },
  'request.invalid': {
    zh: '请求格式不正确',
    en: 'The request is not valid',
    es: 'La solicitud no es válida',
  },
  'request.tooLarge': {
    zh: '请求体过大',
    en: 'The request body is too large',
    es: 'El cuerpo de la solicitud es demasiado grande',
  },
  'request.tooMany': {
    zh: '请求过于频繁，请稍后再试',
    en: 'Too many requests, please try again later',
    es: 'Demasiadas solicitudes, inténtelo más tarde',
  },
  'auth.badCredentials': {
    zh: '用户名或密码错误',
    en: 'Wrong user name or password',
    es: 'Usuario o contraseña incorrectos',
  },
  'auth.tooManyFailures': {
    zh: '登录失败次数过多，请 15 分钟后再试',
    en: 'Too many failed logins, try again in 15 minutes',
    es: 'Demasiados intentos fallidos, inténtelo de nuevo en 15 minutos',
  },
  'auth.captchaRequired': {
    zh: '请输入验证码',
    en: 'Please enter the verification code',
    es: 'Introduzca el código de verificación',
  },
  'auth.captchaInvalid': {
    zh: '验证码错误或已过期',
    en: 'The verification code is wrong or has expired',
    es: 'El código de verificación es incorrecto o ha caducado',
  },
  'auth.userDisabled': {
    zh: '该用户已被停用',
    en: 'This user is disabled',
    es: 'Este usuario está desactivado',
  },
  'auth.sessionInvalid': {
    zh: '登录已失效，请重新登录',
    en: 'Your session is no longer valid, please log in again',
    es: 'Su sesión ya no es válida, vuelva a iniciar sesión',
  },
  'auth.forbidden': {
    zh: '没有执行此操作的权限',
    en: 'You do not have the authority for this action',
    es: 'No tiene autorización para esta acción',
  },
  'record.notFound': {
    zh: '记录不存在',
    en: 'No such record',
    es: 'No existe ese registro',
  },
  'route.notFound': { zh: '接口不存在', en: 'No such endpoint', es: 'No existe ese servicio' },
  'server.internal': {
    zh: '服务器内部错误',
    en: 'Internal server error',
    es: 'Error interno del servidor',
  },
} satisfies Record<string, Translations>;

export type ServerMessageKey = keyof typeof serverMessages;

/** Field names as users read them, for "which field and why". */
export const fieldLabels = {
  userName: { zh: '用户名', en: 'User name', es: 'Nombre de usuario' },
  password: { zh: '密码', en: 'Password', es: 'Contraseña' },
  validateCode: { zh: '验证码', en: 'Verification code', es: 'Código de verificación' },
  uuid: { zh: '验证码编号', en: 'Verification code id', es: 'Id del código de verificación' },
  userId: { zh: '用户编号', en: 'User id', es: 'Id de usuario' },
  organId: { zh: '组织编号', en: 'Organisation id', es: 'Id de organización' },
  pageSize: { zh: '每页条数', en: 'Page size', es: 'Tamaño de página' },
  pageNum: { zh: '页码', en: 'Page number', es: 'Número de página' },
  body: { zh: '请求体', en: 'Request body', es: 'Cuerpo de la solicitud' },
} satisfies Record<string, Translations>;

export const translate = (
  key: ServerMessageKey,
  locale: Locale,
  values: Record<string, string> = {},
): string =>
  serverMessages[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A field's label in the locale; unknown fields fall back to their own name. */
export const fieldLabel = (field: string, locale: Locale): string =>
  (fieldLabels as Record<string, Translations>)[field]?.[locale] ?? field;
