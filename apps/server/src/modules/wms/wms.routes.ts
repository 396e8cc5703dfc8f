import { endpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import { inventoryCheck } from './wms-report';

/** The warehouse's calls beyond the registry's: the report that stock agrees with its ledger. */
export const wmsRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, endpoints.wmsReport.stockCheck, ({ scope, body }) =>
    inventoryCheck(app.db, scope, body.warehouseId),
  );
};
