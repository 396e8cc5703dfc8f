import type { Translations } from '../i18n/locale';

/** Why the device gateway refused a call (401), and the device's own fields in messages. */
export const deviceServerMessages = {
  'device.signatureMissing': {
    zh: '设备请求缺少 X-Device-Code、X-Timestamp、X-Nonce 或 X-Signature',
    en: 'The device call lacks X-Device-Code, X-Timestamp, X-Nonce or X-Signature',
    es: 'A la llamada del dispositivo le falta X-Device-Code, X-Timestamp, X-Nonce o X-Signature',
  },
  'device.unknown': {
    zh: '设备“{code}”不存在或尚未生成密钥',
    en: 'Device "{code}" is unknown or has no secret yet',
    es: 'El dispositivo "{code}" no existe o aún no tiene clave',
  },
  'device.badSignature': {
    zh: '签名与设备密钥不符',
    en: 'The signature does not match the device’s secret',
    es: 'La firma no coincide con la clave del dispositivo',
  },
  'device.staleTimestamp': {
    zh: 'X-Timestamp 与服务器时间相差超过 5 分钟',
    en: 'X-Timestamp is more than 5 minutes away from the server’s time',
    es: 'X-Timestamp se aleja más de 5 minutos de la hora del servidor',
  },
  'device.replayed': {
    zh: '该 X-Nonce 已被此设备使用过（重放）',
    en: 'This X-Nonce was already used by the device (a replay)',
    es: 'Este X-Nonce ya lo usó el dispositivo (una repetición)',
  },
} satisfies Record<string, Translations>;
