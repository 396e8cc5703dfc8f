import { endpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import { registerCatalogue } from '../../resources/crud.routes';

/** Specification groups, specifications, items, their assignments and the chooser's calls. */
export const goodsSpecificationRoutes: FastifyPluginAsync = async (app) => {
  const service = app.services.goodsSpecifications;
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
