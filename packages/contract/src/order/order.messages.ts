import type { Translations } from '../i18n/locale';

/** The order domain's refusals, in the caller's language. */
export const orderServerMessages = {
  'order.adjustedOnce': {
    zh: '该订单已改价一次，不能再次改价',
    en: 'This order’s price was already adjusted once; it cannot be adjusted again',
    es: 'El precio de este pedido ya se ajustó una vez; no puede ajustarse de nuevo',
  },
  'order.adjustTooLow': {
    zh: '改价后应付金额不能低于 0.01，商品金额不能为负：最多可减 {max}',
    en: 'After the adjustment at least 0.01 must be left to pay and the goods cannot go below nothing: at most {max} can be taken off',
    es: 'Tras el ajuste debe quedar al menos 0,01 por pagar y los artículos no pueden quedar en negativo: como mucho se pueden restar {max}',
  },
  'order.adjustPaid': {
    zh: '该订单的支付已经完成，不能再改价',
    en: 'This order has been paid meanwhile; its price can no longer be adjusted',
    es: 'Este pedido ya se pagó; su precio ya no puede ajustarse',
  },
  'order.pickUpDisabled': {
    zh: '该商城未开启到店自提',
    en: 'This shop does not offer pick-up at the store',
    es: 'Esta tienda no ofrece recogida en tienda',
  },
  'order.pickUpStore': {
    zh: '自提门店须为下单门店',
    en: 'A pick-up order is picked up at the store it was ordered from',
    es: 'Un pedido con recogida se recoge en la tienda donde se pidió',
  },
  'order.pickUpNotShipped': {
    zh: '到店自提订单无需发货，请在门店核销',
    en: 'A pick-up order is not shipped: verify it at the store when the customer collects it',
    es: 'Un pedido con recogida no se envía: verifíquelo en la tienda cuando el cliente lo recoja',
  },
  'order.notPickUp': {
    zh: '该订单不是到店自提订单',
    en: 'This order is not a pick-up order',
    es: 'Este pedido no es de recogida en tienda',
  },
  'order.verifyCodeWrong': {
    zh: '核销码不正确：没有待自提的订单使用该核销码',
    en: 'Wrong code: no paid pick-up order you can see has this code',
    es: 'Código incorrecto: ningún pedido pagado con recogida que usted vea tiene este código',
  },
  'order.addressPickUp': {
    zh: '到店自提订单没有收货地址可修改',
    en: 'A pick-up order has no delivery address to change',
    es: 'Un pedido con recogida no tiene dirección de entrega que cambiar',
  },
  'invoice.voidFirst': {
    zh: '发票 {invoiceNo}（{amount}）已开具：请先红冲作废，再执行此退款',
    en: 'Invoice {invoiceNo} ({amount}) is issued: void (red-flush) it before this refund',
    es: 'La factura {invoiceNo} ({amount}) está emitida: anúlela (rectifíquela) antes de este reembolso',
  },
  'invoice.notIssued': {
    zh: '该发票尚未开具，没有 PDF',
    en: 'This invoice has not been issued: it has no PDF',
    es: 'Esta factura no se ha emitido: no tiene PDF',
  },
  'review.pictureType': {
    zh: '图片须为 JPEG、PNG、GIF 或 WebP 格式',
    en: 'A picture must be a JPEG, PNG, GIF or WebP image',
    es: 'Una imagen debe ser JPEG, PNG, GIF o WebP',
  },
  'review.pictureTooBig': {
    zh: '图片不能大于 {max}',
    en: 'A picture can be at most {max}',
    es: 'Una imagen puede ocupar como máximo {max}',
  },
  'review.pictureUnknown': {
    zh: '图片须为您本人上传的图片',
    en: 'Pictures must be ones you uploaded',
    es: 'Las imágenes deben ser subidas por usted',
  },
  'order.priceChanged': {
    zh: '“{goods}”的价格已变为 {price}，请确认后重新下单',
    en: 'The price of “{goods}” is now {price}; check the order and place it again',
    es: 'El precio de «{goods}» ahora es {price}; revise el pedido y hágalo de nuevo',
  },
  'order.offShelf': {
    zh: '“{goods}”在该门店未上架',
    en: '“{goods}” is not on sale at this store',
    es: '«{goods}» no está a la venta en esta tienda',
  },
  'order.stockShort': {
    zh: '“{goods}”库存不足：仅剩 {available} 件',
    en: 'Not enough “{goods}”: only {available} left',
    es: 'No hay suficiente «{goods}»: solo quedan {available}',
  },
  'order.duplicateLine': {
    zh: '同一商品规格在订单中出现了两次：“{goods}”',
    en: '“{goods}” appears twice in the order; put it on one line',
    es: '«{goods}» aparece dos veces en el pedido; póngalo en una sola línea',
  },
  'order.addressUnknown': {
    zh: '收货地址不存在，请重新选择',
    en: 'That delivery address does not exist; choose another',
    es: 'Esa dirección de entrega no existe; elija otra',
  },
  'order.notTaking': {
    zh: '该商城暂不接受订单（尚未配置交易设置）',
    en: 'This shop does not take orders yet (its trade settings are missing)',
    es: 'Esta tienda aún no acepta pedidos (faltan sus ajustes de venta)',
  },
  'order.storeUnknown': {
    zh: '门店不存在',
    en: 'No such store',
    es: 'No existe esa tienda',
  },
  'order.refundOpen': {
    zh: '该订单有进行中的售后申请，请先处理售后',
    en: 'The order has an after-sales request in progress; settle it first',
    es: 'El pedido tiene una solicitud de posventa en curso; resuélvala primero',
  },
  'order.sandboxOnly': {
    zh: '该订单不是通过沙箱支付的',
    en: 'This order is not paid through the sandbox',
    es: 'Este pedido no se paga con el entorno de pruebas',
  },
  'order.keyReused': {
    zh: '该请求标识已用于另一笔订单',
    en: 'That request key was used for another order',
    es: 'Esa clave de solicitud se usó para otro pedido',
  },
  'cart.full': {
    zh: '购物车最多 {max} 种商品，请先结算或移除一些',
    en: 'The cart holds at most {max} lines; check out or remove some first',
    es: 'El carrito admite como máximo {max} líneas; compre o quite algunas primero',
  },
  'cart.tooMany': {
    zh: '“{goods}”在购物车中最多 {max} 件',
    en: 'At most {max} of “{goods}” fit in the cart',
    es: 'Caben como máximo {max} de «{goods}» en el carrito',
  },
  'review.notReceived': {
    zh: '确认收货后才能评价（当前：{state}）',
    en: 'An order can be reviewed once it is received (this one is {state})',
    es: 'Un pedido se puede reseñar cuando se ha recibido (este está en «{state}»)',
  },
  'review.done': {
    zh: '该商品已评价过，评价不能修改',
    en: 'This line is already reviewed; a review cannot be changed',
    es: 'Esta línea ya tiene reseña; una reseña no se puede cambiar',
  },
  'review.replied': {
    zh: '该评价已回复过',
    en: 'This review already has a reply',
    es: 'Esta reseña ya tiene respuesta',
  },
  'afterSale.notRefundable': {
    zh: '只有已支付且未取消的订单可以申请售后（当前：{state}）',
    en: 'Only paid orders that are not cancelled can be refunded (this one is {state})',
    es: 'Solo se reembolsan pedidos pagados y no cancelados (este está en «{state}»)',
  },
  'afterSale.returnBeforeShipment': {
    zh: '订单发货后才能申请退货退款',
    en: 'Return and refund is possible once the order was shipped',
    es: 'La devolución con reembolso es posible una vez enviado el pedido',
  },
  'afterSale.exceeds': {
    zh: '“{goods}”最多还能退 {left} 件',
    en: 'At most {left} of “{goods}” can still be refunded',
    es: 'Como mucho se pueden reembolsar aún {left} de «{goods}»',
  },
  'afterSale.lineBusy': {
    zh: '“{goods}”已有进行中的售后申请',
    en: '“{goods}” already has an after-sales request in progress',
    es: '«{goods}» ya tiene una solicitud de posventa en curso',
  },
  'afterSale.lineUnknown': {
    zh: '售后商品不属于该订单',
    en: 'That line is not part of the order',
    es: 'Esa línea no es del pedido',
  },
  'afterSale.isRefundOnly': {
    zh: '该申请为“仅退款”，请使用“同意”',
    en: 'This request is refund only: agree it with “Agree”',
    es: 'Esta solicitud es solo reembolso: acéptela con «Aceptar»',
  },
  'afterSale.isReturn': {
    zh: '该申请为“退货退款”，请使用“同意退货”',
    en: 'This request is return and refund: agree it with “Agree the return”',
    es: 'Esta solicitud es devolución y reembolso: acéptela con «Aceptar la devolución»',
  },
  'afterSale.refundFailed': {
    zh: '退款未成功：{reason}。申请仍在等待退款，可稍后重试',
    en: 'The refund did not go through: {reason}. The request still awaits its refund; try again later',
    es: 'El reembolso no se hizo: {reason}. La solicitud sigue esperando; inténtelo más tarde',
  },
  'shopper.codeWait': {
    zh: '请 {seconds} 秒后再获取验证码',
    en: 'Wait {seconds} s before asking for another code',
    es: 'Espere {seconds} s antes de pedir otro código',
  },
  'shopper.codeInvalid': {
    zh: '验证码错误或已过期，请重新获取',
    en: 'The code is wrong or has expired; ask for a new one',
    es: 'El código es incorrecto o ha caducado; pida uno nuevo',
  },
  'shopper.sessionInvalid': {
    zh: '请重新登录',
    en: 'Please sign in again',
    es: 'Vuelva a iniciar sesión',
  },
  'shopper.disabled': {
    zh: '该会员账号已停用',
    en: 'This customer account is disabled',
    es: 'Esta cuenta de cliente está desactivada',
  },
  'shopper.shopUnknown': {
    zh: '商城不存在',
    en: 'No such shop',
    es: 'No existe esa tienda',
  },
  'goodsStock.short': {
    zh: '库存不足：在库 {onHand}，订单占用 {reserved}，不能减少 {change}',
    en: 'Not enough stock: {onHand} on hand, {reserved} reserved by orders; {change} cannot be taken',
    es: 'No hay existencias suficientes: {onHand} disponibles, {reserved} reservadas; no se pueden quitar {change}',
  },
  'goodsStock.inUse': {
    zh: '该库存已有流水或在库数量，不能删除',
    en: 'This stock has records or units; it cannot be removed',
    es: 'Estas existencias tienen movimientos o unidades; no se pueden eliminar',
  },
  'goodsStock.exists': {
    zh: '该门店已有此商品规格的库存',
    en: 'The store already has stock of this goods and SKU',
    es: 'La tienda ya tiene existencias de este artículo y variante',
  },
  'tradeConfig.exists': {
    zh: '本租户已有交易设置，请修改已有的设置',
    en: 'The tenant already has its trade settings; edit those',
    es: 'El inquilino ya tiene sus ajustes de venta; modifique esos',
  },
  'delivery.orderNotPaid': {
    zh: '{field}不是待发货（已支付）状态，不能同城配送',
    en: '{field} is not paid and waiting to be shipped: it cannot be delivered',
    es: '{field} no está pagado y pendiente de envío: no se puede repartir',
  },
  'delivery.open': {
    zh: '{field}已有进行中的同城配送',
    en: '{field} already has a delivery under way',
    es: '{field} ya tiene un reparto en curso',
  },
  'route.noStops': {
    zh: '线路还没有站点，不能出发',
    en: 'The route has no stops yet: it cannot start',
    es: 'La ruta aún no tiene paradas: no puede salir',
  },
  'route.noDriver': {
    zh: '请先填写{field}',
    en: 'Fill in {field} first',
    es: 'Rellene primero {field}',
  },
  'route.seqTaken': {
    zh: '该线路已有这个{field}的站点',
    en: 'The route already has a stop with this {field}',
    es: 'La ruta ya tiene una parada con este {field}',
  },
} satisfies Record<string, Translations>;
