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
    events: 'Events',
    eventsTitle: 'Events of {{code}}',
    noEvents: 'No events yet',
    when: 'Time',
    kind: 'Event',
    code: 'Code',
    message: 'Message',
    kinds: { fault: 'Fault', door: 'Door', secret: 'Secret issued' },
    ok: 'Close',
  },
  zh: {
    issueSecret: '生成新密钥',
    confirm: '为 {{code}} 生成新密钥？当前密钥会立即失效，需要把新密钥配置到设备上。',
    issue: '生成',
    cancel: '取消',
    secretTitle: '{{code}} 的密钥',
    secretHint: '请立即复制并配置到设备上。密钥只显示这一次，之后无法再查看，只能重新生成。',
    close: '我已复制',
    events: '事件',
    eventsTitle: '{{code}} 的事件',
    noEvents: '暂无事件',
    when: '时间',
    kind: '事件',
    code: '代码',
    message: '信息',
    kinds: { fault: '故障', door: '柜门', secret: '生成密钥' },
    ok: '关闭',
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
    events: 'Eventos',
    eventsTitle: 'Eventos de {{code}}',
    noEvents: 'Aún no hay eventos',
    when: 'Hora',
    kind: 'Evento',
    code: 'Código',
    message: 'Mensaje',
    kinds: { fault: 'Avería', door: 'Puerta', secret: 'Clave emitida' },
    ok: 'Cerrar',
  },
});
