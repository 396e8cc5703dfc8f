import { endpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { localeOf } from '../../lib/locale';
import { registerEndpoint } from '../../lib/route';

/** SKUs of goods, their specification values and bar codes. */
export const goodsSkuRoutes: FastifyPluginAsync = async (app) => {
  const skus = app.services.goodsSkus;
  const calls = endpoints.goodsSku;

  registerEndpoint(app, calls.list, ({ scope, body, query }) => skus.list(scope, body, query));
  registerEndpoint(app, calls.querySpecValues, ({ scope, body }) =>
    skus.setup(scope, body.goodsId),
  );
  registerEndpoint(app, calls.saveSpecValues, ({ scope, body }) =>
    skus.saveSpecValues(scope, body),
  );
  registerEndpoint(app, calls.edit, ({ scope, body }) => skus.edit(scope, body));
  registerEndpoint(app, calls.remove, async ({ scope, query }) => {
    await skus.remove(scope, query.id);
    return null;
  });
  registerEndpoint(app, calls.queryByBarCode, ({ request, scope, body }) =>
    skus.byBarCode(scope, localeOf(request), body),
  );
};
