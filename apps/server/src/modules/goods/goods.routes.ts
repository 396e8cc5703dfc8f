import { endpoints } from '@retail/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { createChangeCounters } from '../../db/change-counters';
import { localeOf } from '../../lib/locale';
import { type EndpointContext, registerEndpoint } from '../../lib/route';
import { notFound } from '../../scope/scoped-db';
import { createBrandService } from '../brand/brand.service';
import { fileServiceOf } from '../file/file.routes';
import {
  createGoodsPriceService,
  type GoodsPriceService,
} from '../goods-price/goods-price.service';
import { createGoodsTagService } from '../goods-tag/goods-tag.service';
import { registerCatalogue } from '../goods-type/catalogue.routes';
import { createGoodsTypeService } from '../goods-type/goods-type.service';
import { createStoreService } from '../store/store.service';
import { createCatalogueNames } from './catalogue-names';
import { createGoodsService } from './goods.service';

/** The goods and price services with what they depend on (they look each other up). */
export const goodsCatalogueOf = (app: FastifyInstance) => {
  const { db } = app;
  const brands = createBrandService({ db });
  const tags = createGoodsTagService({ db });
  const types = createGoodsTypeService({ db, brands });
  const late: { prices?: GoodsPriceService } = {};
  const changes = createChangeCounters(db, app.dbReadNow);
  const goods = createGoodsService({
    db,
    types,
    brands,
    tags,
    files: fileServiceOf(app),
    names: createCatalogueNames(db, changes),
    prices: () => {
      if (!late.prices) throw new Error('The price service is not ready');
      return late.prices.forGoods();
    },
    changes,
    dialect: app.dialect,
    readNow: app.dbReadNow,
  });
  const stores = createStoreService({ db });
  late.prices = createGoodsPriceService({
    db,
    goods,
    // A store must exist for the caller (404 otherwise), asked through the store module.
    stores: async (scope, storeId) => {
      if ((await stores.getList(scope, { id: storeId })).length === 0) throw notFound();
    },
  });
  return { goods, prices: late.prices };
};

type ListContext = EndpointContext<typeof endpoints.goods.list>;

/** Goods (console.md §7 goods calls) and the tags put on them; pictures guard file removal. */
export const goodsRoutes: FastifyPluginAsync = async (app) => {
  const { goods } = goodsCatalogueOf(app);
  const calls = endpoints.goods;

  app.fileUsages.register(async (_db, file) =>
    (await goods.namesUsingFile(file.id)).map((name) => ({ kind: 'goods', name })),
  );

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

  registerCatalogue(app, endpoints.goodsTagRef, goods.tagRefs);
};
