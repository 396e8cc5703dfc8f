import { endpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { createBrandService } from '../brand/brand.service';
import { registerCatalogue } from './catalogue.routes';
import { createGoodsTypeService } from './goods-type.service';

/** Goods categories, storefront categories, category boards and category brands. */
export const goodsTypeRoutes: FastifyPluginAsync = async (app) => {
  const service = createGoodsTypeService({
    db: app.db,
    brands: createBrandService({ db: app.db }),
  });
  registerCatalogue(app, endpoints.goodsType, service.types);
  registerCatalogue(app, endpoints.frontGoodsType, service.fronts);
  registerCatalogue(app, endpoints.goodsTypeBoard, service.boards);
  registerCatalogue(app, endpoints.goodsTypeBrand, service.typeBrands);
};
