import { endpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/route';

/** The dashboard's figures for the caller's data scope. */
export const statisticsRoutes: FastifyPluginAsync = async (app) => {
  const { statistics } = app.services;
  registerEndpoint(app, endpoints.statistics.overview, ({ scope, body }) =>
    statistics.overview(scope, body),
  );
  registerEndpoint(app, endpoints.statistics.devices, ({ scope, body }) =>
    statistics.devices(scope, body),
  );
};
