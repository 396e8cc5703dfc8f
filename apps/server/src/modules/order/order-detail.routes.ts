import { endpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import { invoicePdf } from './invoice-pdf';

// The console's order detail screen (docs/orders.md, Order detail), the pick-up hand-over by
// code and the invoices' PDFs.

export const orderDetailRoutes: FastifyPluginAsync = async (app) => {
  const { orderDetails, orders } = app.services;
  registerEndpoint(app, endpoints.orderDetail.detail, ({ scope, body }) =>
    orderDetails.detail(scope, body.id),
  );
  // Fulfilment beside Ship (docs/orders.md): a pick-up order handed over by the code its shopper
  // shows or by the order, an address changed before shipment.
  registerEndpoint(app, endpoints.orderDetail.pickUpByCode, async ({ scope, body }) =>
    orderDetails.record(scope, await orders.changes.pickUpByCode(scope, body.verifyCode)),
  );
  registerEndpoint(app, endpoints.orderDetail.adjustPrice, async ({ scope, body }) =>
    orderDetails.record(scope, await orders.changes.adjustPrice(scope, body)),
  );
  registerEndpoint(app, endpoints.orderDetail.verifyPickUp, async ({ scope, body }) =>
    orderDetails.record(scope, await orders.changes.verifyPickUp(scope, body.id)),
  );
  registerEndpoint(app, endpoints.orderDetail.changeAddress, async ({ scope, body }) =>
    orderDetails.record(scope, await orders.changes.changeAddress(scope, body)),
  );
  registerEndpoint(app, endpoints.orderDetail.invoicePdf, async ({ scope, query, reply }) =>
    invoicePdf.send(reply, await orders.invoices.staffPdf(scope, query.id)),
  );
};
