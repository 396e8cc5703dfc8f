import { defineTexts } from './translate';

/** Editor labels of the batch-d widgets (see README: "Adding a widget"). */
export const batchDLabels = defineTexts({
  'goodsDetail.goodsName': { zh: '商品名称', en: 'Goods name', es: 'Nombre del producto' },
  'goodsDetail.sellingPoint': { zh: '卖点', en: 'Selling point', es: 'Argumento de venta' },
  'goodsDetail.price': { zh: '价格', en: 'Price', es: 'Precio' },
  'goodsDetail.suggestedRetailPrice': {
    zh: '建议零售价',
    en: 'Suggested retail price',
    es: 'Precio de venta recomendado',
  },
  'goodsDetail.salesNum': { zh: '销量', en: 'Sales', es: 'Ventas' },
  'goodsDetail.isUserGrade': { zh: '会员价', en: 'Member price', es: 'Precio de socio' },
  'goodsDetail.showSuggestedRetailPrice': {
    zh: '显示建议零售价',
    en: 'Show suggested retail price',
    es: 'Mostrar precio de venta recomendado',
  },

  'goodsPrice.showCoupons': { zh: '显示优惠券', en: 'Show coupons', es: 'Mostrar cupones' },
  'goodsPrice.coupons': { zh: '优惠券', en: 'Coupons', es: 'Cupones' },
  'goodsPrice.solgan': { zh: '优惠标语', en: 'Coupon slogan', es: 'Eslogan del cupón' },

  'goodsName.showGoodsName': { zh: '显示商品名称', en: 'Show name', es: 'Mostrar nombre' },
  'goodsName.showSellingPoint': {
    zh: '显示卖点',
    en: 'Show selling point',
    es: 'Mostrar argumento de venta',
  },
  'goodsName.showSalesNum': { zh: '显示销量', en: 'Show sales', es: 'Mostrar ventas' },
  'goodsName.showGoodsCollect': {
    zh: '显示收藏',
    en: 'Show "save"',
    es: 'Mostrar «guardar»',
  },
  'goodsName.showGoodsShare': { zh: '显示分享', en: 'Show "share"', es: 'Mostrar «compartir»' },

  'goodsDescription.showTitle': { zh: '显示标题', en: 'Show heading', es: 'Mostrar encabezado' },
  'goodsDescription.goodsDescribe': { zh: '商品描述', en: 'Description', es: 'Descripción' },

  'goodsCommentList.limit': { zh: '显示条数', en: 'Reviews shown', es: 'Opiniones mostradas' },
  'goodsCommentList.showRows': {
    zh: '评价显示行数',
    en: 'Lines per review',
    es: 'Líneas por opinión',
  },

  'goodsPromotionCountdown.name': {
    zh: '活动名称',
    en: 'Promotion name',
    es: 'Nombre de la promoción',
  },
  'goodsPromotionCountdown.endTime': {
    zh: '结束时间（yyyy-MM-dd HH:mm:ss）',
    en: 'Ends at (yyyy-MM-dd HH:mm:ss)',
    es: 'Termina el (yyyy-MM-dd HH:mm:ss)',
  },

  'goodsSlideImages.autoplay': { zh: '自动播放', en: 'Autoplay', es: 'Reproducción automática' },

  'goodsServiceList.name': { zh: '服务名称', en: 'Service name', es: 'Nombre del servicio' },
  'goodsServiceList.description': { zh: '服务说明', en: 'Description', es: 'Descripción' },

  'goodsSpecifications.showShipment': { zh: '显示发货', en: 'Show shipping', es: 'Mostrar envío' },
  'goodsSpecifications.showPreferential': {
    zh: '显示优惠',
    en: 'Show offers',
    es: 'Mostrar ofertas',
  },
  'goodsSpecifications.showService': {
    zh: '显示服务',
    en: 'Show services',
    es: 'Mostrar servicios',
  },
  'goodsSpecifications.showSpecification': {
    zh: '显示规格',
    en: 'Show specs',
    es: 'Mostrar detalles',
  },

  'userHeaderCard.avatarUrl': { zh: '头像', en: 'Avatar', es: 'Avatar' },
  'userHeaderCard.nickName': { zh: '昵称', en: 'Nickname', es: 'Apodo' },
  'userHeaderCard.gradeName': { zh: '会员等级', en: 'Member grade', es: 'Nivel de socio' },
  'userHeaderCard.mobile': { zh: '手机号', en: 'Mobile', es: 'Móvil' },

  'orderShortcutBar.tab': { zh: '订单类型', en: 'Order tab', es: 'Pestaña de pedidos' },
  'orderShortcutBar.all': { zh: '全部订单', en: 'All orders', es: 'Todos' },
  'orderShortcutBar.payment': { zh: '待付款', en: 'To pay', es: 'Por pagar' },
  'orderShortcutBar.delivery': { zh: '待发货', en: 'To ship', es: 'Por enviar' },
  'orderShortcutBar.received': { zh: '待收货', en: 'To receive', es: 'Por recibir' },
  'orderShortcutBar.name': {
    zh: '名称（留空用默认）',
    en: 'Name (empty: standard)',
    es: 'Nombre (vacío: estándar)',
  },
  'orderShortcutBar.count': { zh: '示例数量', en: 'Sample count', es: 'Cantidad de ejemplo' },
});
