import { endpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { localeOf } from '../../lib/locale';
import { type EndpointContext, registerEndpoint } from '../../lib/route';

type ListContext = EndpointContext<typeof endpoints.goods.list>;

/** Goods (console.md §7 goods calls) and the tags put on them; pictures guard file removal. */
export const goodsRoutes: FastifyPluginAsync = async (app) => {
  // The composition root registers the goods' pictures as users of files (src/services.ts).
  const { goods } = app.services;
  const calls = endpoints.goods;

  // The same list keeps being asked for by every operator: kept answers go out again while
  // no goods, category or brand of theirs has changed.
  const listReuse = {
    reuse: ({ request, scope, body, query }: ListContext) =>
      goods.listReuse(scope, localeOf(request), body, query),
  };
  registerEndpoint(
    app,
    calls.list,
    ({ request, scope, body, query }) => goods.list(scope, localeOf(request), body, query),
    listReuse,
  );
  registerEndpoint(app, calls.queryForList, ({ request, scope, body }) =>
    goods.all(scope, localeOf(request), body),
  );
  registerEndpoint(
    app,
    calls.queryList,
    ({ request, scope, body, query }) => goods.list(scope, localeOf(request), body, query),
    listReuse,
  );
  registerEndpoint(app, calls.remove, async ({ scope, query }) => {
    await goods.remove(scope, query.id);
    return null;
  });
  registerEndpoint(app, calls.edit, ({ request, scope, body }) =>
    goods.edit(scope, localeOf(request), body),
  );
  registerEndpoint(app, calls.assign2Organs, ({ scope, body }) => goods.assign(scope, body));
  registerEndpoint(app, calls.queryGoodsAssignee, ({ scope, body }) =>
    goods.assignees(scope, body.goodsId),
  );
  registerEndpoint(app, calls.launch, ({ request, scope, body }) =>
    goods.launch(scope, localeOf(request), body),
  );
  registerEndpoint(app, calls.quickLaunch, ({ request, scope, body }) =>
    goods.quickLaunch(scope, localeOf(request), body.id),
  );
  registerEndpoint(app, calls.productManage, ({ request, scope, body, query }) =>
    goods.products(scope, localeOf(request), body, query),
  );
  registerEndpoint(app, calls.load, ({ request, scope, body }) =>
    goods.load(scope, localeOf(request), body.id),
  );
  registerEndpoint(app, calls.loadGoodsImages, ({ scope, body }) =>
    goods.images(scope, body.goodsId),
  );
  registerEndpoint(app, calls.changeImages, ({ scope, body }) => goods.changeImages(scope, body));
};
