import { endpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/route';

/**
 * Stores (console.md §7 `store/...`) and the users an employee can be; a store's addresses,
 * opening hours, delivery areas, services and employees are registry resources.
 */
export const storeRoutes: FastifyPluginAsync = async (app) => {
  // The composition root registers the stores' logos as users of files (src/services.ts).
  const { stores } = app.services;

  const { store, employeeUser } = endpoints;

  registerEndpoint(app, store.list, ({ scope, body, query }) => stores.list(scope, body, query));
  registerEndpoint(app, store.getList, ({ scope, body }) => stores.getList(scope, body));
  registerEndpoint(app, store.query, ({ scope, body }) => stores.query(scope, body));
  registerEndpoint(app, store.edit, ({ scope, body }) => stores.edit(scope, body));
  registerEndpoint(app, store.remove, async ({ scope, query }) => {
    await stores.remove(scope, query.id);
    return null;
  });

  registerEndpoint(app, employeeUser.userOptions, ({ scope, body }) =>
    stores.employeeUserOptions(scope, body),
  );
};
