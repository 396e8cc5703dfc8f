import { endpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import { aisleStockCheck } from './vending-report';

/** The vending calls of the console beyond the registry's (the device calls are the gateway's). */
export const vendingRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, endpoints.vendingReport.stockCheck, ({ scope, body }) =>
    aisleStockCheck(app.db, scope, body.deviceId),
  );
};
