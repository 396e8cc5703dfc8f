import type { Translations } from '../i18n/locale';

/** Group buys' refusals (docs/marketing.md), in the caller's language. */
export const grouponServerMessages = {
  'groupon.priceMissing': {
    zh: '请填写大于零的拼团价',
    en: 'Enter a group price above zero',
    es: 'Indique un precio de grupo mayor que cero',
  },
  'groupon.priceTooHigh': {
    zh: '拼团价必须低于售价（“{goods}”售价 {price}）',
    en: 'The group price must be below the price (“{goods}” sells at {price})',
    es: 'El precio de grupo debe ser menor que el precio («{goods}» cuesta {price})',
  },
  'groupon.notNow': {
    zh: '该拼团活动当前不在进行中',
    en: 'This group buy is not on now',
    es: 'Esta compra en grupo no está en curso',
  },
  'groupon.notInSale': {
    zh: '拼团只能购买该活动的一种商品',
    en: 'A group buy order is one goods of that group buy',
    es: 'Un pedido en grupo es un solo artículo de esa compra en grupo',
  },
  'groupon.perOrder': {
    zh: '每单限购 {limit} 件',
    en: 'At most {limit} per order',
    es: 'Como máximo {limit} por pedido',
  },
  'groupon.limitReached': {
    zh: '已达到每人限购数量（{limit} 件）',
    en: 'You have reached the limit per customer ({limit})',
    es: 'Ha alcanzado el límite por cliente ({limit})',
  },
  'groupon.noCoupon': {
    zh: '拼团商品不能使用优惠券',
    en: 'Coupons cannot be used on group buy goods',
    es: 'No se pueden usar cupones en artículos de compra en grupo',
  },
  'groupon.oneActivity': {
    zh: '一笔订单只能参加一个活动（秒杀、拼团或砍价）',
    en: 'An order can be in one activity only (a flash sale, a group buy or a bargain)',
    es: 'Un pedido solo puede estar en una actividad (venta flash, compra en grupo o regateo)',
  },
  'groupon.notOpen': {
    zh: '该团已结束或尚未开团',
    en: 'This group is not open to join',
    es: 'Este grupo no está abierto',
  },
  'groupon.otherActivity': {
    zh: '该团不属于所选拼团活动',
    en: 'This group is not of the chosen group buy',
    es: 'Este grupo no es de la compra en grupo elegida',
  },
  'groupon.full': {
    zh: '该团已满员',
    en: 'This group is full',
    es: 'Este grupo está completo',
  },
  'groupon.alreadyIn': {
    zh: '您在该活动中已有进行中的团',
    en: 'You are already in a group of this group buy that is not over',
    es: 'Ya está en un grupo de esta compra en grupo que no ha terminado',
  },
  'groupon.notDone': {
    zh: '拼团尚未成功，暂不能发货或退款',
    en: 'Its group buy has not succeeded yet: it cannot be shipped or refunded',
    es: 'Su compra en grupo aún no se ha logrado: no se puede enviar ni reembolsar',
  },
} as const satisfies Record<string, Translations>;

/** The reason of the refund a failed group's paid orders get (kept on the after-sale request). */
export const GROUPON_FAILED_REASON = '拼团失败 · Group buy failed · Compra en grupo fallida';
