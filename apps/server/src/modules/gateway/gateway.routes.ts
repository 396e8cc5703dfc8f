import { endpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';
import { registerEndpoint } from '../../lib/route';

/** The gateway screen's calls: the route table and its switches. */
export const gatewayRoutes: FastifyPluginAsync = async (app) => {
  const { gateway } = app.services;
  registerEndpoint(app, endpoints.gateway.routes, ({ body }) =>
    gateway.routes(app.registeredRoutes, body),
  );
  registerEndpoint(app, endpoints.gateway.switch, ({ scope, body }) =>
    gateway.switch(scope, app.registeredRoutes, body),
  );
};

/** A route switched off answers 503 with the reason, before authentication or its body. */
export const gatewaySwitchPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!request.routeOptions.config.endpoint) return;
      const off = await app.services.gateway.isOff(request.method, request.routeOptions.url ?? '');
      if (off) throw new AppError(503, 'gateway.off', { values: { reason: off.reason ?? '' } });
    });
  },
  { name: 'gateway-switches', dependencies: ['services'] },
);
