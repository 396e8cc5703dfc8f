import { endpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/route';

// The console's order detail screen (docs/orders.md, Order detail).

export const orderDetailRoutes: FastifyPluginAsync = async (app) => {
  const { orderDetails } = app.services;
  registerEndpoint(app, endpoints.orderDetail.detail, ({ scope, body }) =>
    orderDetails.detail(scope, body.id),
  );
};
