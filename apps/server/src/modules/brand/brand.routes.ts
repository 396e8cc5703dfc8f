import { endpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerCatalogue } from '../goods-type/catalogue.routes';
import { createBrandService } from './brand.service';

/** Brands (console brand screen). */
export const brandRoutes: FastifyPluginAsync = async (app) => {
  registerCatalogue(app, endpoints.brand, createBrandService({ db: app.db }));
};
