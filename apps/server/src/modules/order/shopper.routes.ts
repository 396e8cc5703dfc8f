import { endpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { localeOf } from '../../lib/locale';
import { registerEndpoint } from '../../lib/route';
import { shopperAfterSales, afterSaleAnswer } from './order-reads';
import { ORDER_SWEEP_MS } from './order.service';
import { scheduleJob } from '../../lib/jobs';
import {
  REVIEW_PICTURE_LIMITS,
  reviewPictureMultipart,
  uploadReviewPicture,
} from './review-pictures';
import { invoicePdf } from './invoice-pdf';

// The storefront's shopper API (/api/shop/..., docs/orders.md) and the order domain's clock.

export const shopperRoutes: FastifyPluginAsync = async (app) => {
  const orders = app.services.orders;
  const { db } = app;
  const api = endpoints.shopper;

  registerEndpoint(app, api.sendCode, ({ body }) =>
    orders.shoppers.sendCode(body.tenantId, body.mobile),
  );
  registerEndpoint(app, api.signIn, ({ body }) =>
    orders.shoppers.signIn(body.tenantId, body.mobile, body.code),
  );
  registerEndpoint(app, api.config, ({ params }) => orders.shop.config(params.tenantId));
  registerEndpoint(app, api.goods, ({ params }) =>
    orders.shop.goods(params.storeId, params.goodsId),
  );
  registerEndpoint(app, api.me, ({ shopper }) => orders.shoppers.me(shopper));
  registerEndpoint(app, api.signOut, ({ shopper }) => orders.shoppers.signOut(shopper));

  registerEndpoint(app, api.addresses, ({ shopper }) => orders.shop.addresses(shopper));
  registerEndpoint(app, api.saveAddress, ({ shopper, body }) =>
    orders.shop.saveAddress(shopper, body),
  );
  registerEndpoint(app, api.removeAddress, ({ shopper, body }) =>
    orders.shop.removeAddress(shopper, body.id),
  );

  // A coupon's reason for not applying is a text in the shopper's language.
  registerEndpoint(app, api.price, ({ request, shopper, body }) =>
    orders.checkout.price(shopper, body, localeOf(request)),
  );
  registerEndpoint(app, api.checkout, async ({ request, shopper, body }) =>
    orders.answer(
      shopper,
      await orders.checkout.create(shopper, body, localeOf(request), {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      }),
    ),
  );
  registerEndpoint(app, api.orders, ({ shopper, body, query }) =>
    orders.list(shopper, body.status, query.pageSize, query.pageNum),
  );
  registerEndpoint(app, api.order, ({ shopper, body }) => orders.detail(shopper, body.id));
  registerEndpoint(app, api.pay, ({ shopper, body }) => orders.flow.pay(shopper, body.id));
  registerEndpoint(app, api.sandboxPay, async ({ shopper, body }) =>
    orders.answer(shopper, await orders.flow.sandboxPay(shopper, body.id)),
  );
  registerEndpoint(app, api.cancel, async ({ shopper, body }) =>
    orders.answer(shopper, await orders.flow.cancelByShopper(shopper, body.id)),
  );
  registerEndpoint(app, api.receive, async ({ shopper, body }) =>
    orders.answer(shopper, await orders.flow.receiveByShopper(shopper, body.id)),
  );

  registerEndpoint(app, api.applyAfterSale, async ({ shopper, body }) =>
    afterSaleAnswer(db, await orders.afterSales.apply(shopper, body)),
  );
  registerEndpoint(app, endpoints.orderDetail.requestInvoice, ({ shopper, body }) =>
    orders.invoices.request(shopper, body),
  );
  registerEndpoint(app, api.cart, ({ shopper }) => orders.cart.list(shopper));
  registerEndpoint(app, api.addToCart, ({ shopper, body }) => orders.cart.add(shopper, body));
  registerEndpoint(app, api.updateCart, ({ shopper, body }) => orders.cart.update(shopper, body));
  registerEndpoint(app, api.removeFromCart, ({ shopper, body }) =>
    orders.cart.remove(shopper, body.ids),
  );
  registerEndpoint(app, api.clearCart, ({ shopper }) => orders.cart.clear(shopper));
  registerEndpoint(app, api.review, ({ shopper, body }) => orders.reviews.create(shopper, body));
  registerEndpoint(app, api.reviews, ({ shopper }) => orders.reviews.mine(shopper));
  await app.register(reviewPictureMultipart, { limits: REVIEW_PICTURE_LIMITS });
  registerEndpoint(app, api.reviewPicture, ({ request, shopper }) =>
    uploadReviewPicture(
      { db, files: app.services.files, nowMs: app.clock.now() },
      request,
      shopper,
    ),
  );
  registerEndpoint(
    app,
    endpoints.orderDetail.shopperInvoicePdf,
    async ({ shopper, query, reply }) =>
      invoicePdf.send(reply, await orders.invoices.shopperPdf(shopper, query.id)),
  );

  registerEndpoint(app, api.afterSales, ({ shopper }) => shopperAfterSales(db, shopper));
  registerEndpoint(app, api.cancelAfterSale, async ({ shopper, body }) =>
    afterSaleAnswer(db, await orders.afterSales.cancelByShopper(shopper, body.id)),
  );
  registerEndpoint(app, api.shipBack, async ({ shopper, body }) =>
    afterSaleAnswer(db, await orders.afterSales.shipBack(shopper, body)),
  );

  // Unpaid orders past their deadline are cancelled, shipped ones past theirs received, group
  // buys out of time closed (their failed orders cancelled or refunded).
  scheduleJob(app, {
    name: 'order sweep',
    everyMs: ORDER_SWEEP_MS,
    run: async () => {
      await orders.flow.runDue();
      await orders.groupBuys.runDue();
    },
  });
};
