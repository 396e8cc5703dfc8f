import { endpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { localeOf } from '../../lib/locale';
import { registerEndpoint } from '../../lib/route';

/** Store prices of goods (console.md §7 goods-price calls). */
export const goodsPriceRoutes: FastifyPluginAsync = async (app) => {
  const prices = app.services.goodsPrices;
  const calls = endpoints.goodsPrice;

  registerEndpoint(app, calls.list, ({ request, scope, body, query }) =>
    prices.list(scope, localeOf(request), body, query),
  );
  registerEndpoint(app, calls.remove, async ({ scope, query }) => {
    await prices.remove(scope, query.id);
    return null;
  });
  registerEndpoint(app, calls.edit, ({ request, scope, body }) =>
    prices.edit(scope, localeOf(request), body),
  );
  registerEndpoint(app, calls.launch, ({ scope, body }) => prices.launch(scope, body));
  registerEndpoint(app, calls.getGoodsPriceBy, ({ request, scope, body }) =>
    prices.byGoods(scope, localeOf(request), body),
  );
  registerEndpoint(app, calls.queryForList, ({ request, scope, body }) =>
    prices.all(scope, localeOf(request), body),
  );
  registerEndpoint(app, calls.skuOnSale, ({ request, scope, body }) =>
    prices.onSale(scope, localeOf(request), body),
  );
  registerEndpoint(app, calls.priceModify, ({ scope, body }) => prices.modify(scope, body));
};
