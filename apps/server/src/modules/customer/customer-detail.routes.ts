import { endpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/route';

// The console's customer detail (docs/customers.md).

export const customerDetailRoutes: FastifyPluginAsync = async (app) => {
  const { customerDetails } = app.services;
  registerEndpoint(app, endpoints.customerDetail.detail, ({ scope, body }) =>
    customerDetails.detail(scope, body.id),
  );
};
