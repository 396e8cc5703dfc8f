import type { Locale } from '@retail/contract';
import { BARGAIN_TEXTS } from './storefront-shop-bargain.i18n';
import { CART_TEXTS } from './storefront-shop-cart.i18n';
import { GROUPON_TEXTS } from './storefront-shop-groupon.i18n';
import { INVOICE_TEXTS } from './storefront-shop-invoice.i18n';
import { ORDER_EXTRA_TEXTS } from './storefront-shop-order-extras.i18n';
import { SECKILL_TEXTS } from './storefront-shop-seckill.i18n';
import { fillText } from './storefront.i18n';

// The texts of the shop's pages (signing in, goods, checkout, paying, orders, refunds), zh/en/es
// side by side, `{name}` placeholders. They are the storefront's texts (storefront.i18n.ts), kept
// in a file of their own so that they travel in the shop's lazily loaded chunk, not in every page
// view.

const SHOP_TEXTS = {
  networkError: {
    zh: '无法连接商店，请检查网络后重试。',
    en: 'The shop could not be reached. Check your connection and try again.',
    es: 'No se pudo conectar con la tienda. Comprueba tu conexión e inténtalo de nuevo.',
  },
  failed: {
    zh: '出错了，请重试。',
    en: 'Something went wrong. Try again.',
    es: 'Algo salió mal. Inténtalo de nuevo.',
  },
  back: { zh: '返回', en: 'Back', es: 'Atrás' },
  home: { zh: '返回首页', en: 'Back to the home page', es: 'Volver a la página de inicio' },

  // Signing in
  'login.title': { zh: '登录', en: 'Sign in', es: 'Iniciar sesión' },
  'login.intro': {
    zh: '使用手机号登录，我们会发送验证码。',
    en: 'Sign in with your mobile number: we send you a code.',
    es: 'Inicia sesión con tu número de móvil: te enviamos un código.',
  },
  'login.mobile': { zh: '手机号', en: 'Mobile number', es: 'Número de móvil' },
  'login.code': { zh: '验证码', en: 'Code', es: 'Código' },
  'login.codeHint': {
    zh: '短信中的 6 位数字',
    en: '6 digits, from the text message',
    es: '6 dígitos, del mensaje de texto',
  },
  'login.send': { zh: '发送验证码', en: 'Send code', es: 'Enviar código' },
  'login.resend': {
    zh: '{seconds} 秒后可重新发送',
    en: 'Send again in {seconds} s',
    es: 'Reenviar en {seconds} s',
  },
  'login.sent': {
    zh: '验证码已发送，{minutes} 分钟内有效。',
    en: 'Code sent. It is valid for {minutes} minutes.',
    es: 'Código enviado. Es válido durante {minutes} minutos.',
  },
  'login.submit': { zh: '登录', en: 'Sign in', es: 'Iniciar sesión' },
  'login.mobileInvalid': {
    zh: '请输入手机号（6 至 15 位数字）。',
    en: 'Enter a mobile number: 6 to 15 digits.',
    es: 'Introduce un número de móvil: de 6 a 15 dígitos.',
  },
  'login.codeInvalid': {
    zh: '请输入 6 位验证码。',
    en: 'Enter the 6-digit code.',
    es: 'Introduce el código de 6 dígitos.',
  },

  // Goods
  'goods.title': { zh: '商品详情', en: 'Goods detail', es: 'Detalle del producto' },
  'goods.noStoreTitle': {
    zh: '暂不支持线上购买',
    en: 'Not sold online',
    es: 'No se vende en línea',
  },
  'goods.noStoreBody': {
    zh: '本店尚未开通线上下单，请到门店购买。',
    en: 'This shop does not take orders online yet. Buy these goods at one of its stores.',
    es: 'Esta tienda aún no acepta pedidos en línea. Compre este producto en una de sus tiendas.',
  },
  'goods.notFound': {
    zh: '该门店未在售此商品。',
    en: 'These goods are not on sale in this store.',
    es: 'Este producto no está a la venta en esta tienda.',
  },
  'goods.store': { zh: '{name} 销售', en: 'Sold by {name}', es: 'Vendido por {name}' },
  'goods.choose': { zh: '选择规格', en: 'Choose', es: 'Elige' },
  'goods.standard': { zh: '标准', en: 'Standard', es: 'Estándar' },
  'goods.price': { zh: '价格', en: 'Price', es: 'Precio' },
  'goods.services': { zh: '服务', en: 'Services', es: 'Servicios' },
  'goods.was': { zh: '原价 {price}', en: 'Was {price}', es: 'Antes {price}' },
  'goods.available': { zh: '库存 {count}', en: 'In stock: {count}', es: 'En stock: {count}' },
  'goods.soldOut': { zh: '已售罄', en: 'Sold out', es: 'Agotado' },
  'goods.quantity': { zh: '数量', en: 'Quantity', es: 'Cantidad' },
  'goods.fewer': { zh: '减少一件', en: 'One fewer', es: 'Uno menos' },
  'goods.more': { zh: '增加一件', en: 'One more', es: 'Uno más' },
  'goods.buy': { zh: '立即购买', en: 'Buy now', es: 'Comprar ahora' },

  // Checkout
  'confirm.title': { zh: '确认订单', en: 'Confirm order', es: 'Confirmar pedido' },
  'confirm.address': { zh: '收货地址', en: 'Delivery address', es: 'Dirección de entrega' },
  'confirm.noAddress': {
    zh: '还没有收货地址，请添加一个。',
    en: 'No address yet: add one.',
    es: 'Aún no hay dirección: añade una.',
  },
  'confirm.addAddress': { zh: '新增地址', en: 'Add an address', es: 'Añadir una dirección' },
  'confirm.goods': { zh: '商品', en: 'Goods', es: 'Productos' },
  'confirm.onlyLeft': {
    zh: '仅剩 {count} 件',
    en: 'Only {count} left',
    es: 'Solo quedan {count}',
  },
  'confirm.remark': {
    zh: '给商家留言（选填）',
    en: 'Note to the shop (optional)',
    es: 'Nota para la tienda (opcional)',
  },
  'confirm.place': { zh: '提交订单', en: 'Place order', es: 'Realizar pedido' },
  'confirm.badLines': {
    zh: '订单链接不完整，请返回商品重新选择。',
    en: 'This order link is not complete. Go back to the goods and choose again.',
    es: 'Este enlace de pedido no está completo. Vuelve al producto y elige de nuevo.',
  },
  'confirm.chooseAddress': {
    zh: '请选择收货地址。',
    en: 'Choose a delivery address.',
    es: 'Elige una dirección de entrega.',
  },
  'address.name': { zh: '收货人', en: 'Name', es: 'Nombre' },
  'address.mobile': { zh: '手机号', en: 'Mobile number', es: 'Número de móvil' },
  'address.area': { zh: '所在地区', en: 'Region', es: 'Región' },
  'address.detail': { zh: '详细地址', en: 'Street and number', es: 'Calle y número' },
  'address.default': {
    zh: '设为默认地址',
    en: 'Use as my default address',
    es: 'Usar como dirección predeterminada',
  },
  'address.save': { zh: '保存地址', en: 'Save address', es: 'Guardar dirección' },
  'address.cancel': { zh: '取消', en: 'Cancel', es: 'Cancelar' },
  'address.required': {
    zh: '请填写收货人、手机号和详细地址。',
    en: 'Fill in the name, mobile number and street.',
    es: 'Rellena el nombre, el número de móvil y la calle.',
  },
  'address.default.tag': { zh: '默认', en: 'Default', es: 'Predeterminada' },
  'price.total': { zh: '商品金额', en: 'Goods total', es: 'Total de productos' },
  'price.delivery': { zh: '运费', en: 'Delivery', es: 'Envío' },
  'price.pay': { zh: '应付金额', en: 'To pay', es: 'A pagar' },
  'price.coupon': { zh: '优惠券', en: 'Coupon', es: 'Cupón' },
  'price.discounts': { zh: '活动优惠', en: 'Discounts', es: 'Descuentos' },

  // Discounts and coupons at checkout
  'confirm.discounts': { zh: '优惠明细', en: 'Discounts', es: 'Descuentos' },
  'confirm.coupon': { zh: '优惠券', en: 'Coupon', es: 'Cupón' },
  'confirm.noCoupon': { zh: '不使用优惠券', en: 'No coupon', es: 'Sin cupón' },
  'confirm.noCoupons': {
    zh: '暂无可用于本单的优惠券。',
    en: 'You have no coupons for this order.',
    es: 'No tienes cupones para este pedido.',
  },
  'confirm.couponSaves': { zh: '省 {amount}', en: 'Saves {amount}', es: 'Ahorras {amount}' },
  'confirm.repriced': {
    zh: '价格已更新，请确认后再提交。',
    en: 'The prices were updated: check them and place the order again.',
    es: 'Los precios se actualizaron: revísalos y vuelve a realizar el pedido.',
  },
  // A step of pricing (marketing-codes.ts PRICING_STEP_TEXTS; storefront-codes.test.ts checks them)
  'step.5': { zh: '秒杀', en: 'Flash sale', es: 'Venta flash' },
  'step.6': { zh: '拼团', en: 'Group buy', es: 'Compra en grupo' },
  'step.7': { zh: '砍价', en: 'Bargain', es: 'Regateo' },
  'step.10': { zh: '会员折扣', en: 'Member discount', es: 'Descuento de socio' },
  'step.20': { zh: '限时折扣', en: 'Markdown', es: 'Rebaja' },
  'step.30': { zh: '满减', en: 'Full reduction', es: 'Descuento por importe' },
  'step.40': { zh: '促销规则', en: 'Promotion rule', es: 'Regla de promoción' },
  'step.50': { zh: '优惠券', en: 'Coupon', es: 'Cupón' },
  'step.60': { zh: '包邮', en: 'Free delivery', es: 'Envío gratis' },
  // Why a coupon cannot be used on this cart (the priced cart's `reason`, coupon.<why>)
  'couponReason.belowThreshold': {
    zh: '未达到使用门槛',
    en: 'Minimum spend not reached',
    es: 'No se alcanza el gasto mínimo',
  },
  'couponReason.outOfRange': {
    zh: '本单商品不在适用范围内',
    en: 'Not valid for these goods',
    es: 'No es válido para estos productos',
  },
  'couponReason.notYetValid': { zh: '尚未生效', en: 'Not valid yet', es: 'Aún no es válido' },
  'couponReason.notValidNow': {
    zh: '不在有效期内',
    en: 'Not valid now',
    es: 'No es válido ahora',
  },
  'couponReason.other': {
    zh: '本单不可用',
    en: 'Cannot be used on this order',
    es: 'No se puede usar en este pedido',
  },

  // Coupons (the coupon block, my coupons, the chooser)
  'coupon.amountOff': { zh: '减 {amount}', en: '{amount} off', es: '{amount} de descuento' },
  'coupon.percentOff': { zh: '{rate} 折', en: '{percent}% off', es: '{percent} % de descuento' },
  'coupon.upTo': { zh: '最多减 {amount}', en: 'up to {amount}', es: 'hasta {amount}' },
  'coupon.threshold': {
    zh: '满 {amount} 可用',
    en: 'On orders of {amount} or more',
    es: 'En pedidos desde {amount}',
  },
  'coupon.noThreshold': { zh: '无门槛', en: 'No minimum spend', es: 'Sin gasto mínimo' },
  'coupon.validUntil': {
    zh: '有效期至 {date}',
    en: 'Valid until {date}',
    es: 'Válido hasta el {date}',
  },
  'coupon.validRange': {
    zh: '有效期 {start} 至 {end}',
    en: 'Valid from {start} to {end}',
    es: 'Válido del {start} al {end}',
  },
  'coupon.validDays': {
    zh: '领取后 {days} 天内有效',
    en: 'Valid for {days} days once claimed',
    es: 'Válido {days} días tras obtenerlo',
  },
  'coupon.claimed': {
    zh: '领取成功：{name}',
    en: 'Coupon claimed: {name}',
    es: 'Cupón obtenido: {name}',
  },
  'coupon.dismiss': { zh: '关闭', en: 'Dismiss', es: 'Cerrar' },
  'coupons.title': { zh: '我的优惠券', en: 'My coupons', es: 'Mis cupones' },
  'coupons.tabs': { zh: '优惠券状态', en: 'Coupon states', es: 'Estados del cupón' },
  'coupons.empty': { zh: '暂无优惠券。', en: 'No coupons here.', es: 'No hay cupones aquí.' },
  'couponTab.1': { zh: '未使用', en: 'Unused', es: 'Sin usar' },
  'couponTab.2': { zh: '已使用', en: 'Used', es: 'Usados' },
  'couponTab.3': { zh: '已过期', en: 'Expired', es: 'Caducados' },
  'couponStatus.1': { zh: '未使用', en: 'Unused', es: 'Sin usar' },
  'couponStatus.2': { zh: '已使用', en: 'Used', es: 'Usado' },
  'couponStatus.3': { zh: '已过期', en: 'Expired', es: 'Caducado' },
  'couponStatus.4': { zh: '已收回', en: 'Withdrawn by the shop', es: 'Retirado por la tienda' },
  'coupons.viewOrder': { zh: '查看使用订单', en: 'View the order', es: 'Ver el pedido' },
  // One coupon (pages/coupon/detail?couponId=, the builder's coupon links)
  'couponDetail.title': { zh: '优惠券', en: 'Coupon', es: 'Cupón' },
  'couponDetail.unavailable': {
    zh: '该优惠券不可领取：活动已结束、已下架或不存在。',
    en: 'This coupon is not available: it has ended, was taken offline or does not exist.',
    es: 'Este cupón no está disponible: ha terminado, se ha retirado o no existe.',
  },
  'couponDetail.claim': { zh: '领取', en: 'Claim', es: 'Obtener' },
  'couponDetail.claimed': { zh: '已领取', en: 'Claimed', es: 'Obtenido' },
  'couponDetail.soldOut': { zh: '已领完', en: 'None left', es: 'Agotado' },
  'couponDetail.remaining': { zh: '剩余 {count} 张', en: '{count} left', es: 'Quedan {count}' },
  'couponDetail.held': {
    zh: '你已领取该优惠券，下单时可使用。',
    en: 'You have this coupon: use it at checkout.',
    es: 'Ya tienes este cupón: úsalo al pagar.',
  },
  'couponDetail.signIn': {
    zh: '领取前需要先登录。',
    en: 'You sign in first to claim it.',
    es: 'Primero inicias sesión para obtenerlo.',
  },
  'couponDetail.mine': { zh: '查看我的优惠券', en: 'View my coupons', es: 'Ver mis cupones' },

  'price.paid': { zh: '实付金额', en: 'Paid', es: 'Pagado' },

  // Paying
  'pay.title': { zh: '支付订单', en: 'Pay', es: 'Pagar' },
  'pay.amount': { zh: '应付金额', en: 'Amount to pay', es: 'Importe a pagar' },
  'pay.deadline': {
    zh: '请在 {time} 前支付，逾期订单将自动取消。',
    en: 'Pay before {time}, or the order is cancelled.',
    es: 'Paga antes de las {time} o el pedido se cancelará.',
  },
  'pay.sandbox': {
    zh: '测试收银台：不会扣除真实款项。',
    en: 'Test cashier: no real money is taken.',
    es: 'Caja de pruebas: no se cobra dinero real.',
  },
  'pay.button': { zh: '支付（沙箱）', en: 'Pay (sandbox)', es: 'Pagar (sandbox)' },
  'pay.notUnpaid': {
    zh: '该订单不需要支付。',
    en: 'This order is not waiting for payment.',
    es: 'Este pedido no está pendiente de pago.',
  },
  'pay.viewOrder': { zh: '查看订单', en: 'View the order', es: 'Ver el pedido' },

  // Orders
  'orders.title': { zh: '我的订单', en: 'My orders', es: 'Mis pedidos' },
  'orders.tabs': { zh: '订单状态', en: 'Order states', es: 'Estados del pedido' },
  'orders.empty': { zh: '暂无订单。', en: 'No orders here.', es: 'No hay pedidos aquí.' },
  'orders.more': { zh: '加载更多', en: 'Show more', es: 'Mostrar más' },
  'orders.items': { zh: '共 {count} 件', en: '{count} items', es: '{count} artículos' },
  'orders.refundsEmpty': {
    zh: '暂无售后申请。',
    en: 'No refund requests.',
    es: 'No hay solicitudes de reembolso.',
  },
  'tab.all': { zh: '全部', en: 'All', es: 'Todos' },
  'tab.payment': { zh: '待付款', en: 'To pay', es: 'Por pagar' },
  'tab.delivery': { zh: '待发货', en: 'To ship', es: 'Por enviar' },
  'tab.received': { zh: '待收货', en: 'To receive', es: 'Por recibir' },
  'tab.completed': { zh: '已完成', en: 'Completed', es: 'Completados' },
  'tab.cancelled': { zh: '已取消', en: 'Cancelled', es: 'Cancelados' },
  'tab.refund': { zh: '退款/售后', en: 'Refunds', es: 'Reembolsos' },
  'status.0': { zh: '待付款', en: 'Awaiting payment', es: 'Pendiente de pago' },
  'status.10': { zh: '待发货', en: 'Paid, awaiting shipment', es: 'Pagado, pendiente de envío' },
  'status.20': { zh: '已发货', en: 'Shipped', es: 'Enviado' },
  'status.30': { zh: '已完成', en: 'Completed', es: 'Completado' },
  'status.40': { zh: '已取消', en: 'Cancelled', es: 'Cancelado' },
  'afterSale.10': { zh: '已申请', en: 'Requested', es: 'Solicitado' },
  'afterSale.15': { zh: '审批中', en: 'Being approved', es: 'En aprobación' },
  'afterSale.20': {
    zh: '已同意，请寄回商品',
    en: 'Agreed: send the goods back',
    es: 'Aceptado: devuelve los productos',
  },
  'afterSale.30': { zh: '商品已寄回', en: 'Goods sent back', es: 'Productos devueltos' },
  'afterSale.40': { zh: '等待退款', en: 'Awaiting refund', es: 'Pendiente de reembolso' },
  'afterSale.50': { zh: '已退款', en: 'Refunded', es: 'Reembolsado' },
  'afterSale.61': { zh: '已撤销', en: 'Withdrawn', es: 'Retirado' },
  'afterSale.62': { zh: '已拒绝', en: 'Rejected', es: 'Rechazado' },
  'afterSale.63': { zh: '拒收退货', en: 'Parcel refused', es: 'Paquete rechazado' },
  'way.10': { zh: '仅退款', en: 'Refund only', es: 'Solo reembolso' },
  'way.20': { zh: '退货退款', en: 'Return and refund', es: 'Devolución y reembolso' },

  // One order
  'order.title': { zh: '订单详情', en: 'Order detail', es: 'Detalle del pedido' },
  'order.no': { zh: '订单编号', en: 'Order number', es: 'Número de pedido' },
  'order.placed': { zh: '下单时间', en: 'Placed', es: 'Realizado' },
  'order.receiver': { zh: '收货信息', en: 'Deliver to', es: 'Entregar a' },
  'order.remark': { zh: '留言', en: 'Note', es: 'Nota' },
  'order.logistics': { zh: '物流', en: 'Shipment', es: 'Envío' },
  'order.refunded': { zh: '已退 {count} 件', en: '{count} refunded', es: '{count} reembolsados' },
  'order.pay': { zh: '去支付', en: 'Pay now', es: 'Pagar ahora' },
  'order.cancel': { zh: '取消订单', en: 'Cancel order', es: 'Cancelar pedido' },
  'order.cancelAsk': {
    zh: '确定取消该订单吗？',
    en: 'Cancel this order?',
    es: '¿Cancelar este pedido?',
  },
  'order.yesCancel': { zh: '确定取消', en: 'Yes, cancel it', es: 'Sí, cancelarlo' },
  'order.keep': { zh: '暂不取消', en: 'Keep it', es: 'Mantenerlo' },
  'order.receive': { zh: '确认收货', en: 'Confirm receipt', es: 'Confirmar recepción' },
  'order.receiveAsk': {
    zh: '确认已收到商品吗？',
    en: 'Did you receive the goods?',
    es: '¿Has recibido los productos?',
  },
  'order.yesReceived': { zh: '确认收到', en: 'Yes, received', es: 'Sí, recibido' },
  'order.notYet': { zh: '还没有', en: 'Not yet', es: 'Todavía no' },
  'order.refund': { zh: '申请退款', en: 'Ask for a refund', es: 'Solicitar un reembolso' },
  'order.afterSales': { zh: '售后申请', en: 'Refund requests', es: 'Solicitudes de reembolso' },
  'afterSale.no': { zh: '售后单 {no}', en: 'Request {no}', es: 'Solicitud {no}' },
  'afterSale.reason': { zh: '原因：{reason}', en: 'Reason: {reason}', es: 'Motivo: {reason}' },
  'afterSale.rejected': {
    zh: '拒绝原因：{reason}',
    en: 'Why rejected: {reason}',
    es: 'Motivo del rechazo: {reason}',
  },
  'afterSale.amount': { zh: '退款金额', en: 'Refund', es: 'Reembolso' },
  'afterSale.cancel': { zh: '撤销申请', en: 'Withdraw request', es: 'Retirar solicitud' },
  'afterSale.logisticsNo': {
    zh: '退货快递单号',
    en: 'Tracking number of the parcel',
    es: 'Número de seguimiento del paquete',
  },
  'afterSale.shipBack': {
    zh: '提交单号',
    en: 'Send tracking number',
    es: 'Enviar número de seguimiento',
  },
  'afterSale.logisticsInvalid': {
    zh: '请输入快递单号（字母、数字和连字符）。',
    en: 'Enter the tracking number: letters, digits and dashes.',
    es: 'Introduce el número de seguimiento: letras, dígitos y guiones.',
  },
  'afterSale.shipped': {
    zh: '已寄回：{no}',
    en: 'Sent back: {no}',
    es: 'Devuelto: {no}',
  },

  // Asking for a refund
  'refund.title': { zh: '申请退款', en: 'Ask for a refund', es: 'Solicitar un reembolso' },
  'refund.lines': { zh: '退款商品', en: 'What to refund', es: 'Qué reembolsar' },
  'refund.count': {
    zh: '{name} 的退款数量',
    en: 'How many of {name}',
    es: 'Cuántos de {name}',
  },
  'refund.way': { zh: '售后方式', en: 'What you want', es: 'Qué quieres' },
  'refund.reason': { zh: '退款原因', en: 'Reason', es: 'Motivo' },
  'refund.reasonPick': { zh: '请选择原因', en: 'Choose a reason', es: 'Elige un motivo' },
  'reason.notWanted': { zh: '不想要了', en: 'No longer wanted', es: 'Ya no lo quiero' },
  'reason.damaged': {
    zh: '商品破损或有质量问题',
    en: 'Damaged or faulty',
    es: 'Dañado o defectuoso',
  },
  'reason.wrong': { zh: '与描述不符', en: 'Not as described', es: 'No es como se describe' },
  'reason.late': { zh: '未按时送达', en: 'Not delivered in time', es: 'No llegó a tiempo' },
  'reason.other': { zh: '其他', en: 'Other', es: 'Otro' },
  'refund.description': {
    zh: '补充说明（选填）',
    en: 'Details (optional)',
    es: 'Detalles (opcional)',
  },
  'refund.submit': { zh: '提交申请', en: 'Send request', es: 'Enviar solicitud' },
  'refund.nothing': {
    zh: '请至少选择一件商品。',
    en: 'Choose at least one line.',
    es: 'Elige al menos una línea.',
  },
  'refund.noneLeft': {
    zh: '该订单目前没有可退款的商品。',
    en: 'Nothing of this order can be refunded now.',
    es: 'Ahora no se puede reembolsar nada de este pedido.',
  },
  'refund.needReason': { zh: '请选择退款原因。', en: 'Choose a reason.', es: 'Elige un motivo.' },
  ...GROUPON_TEXTS,
  ...BARGAIN_TEXTS,
  ...SECKILL_TEXTS,
  ...INVOICE_TEXTS,
  ...ORDER_EXTRA_TEXTS,
  ...CART_TEXTS,
} as const satisfies Record<string, Record<Locale, string>>;

export type ShopTextKey = keyof typeof SHOP_TEXTS;

export const isShopTextKey = (key: string): key is ShopTextKey => Object.hasOwn(SHOP_TEXTS, key);

/** A shop text of `key` in `locale`, with `{name}` placeholders filled. */
export const shopText = (
  locale: Locale,
  key: ShopTextKey,
  vars: Record<string, string | number> = {},
): string => fillText(SHOP_TEXTS[key][locale], vars);

/** An amount in cents as the shop shows it: ¥12.50 (-¥1.00 below zero). */
export const formatMoney = (cents: number): string =>
  `${cents < 0 ? '-' : ''}¥${(Math.abs(cents) / 100).toFixed(2)}`;
