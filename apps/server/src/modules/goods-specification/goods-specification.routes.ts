import { endpoints } from '@retail/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import { createBrandService } from '../brand/brand.service';
import { registerCatalogue } from '../goods-type/catalogue.routes';
import { createGoodsTypeService } from '../goods-type/goods-type.service';
import { createGoodsSpecificationService } from './goods-specification.service';

/** The specification service with what it depends on (goods types for categories). */
export const specificationServiceOf = (app: FastifyInstance) =>
  createGoodsSpecificationService({
    db: app.db,
    goodsTypes: createGoodsTypeService({ db: app.db, brands: createBrandService({ db: app.db }) })
      .types,
  });

/** Specification groups, specifications, items, their assignments and the chooser's calls. */
export const goodsSpecificationRoutes: FastifyPluginAsync = async (app) => {
  const service = specificationServiceOf(app);
  const groupCalls = endpoints.goodsSpecificationGroup;
  const specificationCalls = endpoints.goodsSpecification;

  registerCatalogue(app, groupCalls, service.groups);
  registerEndpoint(app, groupCalls.assign2Organs, ({ scope, body }) =>
    service.groupAssignments.assign(scope, body.groupId, body.organIds),
  );
  registerEndpoint(app, groupCalls.queryAssignee, ({ scope, body }) =>
    service.groupAssignments.assignees(scope, body.groupId),
  );
  registerEndpoint(app, groupCalls.querySpecification, ({ scope, body, query }) =>
    service.choose(scope, body, query),
  );
  registerEndpoint(app, groupCalls.addSpecification, ({ scope, body }) =>
    service.addFromChooser(scope, body),
  );

  registerCatalogue(app, specificationCalls, service.specifications);
  registerEndpoint(app, specificationCalls.assign2Organs, ({ scope, body }) =>
    service.specificationAssignments.assign(scope, body.specificationId, body.organIds),
  );
  registerEndpoint(app, specificationCalls.queryAssignee, ({ scope, body }) =>
    service.specificationAssignments.assignees(scope, body.specificationId),
  );

  registerCatalogue(app, endpoints.goodsSpecificationItem, service.items);
};
