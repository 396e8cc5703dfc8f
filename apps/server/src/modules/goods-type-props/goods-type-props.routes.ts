import { endpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import { createBrandService } from '../brand/brand.service';
import { registerCatalogue } from '../goods-type/catalogue.routes';
import { createGoodsTypeService } from '../goods-type/goods-type.service';
import { createGoodsTypePropsService } from './goods-type-props.service';

/** Category properties and their values (goodsTypeProps, goodsTypePropsValue screens). */
export const goodsTypePropsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const service = createGoodsTypePropsService({
    db,
    goodsTypes: createGoodsTypeService({ db, brands: createBrandService({ db }) }).types,
  });
  const calls = endpoints.goodsTypeProps;

  registerCatalogue(app, calls, service.props);
  registerEndpoint(app, calls.queryTypeProps, ({ scope, body }) =>
    service.ofType(scope, body.goodsTypeId),
  );
  registerEndpoint(app, calls.saveTypeProps, ({ scope, body }) => service.save(scope, body));
  registerCatalogue(app, endpoints.goodsTypePropsValue, service.values);
};
