import { endpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import { registerCatalogue } from '../../resources/crud.routes';

/** Category properties and their values (goodsTypeProps, goodsTypePropsValue screens). */
export const goodsTypePropsRoutes: FastifyPluginAsync = async (app) => {
  const service = app.services.goodsTypeProps;
  const calls = endpoints.goodsTypeProps;

  registerCatalogue(app, calls, service.props);
  registerEndpoint(app, calls.queryTypeProps, ({ scope, body }) =>
    service.ofType(scope, body.goodsTypeId),
  );
  registerEndpoint(app, calls.saveTypeProps, ({ scope, body }) => service.save(scope, body));
  registerCatalogue(app, endpoints.goodsTypePropsValue, service.values);
};
