import type { Translations } from '../i18n/locale';

/** Why the merchant API refused a call, and the payment rules' own refusals. */
export const paymentServerMessages = {
  'finance.dayNotOver': {
    zh: '{date} 尚未结束：当天的退款和支付仍会计入，结束后才能确认',
    en: '{date} is not over yet: its payments and refunds still count; confirm it once it ends',
    es: 'El {date} aún no ha terminado: sus pagos y reembolsos todavía cuentan; confírmelo cuando acabe',
  },
  'finance.monthNotOver': {
    zh: '{month} 尚未结束：月底之后才能月结',
    en: '{month} is not over yet: close it once it ends',
    es: '{month} aún no ha terminado: ciérrelo cuando acabe',
  },
  'pay.signatureMissing': {
    zh: '请求缺少 X-App-Id、X-Timestamp、X-Nonce 或 X-Signature',
    en: 'The call lacks X-App-Id, X-Timestamp, X-Nonce or X-Signature',
    es: 'A la llamada le falta X-App-Id, X-Timestamp, X-Nonce o X-Signature',
  },
  'pay.unknownApp': {
    zh: '应用“{appId}”不存在、已停用或尚未签发密钥',
    en: 'App "{appId}" is unknown, disabled or has no secret yet',
    es: 'La aplicación "{appId}" no existe, está desactivada o aún no tiene clave',
  },
  'pay.badSignature': {
    zh: '签名与应用密钥不符',
    en: 'The signature does not match the app’s secret',
    es: 'La firma no coincide con la clave de la aplicación',
  },
  'pay.staleTimestamp': {
    zh: 'X-Timestamp 与服务器时间相差超过 5 分钟',
    en: 'X-Timestamp is more than 5 minutes away from the server’s time',
    es: 'X-Timestamp se aleja más de 5 minutos de la hora del servidor',
  },
  'pay.replayed': {
    zh: '该 X-Nonce 已被此应用使用过（重放）',
    en: 'This X-Nonce was already used by the app (a replay)',
    es: 'Este X-Nonce ya lo usó la aplicación (una repetición)',
  },
  'pay.merchantDisabled': {
    zh: '商户不存在或已停用',
    en: 'The merchant is unknown or disabled',
    es: 'El comercio no existe o está desactivado',
  },
  'pay.noPassage': {
    zh: '应用没有可用的“{wayCode}”支付通道',
    en: 'The app has no enabled passage for the pay way "{wayCode}"',
    es: 'La aplicación no tiene una pasarela activa para la forma de pago "{wayCode}"',
  },
  'pay.channelUnavailable': {
    zh: '支付接口“{ifCode}”暂不可用',
    en: 'The pay interface "{ifCode}" is not available',
    es: 'La interfaz de pago "{ifCode}" no está disponible',
  },
  'pay.orderNoConflict': {
    zh: '商户订单号“{value}”已用于另一笔不同的订单',
    en: 'The merchant order no. "{value}" is already used by a different order',
    es: 'El n.º de pedido "{value}" ya lo usa otro pedido distinto',
  },
  'pay.refundNoConflict': {
    zh: '商户退款单号“{value}”已用于另一笔不同的退款',
    en: 'The merchant refund no. "{value}" is already used by a different refund',
    es: 'El n.º de reembolso "{value}" ya lo usa otro reembolso distinto',
  },
  'pay.orderRefMissing': {
    zh: '请提供 payOrderId 或 mchOrderNo',
    en: 'Give payOrderId or mchOrderNo',
    es: 'Indique payOrderId o mchOrderNo',
  },
  'pay.orderNotFound': {
    zh: '订单不存在',
    en: 'No such order',
    es: 'El pedido no existe',
  },
  'pay.notClosable': {
    zh: '订单状态为“{state}”，只有未支付的订单可以关闭',
    en: 'The order is {state}: only an unpaid order can be closed',
    es: 'El pedido está {state}: solo se puede cerrar un pedido sin pagar',
  },
  'pay.notRefundable': {
    zh: '订单状态为“{state}”，只有已支付的订单可以退款',
    en: 'The order is {state}: only a paid order can be refunded',
    es: 'El pedido está {state}: solo se puede reembolsar un pedido pagado',
  },
  'pay.refundExceeds': {
    zh: '退款金额超过可退金额 {left}（分）',
    en: 'The refund is more than the {left} cents left to refund',
    es: 'El reembolso supera los {left} céntimos que quedan por reembolsar',
  },
  'pay.refundRefused': {
    zh: '渠道拒绝了退款：{reason}',
    en: 'The channel refused the refund: {reason}',
    es: 'El canal rechazó el reembolso: {reason}',
  },
  'pay.belowMinimum': {
    zh: '{wayCode} 单笔最低 {limit}',
    en: '{wayCode} takes at least {limit} a payment',
    es: '{wayCode} cobra al menos {limit} por pago',
  },
  'pay.aboveMaximum': {
    zh: '{wayCode} 单笔最高 {limit}',
    en: '{wayCode} takes at most {limit} a payment',
    es: '{wayCode} cobra como máximo {limit} por pago',
  },
  'pay.dayLimitReached': {
    zh: '{wayCode} 今日已收 {taken}，单日限额 {limit}',
    en: '{wayCode} took {taken} today, its daily limit is {limit}',
    es: '{wayCode} cobró {taken} hoy, su límite diario es {limit}',
  },
  'pay.notifyRejected': {
    zh: '渠道通知被拒绝：{reason}',
    en: 'The channel notification was rejected: {reason}',
    es: 'Se rechazó la notificación del canal: {reason}',
  },
  'pay.notSandbox': {
    zh: '只有沙箱渠道中正在支付的订单可以这样支付',
    en: 'Only a paying order of the sandbox channel can be paid this way',
    es: 'Solo un pedido en pago del canal sandbox puede pagarse así',
  },
  'pay.isvRequired': {
    zh: '特约商户须选择服务商',
    en: 'A sub-merchant names its service provider',
    es: 'Un subcomercio indica su proveedor de servicios',
  },
  'pay.wayNotSupported': {
    zh: '该支付接口不支持支付方式“{wayCode}”',
    en: 'The interface does not support the pay way "{wayCode}"',
    es: 'La interfaz no admite la forma de pago "{wayCode}"',
  },
  'pay.badParams': {
    zh: '参数须为 JSON：{reason}',
    en: 'Parameters must be JSON: {reason}',
    es: 'Los parámetros deben ser JSON: {reason}',
  },
  'pay.configTaken': {
    zh: '该应用已配置此支付接口',
    en: 'The app already has a config of this interface',
    es: 'La aplicación ya tiene una configuración de esta interfaz',
  },
  'pay.passageTaken': {
    zh: '该应用的此支付方式已有此接口的通道',
    en: 'The app already has this passage for the pay way',
    es: 'La aplicación ya tiene esta pasarela para la forma de pago',
  },
  'pay.transferNoConflict': {
    zh: '商户转账单号“{value}”已用于另一笔不同的转账',
    en: 'The merchant transfer no. "{value}" is already used by a different transfer',
    es: 'El n.º de transferencia "{value}" ya lo usa otra transferencia distinta',
  },
  'pay.noTransferChannel': {
    zh: '应用没有可用于转账的支付接口“{ifCode}”',
    en: 'The app has no enabled interface "{ifCode}" that can transfer',
    es: 'La aplicación no tiene una interfaz "{ifCode}" activa que pueda transferir',
  },
  'pay.notSandboxTransfer': {
    zh: '只有沙箱渠道中正在转账的订单可以这样处理',
    en: 'Only a transferring order of the sandbox channel can be settled this way',
    es: 'Solo una transferencia en curso del canal sandbox puede resolverse así',
  },
  'pay.ratioExceeds': {
    zh: '该组启用的接收方分账比例合计将超过 10000（万分之），还可分配 {left}',
    en: 'The enabled receivers of the group would share more than 10 000 basis points ({left} left)',
    es: 'Los receptores activos del grupo sumarían más de 10 000 puntos básicos (quedan {left})',
  },
  'pay.divisionExceeds': {
    zh: '订单可分账金额不足（已退款或已分账），剩余 {left}（分）',
    en: 'The order has only {left} cents left to divide (refunded or divided already)',
    es: 'Al pedido solo le quedan {left} céntimos por repartir (ya reembolsados o repartidos)',
  },
  'merchant.inUse': {
    zh: '该商户已有进件申请或支付配置，不能删除',
    en: 'This merchant has onboarding applications or payment settings and cannot be removed',
    es: 'Este comercio tiene solicitudes de alta o configuraciones de pago y no se puede eliminar',
  },
  'merchant.typeInUse': {
    zh: '有商户属于该类型，不能删除',
    en: 'Merchants are of this category; it cannot be removed',
    es: 'Hay comercios de esta categoría; no se puede eliminar',
  },
  'merchant.originInUse': {
    zh: '有商户来自该来源，不能删除',
    en: 'Merchants came from this origin; it cannot be removed',
    es: 'Hay comercios de este origen; no se puede eliminar',
  },
  'merchant.paymentTaken': {
    zh: '该商户已有这种支付方式的配置',
    en: 'This merchant already has a setting for this pay way',
    es: 'Este comercio ya tiene una configuración para esta forma de pago',
  },
  'merchant.closed': {
    zh: '{field}已关闭',
    en: '{field} is closed',
    es: '{field} está cerrado',
  },
  'merchant.entryOpen': {
    zh: '该商户在这个{field}已有进行中的进件申请',
    en: 'This merchant already has an application under way on this {field}',
    es: 'Este comercio ya tiene una solicitud en curso en este {field}',
  },
  'merchant.notActive': {
    zh: '{field}尚未生效或已冻结，不能启用支付配置',
    en: '{field} is not active (signing up, frozen or closed): its payment settings cannot be enabled',
    es: '{field} no está activo (en alta, congelado o cerrado): no se pueden activar sus pagos',
  },
  'merchant.hasOpenEntry': {
    zh: '该商户还有进行中的进件申请，请先作废',
    en: 'This merchant has applications under way; cancel them first',
    es: 'Este comercio tiene solicitudes en curso; anúlelas primero',
  },
  'merchant.entryIncomplete': {
    zh: '提交前请填写{field}',
    en: 'Fill in {field} before submitting',
    es: 'Rellene {field} antes de enviar',
  },
} satisfies Record<string, Translations>;
