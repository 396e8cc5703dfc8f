// The texts of pick-up, the price adjustment, invoice PDFs and review pictures on the shop's
// pages (docs/orders.md): part of the shop's texts (storefront-shop.i18n.ts), zh/en/es.

export const ORDER_EXTRA_TEXTS = {
  'delivery.title': { zh: '配送方式', en: 'Delivery', es: 'Entrega' },
  'delivery.express': { zh: '快递配送', en: 'Delivered to my address', es: 'Envío a mi dirección' },
  'delivery.pickUp': {
    zh: '到店自提（免运费）',
    en: 'Pick up at the store (no delivery charge)',
    es: 'Recoger en la tienda (sin gastos de envío)',
  },
  'delivery.pickUpNote': {
    zh: '付款后您将获得核销码，到店出示即可取货。',
    en: 'Once paid you get a code: show it at the store to collect your order.',
    es: 'Tras pagar recibirá un código: muéstrelo en la tienda para recoger su pedido.',
  },
  'pickUp.title': { zh: '到店自提', en: 'Pick-up at the store', es: 'Recogida en tienda' },
  'pickUp.store': { zh: '自提门店：{store}', en: 'Pick up at: {store}', es: 'Recoger en: {store}' },
  'pickUp.code': { zh: '核销码', en: 'Pick-up code', es: 'Código de recogida' },
  'pickUp.codeNote': {
    zh: '到店出示此核销码取货。',
    en: 'Show this code at the store to collect your order.',
    es: 'Muestre este código en la tienda para recoger su pedido.',
  },
  'price.adjust': { zh: '商家改价', en: 'Price adjusted by the shop', es: 'Ajuste de la tienda' },
  'invoice.pdf': { zh: '下载发票 PDF', en: 'Download the PDF', es: 'Descargar el PDF' },
  'invoice.voided': {
    zh: '已红冲作废：{reason}',
    en: 'Voided: {reason}',
    es: 'Anulada: {reason}',
  },
  'review.pictures': {
    zh: '图片（最多 {max} 张）',
    en: 'Pictures (up to {max})',
    es: 'Imágenes (hasta {max})',
  },
  'review.removePicture': { zh: '移除图片', en: 'Remove the picture', es: 'Quitar la imagen' },
  'review.uploading': { zh: '上传中…', en: 'Uploading…', es: 'Subiendo…' },
} as const;
