import { endpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/route';

/** A category's properties as one set (the registry serves their list, edit and remove). */
export const goodsTypePropsRoutes: FastifyPluginAsync = async (app) => {
  const service = app.services.goodsTypeProps;
  const calls = endpoints.goodsTypePropsCalls;
  registerEndpoint(app, calls.queryTypeProps, ({ scope, body }) =>
    service.ofType(scope, body.goodsTypeId),
  );
  registerEndpoint(app, calls.saveTypeProps, ({ scope, body }) => service.save(scope, body));
};
