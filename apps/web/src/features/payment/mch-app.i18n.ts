import { defineMessages } from '../../lib/i18n/feature-messages';

/** Texts of the apps screen beyond the resource labels: issuing an app's signing secret. */
export const mchAppMessages = defineMessages('mchAppSecret', {
  en: {
    issueSecret: 'New secret',
    confirm:
      'Issue a new signing secret for app {{app}}? Its current secret stops working at once: the merchant’s system must sign with the new one.',
    issue: 'Issue',
    cancel: 'Cancel',
    secretTitle: 'Signing secret of app {{app}}',
    secretHint:
      'Copy it now into the merchant’s system. It is shown only this once: it cannot be read again, only replaced.',
    close: 'I have copied it',
  },
  zh: {
    issueSecret: '生成新密钥',
    confirm: '为应用 {{app}} 生成新的签名密钥？当前密钥会立即失效，商户系统需改用新密钥签名。',
    issue: '生成',
    cancel: '取消',
    secretTitle: '应用 {{app}} 的签名密钥',
    secretHint: '请立即复制到商户系统中。密钥只显示这一次，之后无法再查看，只能重新生成。',
    close: '我已复制',
  },
  es: {
    issueSecret: 'Nueva clave',
    confirm:
      '¿Emitir una nueva clave de firma para la aplicación {{app}}? La clave actual deja de funcionar de inmediato: el sistema del comercio debe firmar con la nueva.',
    issue: 'Emitir',
    cancel: 'Cancelar',
    secretTitle: 'Clave de firma de la aplicación {{app}}',
    secretHint:
      'Cópiela ahora en el sistema del comercio. Solo se muestra esta vez: no se puede volver a leer, solo reemplazar.',
    close: 'Ya la copié',
  },
});
