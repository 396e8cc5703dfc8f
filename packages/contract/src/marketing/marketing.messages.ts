import type { Translations } from '../i18n/locale';
import { ruleServerMessages } from './rule.messages';
import { bargainServerMessages } from './bargain.messages';
import { grouponServerMessages } from './groupon.messages';

/** Marketing's refusals, in the caller's language (the field they name is in the error). */
export const marketingServerMessages = {
  'activity.endBeforeStart': {
    zh: '结束时间必须晚于开始时间',
    en: 'The end must be after the start',
    es: 'El final debe ser posterior al inicio',
  },
  'activity.alreadyOver': {
    zh: '结束时间已过，无法发布',
    en: 'Its end has already passed; it cannot be scheduled',
    es: 'Su final ya pasó; no se puede programar',
  },
  'decoration.empty': {
    zh: '请设置图片、角标文字或颜色后再发布',
    en: 'Give it a picture, a badge text or a colour before scheduling it',
    es: 'Ponle una imagen, un texto de insignia o un color antes de programarlo',
  },
  'activity.overlap': {
    zh: '“{goods}”已在同时段的活动“{activity}”中',
    en: '“{goods}” is already in “{activity}” at the same time',
    es: '«{goods}» ya está en «{activity}» a la misma hora',
  },
  'activity.discountTooDeep': {
    zh: '优惠不能大于等于价格（“{goods}”售价 {price}）',
    en: 'The discount must be less than the price (“{goods}” sells at {price})',
    es: 'El descuento debe ser menor que el precio («{goods}» cuesta {price})',
  },
  'activity.scopeMismatch': {
    zh: '请按适用范围只填写“{field}”一项',
    en: 'Fill in only “{field}”, as the goods covered say',
    es: 'Rellene solo «{field}», como indican los artículos cubiertos',
  },
  'activity.scopeAllGoods': {
    zh: '适用范围为全部商品，无需列出商品或品类',
    en: 'It covers all goods: it lists no goods or categories',
    es: 'Cubre todos los artículos: no lleva lista de artículos ni categorías',
  },
  'activity.noGoods': {
    zh: '活动还没有商品，无法发布',
    en: 'It has no goods yet; it cannot be scheduled',
    es: 'Aún no tiene artículos; no se puede programar',
  },
  'activity.noTiers': {
    zh: '活动还没有优惠梯度，无法发布',
    en: 'It has no tiers yet; it cannot be scheduled',
    es: 'Aún no tiene tramos; no se puede programar',
  },
  'activity.noScope': {
    zh: '还没有列出适用的商品或品类',
    en: 'It lists no goods or categories it covers yet',
    es: 'Aún no lista los artículos o categorías que cubre',
  },
  'activity.overlapAllGoods': {
    zh: '与同时段的活动“{activity}”都适用于全部商品',
    en: 'Both it and “{activity}” cover all goods at the same time',
    es: 'Tanto esta como «{activity}» cubren todos los artículos a la misma hora',
  },
  'activity.tierTooDeep': {
    zh: '减金额必须小于满金额（{price}）',
    en: 'The amount off must be less than the spend it needs ({price})',
    es: 'El importe de descuento debe ser menor que el gasto mínimo ({price})',
  },
  'coupon.thresholdBelowValue': {
    zh: '使用门槛不能低于优惠金额',
    en: 'The minimum spend cannot be below the amount off',
    es: 'El gasto mínimo no puede ser inferior al importe de descuento',
  },
  'coupon.validityMissing': {
    zh: '请填写有效期',
    en: 'Give the validity dates',
    es: 'Indique las fechas de validez',
  },
  'coupon.discountMissing': {
    zh: '请填写优惠金额',
    en: 'Give the amount off',
    es: 'Indique el importe de descuento',
  },
  'coupon.notRunning': {
    zh: '该优惠券当前不可领取或发放',
    en: 'This coupon is not being given out now',
    es: 'Este cupón no se está entregando ahora',
  },
  'coupon.soldOut': {
    zh: '优惠券已领完',
    en: 'No coupons of this kind are left',
    es: 'No quedan cupones de este tipo',
  },
  'coupon.limitReached': {
    zh: '已达到每人限领数量（{limit} 张）',
    en: 'The limit per customer is reached ({limit})',
    es: 'Se alcanzó el límite por cliente ({limit})',
  },
  'coupon.notClaimable': {
    zh: '该优惠券不可自行领取',
    en: 'This coupon cannot be claimed; it is issued by the shop',
    es: 'Este cupón no se puede recoger; lo emite la tienda',
  },
  'coupon.unusable': {
    zh: '该优惠券不能用于本单：{reason}',
    en: 'This coupon cannot be used on this order: {reason}',
    es: 'Este cupón no se puede usar en este pedido: {reason}',
  },
  'coupon.belowThreshold': {
    zh: '未达到使用门槛',
    en: 'the minimum spend is not reached',
    es: 'no se alcanza el gasto mínimo',
  },
  'coupon.outOfRange': {
    zh: '本单商品不在适用范围内',
    en: 'no goods of the order are covered',
    es: 'ningún artículo del pedido está cubierto',
  },
  'coupon.notValidNow': {
    zh: '不在有效期内',
    en: 'it is not valid now',
    es: 'no es válido ahora',
  },
  'coupon.notYours': {
    zh: '优惠券不存在或已使用',
    en: 'That coupon does not exist or was already used',
    es: 'Ese cupón no existe o ya se usó',
  },
  'coupon.inUse': {
    zh: '该模板已发出优惠券，不能删除',
    en: 'Coupons of this template were given out; it cannot be removed',
    es: 'Se entregaron cupones de esta plantilla; no se puede eliminar',
  },
  'order.totalChanged': {
    zh: '应付金额已变为 {price}（优惠有变化），请确认后重新下单',
    en: 'The amount to pay is now {price} (a discount changed); check the order and place it again',
    es: 'El importe a pagar ahora es {price} (cambió un descuento); revise el pedido y hágalo de nuevo',
  },
  'rule.invalidContent': {
    zh: '规则内容有误：{error}',
    en: 'The rule’s content is not valid: {error}',
    es: 'El contenido de la regla no es válido: {error}',
  },
  'rule.expiresBeforeEffective': {
    zh: '失效时间必须晚于生效时间',
    en: 'It must expire after it takes effect',
    es: 'Debe caducar después de entrar en vigor',
  },
  'seckill.timeFormat': {
    zh: '请按“时:分”填写（如 10:00）',
    en: 'Give a time of day as HH:mm (10:00, say)',
    es: 'Indique una hora como HH:mm (por ejemplo 10:00)',
  },
  'seckill.sceneOverlap': {
    zh: '与启用的时段“{scene}”重叠',
    en: 'It overlaps the enabled time slot “{scene}”',
    es: 'Se solapa con la franja activa «{scene}»',
  },
  'seckill.sceneInUse': {
    zh: '该时段已有秒杀活动，不能删除',
    en: 'Flash sales use this time slot; it cannot be removed',
    es: 'Hay ventas flash en esta franja; no se puede eliminar',
  },
  'seckill.priceTooHigh': {
    zh: '秒杀价必须低于售价（“{goods}”售价 {price}）',
    en: 'The flash price must be below the price (“{goods}” sells at {price})',
    es: 'El precio flash debe ser menor que el precio («{goods}» cuesta {price})',
  },
  'seckill.priceMissing': {
    zh: '请填写大于零的秒杀价',
    en: 'Give a flash price above zero',
    es: 'Indique un precio flash mayor que cero',
  },
  'seckill.skuNotOfGoods': {
    zh: '该规格不属于所选商品',
    en: 'That SKU is not one of the goods chosen',
    es: 'Esa variante no es del artículo elegido',
  },
  'seckill.notNow': {
    zh: '该秒杀活动当前不在进行中',
    en: 'This flash sale is not on now',
    es: 'Esta venta flash no está en curso ahora',
  },
  'seckill.notInSale': {
    zh: '秒杀只能购买该活动的一种商品',
    en: 'A flash sale order holds one line, of goods of that flash sale',
    es: 'Un pedido de venta flash lleva una línea, de artículos de esa venta',
  },
  'seckill.perOrder': {
    zh: '每单限购 {limit} 件',
    en: 'At most {limit} per order',
    es: 'Como máximo {limit} por pedido',
  },
  'seckill.limitReached': {
    zh: '已达到每人限购数量（{limit} 件）',
    en: 'The limit per customer is reached ({limit})',
    es: 'Se alcanzó el límite por cliente ({limit})',
  },
  'seckill.soldOut': {
    zh: '秒杀商品已抢光',
    en: 'The flash sale is sold out',
    es: 'La venta flash está agotada',
  },
  'seckill.noCoupon': {
    zh: '秒杀商品不能使用优惠券',
    en: 'Coupons cannot be used on flash sale goods',
    es: 'No se pueden usar cupones en artículos de venta flash',
  },
  ...grouponServerMessages,
  ...bargainServerMessages,
  ...ruleServerMessages,
} as const satisfies Record<string, Translations>;
