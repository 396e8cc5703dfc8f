import { endpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/route';

/**
 * Stores (console.md §7 `store/...`) and their addresses, opening hours and employees; delivery
 * areas are a registry resource.
 */
export const storeRoutes: FastifyPluginAsync = async (app) => {
  // The composition root registers the stores' logos as users of files (src/services.ts).
  const { stores } = app.services;

  const { store, storeAddress, storeSchedule, employee } = endpoints;

  registerEndpoint(app, store.list, ({ scope, body, query }) => stores.list(scope, body, query));
  registerEndpoint(app, store.getList, ({ scope, body }) => stores.getList(scope, body));
  registerEndpoint(app, store.query, ({ scope, body }) => stores.query(scope, body));
  registerEndpoint(app, store.edit, ({ scope, body }) => stores.edit(scope, body));
  registerEndpoint(app, store.remove, async ({ scope, query }) => {
    await stores.remove(scope, query.id);
    return null;
  });

  registerEndpoint(app, storeAddress.list, ({ scope, body, query }) =>
    stores.addressList(scope, body, query),
  );
  registerEndpoint(app, storeAddress.queryForList, ({ scope, body }) =>
    stores.addressOptions(scope, body),
  );
  registerEndpoint(app, storeAddress.edit, ({ scope, body }) => stores.addressEdit(scope, body));
  registerEndpoint(app, storeAddress.remove, async ({ scope, query }) => {
    await stores.addressRemove(scope, query.id);
    return null;
  });

  registerEndpoint(app, storeSchedule.list, ({ scope, body, query }) =>
    stores.scheduleList(scope, body, query),
  );
  registerEndpoint(app, storeSchedule.edit, ({ scope, body }) => stores.scheduleEdit(scope, body));
  registerEndpoint(app, storeSchedule.remove, async ({ scope, query }) => {
    await stores.scheduleRemove(scope, query.id);
    return null;
  });

  registerEndpoint(app, employee.list, ({ scope, body, query }) =>
    stores.employeeList(scope, body, query),
  );
  registerEndpoint(app, employee.edit, ({ scope, body }) => stores.employeeEdit(scope, body));
  registerEndpoint(app, employee.userOptions, ({ scope, body }) =>
    stores.employeeUserOptions(scope, body),
  );
  registerEndpoint(app, employee.remove, async ({ scope, query }) => {
    await stores.employeeRemove(scope, query.id);
    return null;
  });
};
