import type { Translations } from '../i18n/locale';

/** Bargains' refusals (docs/marketing.md), in the caller's language. */
export const bargainServerMessages = {
  'bargain.floorNotBelowFirst': {
    zh: '最低价必须大于零且低于起始价',
    en: 'The floor price must be above zero and below the first price',
    es: 'El precio mínimo debe ser mayor que cero y menor que el precio inicial',
  },
  'bargain.firstAbovePrice': {
    zh: '起始价不能高于售价（“{goods}”售价 {price}）',
    en: 'The first price cannot be above the price (“{goods}” sells at {price})',
    es: 'El precio inicial no puede superar el precio («{goods}» cuesta {price})',
  },
  'bargain.cutRange': {
    zh: '单次最多砍必须大于零且不小于单次最少砍',
    en: 'The largest cut must be above zero and not below the smallest cut',
    es: 'La rebaja máxima debe ser mayor que cero y no menor que la mínima',
  },
  'bargain.notNow': {
    zh: '该砍价活动当前不在进行中',
    en: 'This bargain is not on now',
    es: 'Este regateo no está en curso',
  },
  'bargain.soldOut': {
    zh: '砍价商品已抢光',
    en: 'The bargain is sold out',
    es: 'El regateo está agotado',
  },
  'bargain.limitReached': {
    zh: '已达到每人可发起次数（{limit} 次）',
    en: 'You have started as many bargains as allowed ({limit})',
    es: 'Ya inició tantos regateos como se permite ({limit})',
  },
  'bargain.inProgress': {
    zh: '您在该活动中已有进行中的砍价',
    en: 'You already have a bargain of this activity in progress',
    es: 'Ya tiene un regateo de esta actividad en curso',
  },
  'bargain.notOpen': {
    zh: '该砍价已结束',
    en: 'This bargain is over',
    es: 'Este regateo ha terminado',
  },
  'bargain.ownBargain': {
    zh: '不能为自己的砍价助力',
    en: 'You cannot help your own bargain',
    es: 'No puede ayudar en su propio regateo',
  },
  'bargain.alreadyHelped': {
    zh: '您已为该砍价助力过',
    en: 'You have already helped this bargain',
    es: 'Ya ayudó en este regateo',
  },
  'bargain.noCutsLeft': {
    zh: '您在该活动中的助力次数已用完（{limit} 次）',
    en: 'You have no cuts left in this activity ({limit})',
    es: 'No le quedan rebajas en esta actividad ({limit})',
  },
  'bargain.notYours': {
    zh: '只能购买自己砍价成功的商品',
    en: 'Only your own succeeded bargain can be bought',
    es: 'Solo se puede comprar su propio regateo logrado',
  },
  'bargain.notSucceeded': {
    zh: '砍价尚未成功',
    en: 'The bargain has not succeeded yet',
    es: 'El regateo aún no se ha logrado',
  },
  'bargain.ordered': {
    zh: '该砍价已下单',
    en: 'This bargain has been ordered already',
    es: 'Este regateo ya se pidió',
  },
  'bargain.notInSale': {
    zh: '砍价订单只能购买该活动的商品一件',
    en: 'A bargain order is one unit of its goods',
    es: 'Un pedido de regateo es una unidad de su artículo',
  },
} as const satisfies Record<string, Translations>;
