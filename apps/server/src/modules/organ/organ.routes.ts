import { endpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/route';

/** Organisations: list, edit, remove, the tree and the option lists (console.md §3, §7). */
export const organRoutes: FastifyPluginAsync = async (app) => {
  const { organs } = app.services;
  const { organ } = endpoints;

  registerEndpoint(app, organ.list, ({ scope, body, query }) => organs.list(scope, body, query));
  registerEndpoint(app, organ.edit, ({ scope, body }) => organs.edit(scope, body));
  registerEndpoint(app, organ.remove, async ({ scope, query }) => {
    await organs.remove(scope, query.id);
    return null;
  });
  registerEndpoint(app, organ.subordinate, ({ scope, body }) => organs.subordinate(scope, body));
  registerEndpoint(app, organ.tenantList, ({ scope, query }) =>
    organs.tenantOptions(scope, query.organName),
  );
  registerEndpoint(app, organ.assigneeList, ({ scope, body, query }) =>
    organs.assignees(scope, body, query.organName),
  );
};
