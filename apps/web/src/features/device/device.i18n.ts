import { defineMessages } from '../../lib/i18n/feature-messages';

/** Texts of the device screen beyond the resource labels: issuing a device's secret. */
export const deviceMessages = defineMessages('device', {
  en: {
    issueSecret: 'New secret',
    confirm:
      'Issue a new secret for {{code}}? Its current secret stops working at once; the device must be given the new one.',
    issue: 'Issue',
    cancel: 'Cancel',
    secretTitle: 'Secret of {{code}}',
    secretHint:
      'Copy it now and put it on the device. It is shown only this once: it cannot be read again, only replaced.',
    close: 'I have copied it',
  },
  zh: {
    issueSecret: '生成新密钥',
    confirm: '为 {{code}} 生成新密钥？当前密钥会立即失效，需要把新密钥配置到设备上。',
    issue: '生成',
    cancel: '取消',
    secretTitle: '{{code}} 的密钥',
    secretHint: '请立即复制并配置到设备上。密钥只显示这一次，之后无法再查看，只能重新生成。',
    close: '我已复制',
  },
  es: {
    issueSecret: 'Nueva clave',
    confirm:
      '¿Emitir una nueva clave para {{code}}? La clave actual deja de funcionar de inmediato; hay que darle la nueva al dispositivo.',
    issue: 'Emitir',
    cancel: 'Cancelar',
    secretTitle: 'Clave de {{code}}',
    secretHint:
      'Cópiela ahora y configúrela en el dispositivo. Solo se muestra esta vez: no se puede volver a leer, solo reemplazar.',
    close: 'Ya la copié',
  },
});
