import { z } from 'zod';
import { idSchema } from '../api/owned';
import { requiredTextOf } from '../api/text';
import { defineResource } from '../registry/define-resource';
import { flag, image, integer, reference, text } from '../registry/fields';
import { ORDER_DIRECTORY } from './order-menu';
import { REVIEW_CONTENT_MAX, REVIEW_RATING_MAX } from './shopper-cart.schemas';

// Shoppers' reviews of the lines of their received orders (docs/orders.md, Reviews): written in
// the storefront (one per line, never edited), owned by the order's organisation. Staff reply
// once, and hide a review from the storefront's goods page (or show it again).

const GOODS = { group: 'goods', table: 'goods', display: 'goodsName' };
const SKU = { group: 'goodsSku', table: 'goods_sku', display: 'specText' };

/** Staff's reply to a review (once). */
export const reviewReplyInput = z.object({
  id: idSchema,
  replyContent: requiredTextOf(REVIEW_CONTENT_MAX, { multiline: true }),
});
/** Hide a review from the goods page, or show it again. */
export const reviewVisibilityInput = z.object({ id: idSchema });

export const orderReviewResource = defineResource({
  key: 'orderReview',
  service: 'order',
  table: 'order_review',
  scope: 'parent',
  parent: { resource: 'order', field: 'orderId' },
  writable: false,
  newestFirst: true,
  noun: 'Order reviews',
  menu: { directory: ORDER_DIRECTORY.code, icon: 'message', after: 'customerOrderAddress' },
  fields: {
    orderId: reference('order', { required: true, named: true, filter: true }),
    orderItemId: reference('orderSku', { required: true, list: false }),
    customerId: reference('customer', { required: true, named: true, filter: true }),
    goodsId: reference(GOODS, { required: true, named: true, filter: true }),
    skuId: reference(SKU, { named: true }),
    rating: integer({
      min: 1,
      max: REVIEW_RATING_MAX,
      defaultValue: REVIEW_RATING_MAX,
      readOnly: true,
      filter: true,
    }),
    content: text({ max: REVIEW_CONTENT_MAX, multiline: true, readOnly: true }),
    picUrl: image({ readOnly: true }),
    hasPictures: flag({ defaultValue: false, filter: true, readOnly: true }),
    /** Every picture (a JSON array of URLs, at most 9). */
    picUrls: text({ max: 2600, readOnly: true, list: false }),
    hidden: flag({ defaultValue: false, filter: true, readOnly: true }),
    replyContent: text({ max: REVIEW_CONTENT_MAX, multiline: true, readOnly: true }),
    replyTime: text({ max: 19, readOnly: true }),
    createDate: text({ max: 19, readOnly: true, sortable: true }),
  },
  defaultSort: [],
  display: 'content',
  actions: {
    reply: {
      input: reviewReplyInput,
      authority: 'REPLY',
      summary: 'Reply to a review (once; the shopper and the goods page read it)',
    },
    hide: {
      input: reviewVisibilityInput,
      authority: 'HIDE',
      summary: 'Hide a review from the storefront’s goods page',
    },
    show: {
      input: reviewVisibilityInput,
      authority: 'HIDE',
      summary: 'Show a hidden review on the storefront’s goods page again',
    },
  },
  labels: {
    en: {
      title: 'Reviews',
      fields: {
        orderId: 'Order',
        orderItemId: 'Order line',
        customerId: 'Customer',
        goodsId: 'Goods',
        skuId: 'SKU',
        rating: 'Rating',
        content: 'Review',
        picUrl: 'Pictures',
        hasPictures: 'Has pictures',
        picUrls: 'All pictures',
        hidden: 'Hidden',
        replyContent: 'Reply',
        replyTime: 'Replied at',
        createDate: 'Reviewed at',
      },
      actions: { reply: 'Reply', hide: 'Hide', show: 'Show' },
    },
    zh: {
      title: '商品评价',
      fields: {
        orderId: '订单',
        orderItemId: '订单商品',
        customerId: '会员',
        goodsId: '商品',
        skuId: '规格',
        rating: '评分',
        content: '评价内容',
        picUrl: '图片',
        hasPictures: '有图',
        picUrls: '全部图片',
        hidden: '已隐藏',
        replyContent: '商家回复',
        replyTime: '回复时间',
        createDate: '评价时间',
      },
      actions: { reply: '回复', hide: '隐藏', show: '显示' },
    },
    es: {
      title: 'Reseñas',
      fields: {
        orderId: 'Pedido',
        orderItemId: 'Línea del pedido',
        customerId: 'Cliente',
        goodsId: 'Artículo',
        skuId: 'SKU',
        rating: 'Valoración',
        content: 'Reseña',
        picUrl: 'Imágenes',
        hasPictures: 'Con imágenes',
        picUrls: 'Todas las imágenes',
        hidden: 'Oculta',
        replyContent: 'Respuesta',
        replyTime: 'Respondida el',
        createDate: 'Reseñada el',
      },
      actions: { reply: 'Responder', hide: 'Ocultar', show: 'Mostrar' },
    },
  },
});

export type OrderReviewRecord = z.infer<typeof orderReviewResource.schemas.record>;
