import { endpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/route';

/** Roles of the caller's scope, and the authorities they grant (chosen on a tree). */
export const roleRoutes: FastifyPluginAsync = async (app) => {
  const { roles } = app.services;

  registerEndpoint(app, endpoints.role.list, ({ scope, body, query }) =>
    roles.list(scope, body, query),
  );

  registerEndpoint(app, endpoints.role.queryForList, ({ scope, body }) =>
    roles.options(scope, body),
  );

  registerEndpoint(app, endpoints.role.edit, ({ scope, body }) => roles.edit(scope, body));

  registerEndpoint(app, endpoints.role.remove, async ({ scope, query }) => {
    await roles.remove(scope, query.id);
    return null;
  });

  registerEndpoint(app, endpoints.role.getAuthorities, ({ scope, body }) =>
    roles.getAuthorities(scope, body.id),
  );

  registerEndpoint(app, endpoints.role.setAuthorities, ({ scope, body }) =>
    roles.setAuthorities(scope, body),
  );
};
