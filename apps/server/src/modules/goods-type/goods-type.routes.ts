import { endpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerCatalogue } from '../../resources/crud.routes';

/** Goods categories and storefront categories (boards and category brands are registry resources). */
export const goodsTypeRoutes: FastifyPluginAsync = async (app) => {
  const service = app.services.goodsTypes;
  registerCatalogue(app, endpoints.goodsType, service.types);
  registerCatalogue(app, endpoints.frontGoodsType, service.fronts);
};
