import { defineTexts } from './translate';

/** Texts of the batch-d widgets (see README: "Adding a widget"). */
export const batchDTexts = defineTexts({
  // Shared by the goods-detail blocks.
  'goodsDetail.sold': { zh: '已售{count}', en: '{count} sold', es: '{count} vendidos' },
  'goodsDetail.memberPrice': { zh: '会员价', en: 'Member price', es: 'Precio de socio' },
  'goodsDetail.suggestedRetailPrice': {
    zh: '建议零售价 {price}',
    en: 'RRP {price}',
    es: 'PVP recomendado {price}',
  },

  'goodsPrice.coupons': { zh: '优惠券', en: 'Coupons', es: 'Cupones' },

  'goodsName.collect': { zh: '收藏', en: 'Save', es: 'Guardar' },
  'goodsName.share': { zh: '分享', en: 'Share', es: 'Compartir' },

  'goodsDescription.title': { zh: '商品详情', en: 'Details', es: 'Detalles' },

  'goodsCommentList.heading': {
    zh: '{title}({total})',
    en: '{title} ({total})',
    es: '{title} ({total})',
  },
  'goodsCommentList.empty': { zh: '暂无评价', en: 'No reviews yet', es: 'Aún no hay opiniones' },
  'goodsCommentList.anonymous': { zh: '匿名用户', en: 'Anonymous', es: 'Anónimo' },
  'goodsCommentList.stars': {
    zh: '{count}星',
    en: 'Rated {count} of 5',
    es: 'Valoración: {count} de 5',
  },

  'goodsPromotionCountdown.endsIn': {
    zh: '距结束 {time}',
    en: 'Ends in {time}',
    es: 'Termina en {time}',
  },
  'goodsPromotionCountdown.days': {
    zh: '{days}天 {clock}',
    en: '{days}d {clock}',
    es: '{days} d {clock}',
  },
  'goodsPromotionCountdown.ended': { zh: '活动已结束', en: 'Offer ended', es: 'Oferta finalizada' },

  'goodsSlideImages.counter': {
    zh: '{index}/{total}',
    en: '{index}/{total}',
    es: '{index}/{total}',
  },

  'goodsServiceList.label': { zh: '服务', en: 'Services', es: 'Servicios' },
  'goodsServiceList.title': { zh: '服务说明', en: 'Services', es: 'Servicios' },

  'goodsSpecifications.shipment': { zh: '发货', en: 'Shipping', es: 'Envío' },
  'goodsSpecifications.preferential': { zh: '优惠', en: 'Offers', es: 'Ofertas' },
  'goodsSpecifications.service': { zh: '服务', en: 'Services', es: 'Servicios' },
  'goodsSpecifications.specification': { zh: '规格', en: 'Specs', es: 'Detalles' },
  'goodsSpecifications.freight': { zh: '{name} {fee}', en: '{name} {fee}', es: '{name} {fee}' },
  'goodsSpecifications.freeShipping': { zh: '免运费', en: 'free shipping', es: 'envío gratis' },
  'goodsSpecifications.prop': {
    zh: '{name}：{value}',
    en: '{name}: {value}',
    es: '{name}: {value}',
  },

  'userHeaderCard.login': { zh: '点击登录', en: 'Log in', es: 'Iniciar sesión' },
  'userHeaderCard.loginHint': {
    zh: '登录后查看订单和会员权益',
    en: 'See your orders and member benefits',
    es: 'Vea sus pedidos y ventajas de socio',
  },
  'userHeaderCard.noNickName': { zh: '未设置昵称', en: 'No nickname', es: 'Sin apodo' },

  'orderShortcutBar.label': { zh: '我的订单', en: 'My orders', es: 'Mis pedidos' },
  'orderShortcutBar.all': { zh: '全部订单', en: 'All orders', es: 'Todos' },
  'orderShortcutBar.payment': { zh: '待付款', en: 'To pay', es: 'Por pagar' },
  'orderShortcutBar.delivery': { zh: '待发货', en: 'To ship', es: 'Por enviar' },
  'orderShortcutBar.received': { zh: '待收货', en: 'To receive', es: 'Por recibir' },
});
