import { endpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/route';

/**
 * The calls of specification groups and specifications beside the registry's: their
 * assignments and the chooser's.
 */
export const goodsSpecificationRoutes: FastifyPluginAsync = async (app) => {
  const service = app.services.goodsSpecifications;
  const groupCalls = endpoints.goodsSpecificationGroupCalls;
  const specificationCalls = endpoints.goodsSpecificationCalls;

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
  registerEndpoint(app, specificationCalls.assign2Organs, ({ scope, body }) =>
    service.specificationAssignments.assign(scope, body.specificationId, body.organIds),
  );
  registerEndpoint(app, specificationCalls.queryAssignee, ({ scope, body }) =>
    service.specificationAssignments.assignees(scope, body.specificationId),
  );
};
