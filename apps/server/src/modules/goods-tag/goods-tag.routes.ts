import { endpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerCatalogue } from '../goods-type/catalogue.routes';
import { createGoodsTagService } from './goods-tag.service';

/** Goods tags (the tag references live with the goods). */
export const goodsTagRoutes: FastifyPluginAsync = async (app) => {
  registerCatalogue(app, endpoints.goodsTag, createGoodsTagService({ db: app.db }));
};
