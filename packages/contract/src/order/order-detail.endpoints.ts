import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { idParamSchema, idSchema } from '../api/owned';
import { stateLogEntrySchema } from '../registry/define-resource';
import { orderInvoiceResource, invoiceRequestSchema } from './order-invoice.resource';
import { orderSkuPriceResource } from './order-line-views.resource';
import { orderPromoResource } from './order-promo.resource';
import {
  adjustPriceInput,
  changeAddressInput,
  orderResource,
  pickUpByCodeInput,
  pickUpByIdInput,
} from './order.resource';
import { refundResource } from './refund.resource';

// One order's detail screen (docs/orders.md, Order detail): the order with what its sub-screens
// show, in one answer, for a console user who may list orders; and the shopper's invoice request.

/** The order's own record with what checkout keeps beyond the list's columns. */
export const orderDetailOrderSchema = orderResource.schemas.record.extend({
  terminal: z.number(),
  /** A paid pick-up order's code is the shopper's to show: staff never read it here. */
  wayCode: z.string().nullable(),
  userIp: z.string().nullable(),
  userAgent: z.string().nullable(),
  deliveryBasis: z.number(),
  deliveryCharge: z.number(),
  payDeadline: z.string().nullable(),
});

/** The money of the order as its lines add it up (cents). */
export const orderMoneySummarySchema = z.object({
  /** Σ line list price × quantity. */
  goodsTotal: z.number(),
  /** Σ the lines' promotion shares (null: an older order without its split kept). */
  promotions: z.number().nullable(),
  coupons: z.number().nullable(),
  /** The order's own discounts, coupons, delivery charge and staff's price adjustment. */
  discountPrice: z.number(),
  couponPrice: z.number(),
  deliveryPrice: z.number(),
  adjustPrice: z.number(),
  payPrice: z.number(),
  refundPrice: z.number(),
  /** Σ invoices issued. */
  invoiced: z.number(),
  /** goodsTotal − discountPrice − couponPrice + deliveryPrice + adjustPrice = payPrice, and the lines agree. */
  addsUp: z.boolean(),
});

export const orderDetailSchema = z.object({
  order: orderDetailOrderSchema,
  lines: z.array(orderSkuPriceResource.schemas.record),
  promotions: z.array(orderPromoResource.schemas.record),
  refunds: z.array(refundResource.schemas.record),
  invoices: z.array(orderInvoiceResource.schemas.record),
  history: z.array(stateLogEntrySchema),
  summary: orderMoneySummarySchema,
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderDetailEndpoints = {
  detail: defineEndpoint({
    method: 'POST',
    path: '/api/order/order/detail',
    summary:
      'One order with its lines and their price shares, discounts, delivery, refunds, invoices and history',
    access: { authority: orderResource.codes.list },
    isolation: { owned: 'trade_order' },
    body: z.object({ id: idSchema }),
    kind: 'envelope',
    response: orderDetailSchema,
  }),
  // An unpaid order's price, under the authority that handles unpaid orders (Cancel).
  adjustPrice: defineEndpoint({
    method: 'POST',
    path: '/api/order/order/adjust-price',
    summary: 'Adjust an unpaid order’s price once',
    access: { authority: orderResource.actionCodes.cancel },
    isolation: { owned: 'trade_order' },
    body: adjustPriceInput,
    kind: 'envelope',
    response: orderResource.schemas.record,
  }),
  // Fulfilment steps beside Ship, under its authority (domains.md §2, /order/delivery).
  pickUpByCode: defineEndpoint({
    method: 'POST',
    path: '/api/order/order/pick-up-by-code',
    summary: 'Hand over a paid pick-up order by its code',
    access: { authority: orderResource.actionCodes.ship },
    isolation: { owned: 'trade_order' },
    body: pickUpByCodeInput,
    kind: 'envelope',
    response: orderResource.schemas.record,
  }),
  verifyPickUp: defineEndpoint({
    method: 'POST',
    path: '/api/order/order/verify-pick-up',
    summary: 'Hand over a paid pick-up order',
    access: { authority: orderResource.actionCodes.ship },
    isolation: { owned: 'trade_order' },
    body: pickUpByIdInput,
    kind: 'envelope',
    response: orderResource.schemas.record,
  }),
  changeAddress: defineEndpoint({
    method: 'POST',
    path: '/api/order/order/change-address',
    summary: 'Change the address before shipment',
    access: { authority: orderResource.actionCodes.ship },
    isolation: { owned: 'trade_order' },
    body: changeAddressInput,
    kind: 'envelope',
    response: orderResource.schemas.record,
  }),
  invoicePdf: defineEndpoint({
    method: 'GET',
    path: '/api/order/order-invoice/pdf',
    summary: 'An invoice’s PDF',
    access: { authority: orderInvoiceResource.codes.list },
    isolation: { owned: 'trade_order_invoice' },
    query: z.object({ id: idParamSchema }),
    kind: 'raw',
  }),
  shopperInvoicePdf: defineEndpoint({
    method: 'GET',
    path: '/api/shop/order/invoice/pdf',
    summary: 'The shopper’s invoice PDF',
    access: 'shopper',
    isolation: 'shopper',
    query: z.object({ id: idParamSchema }),
    kind: 'raw',
  }),
  requestInvoice: defineEndpoint({
    method: 'POST',
    path: '/api/shop/order/invoice',
    summary:
      'Ask for an invoice of one of the shopper’s paid orders (at most what was paid less refunds and invoices; one waiting per order)',
    access: 'shopper',
    isolation: 'shopper',
    body: invoiceRequestSchema,
    kind: 'envelope',
    response: orderInvoiceResource.schemas.record,
  }),
};
