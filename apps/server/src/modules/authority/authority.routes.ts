import { endpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/route';

/** The authority tree: directory, menu and button nodes with code, icon, url, sort. */
export const authorityRoutes: FastifyPluginAsync = async (app) => {
  const { authorities } = app.services;

  registerEndpoint(app, endpoints.authority.tree, () => authorities.tree());

  registerEndpoint(app, endpoints.authority.edit, ({ scope, body }) =>
    authorities.edit(scope, body),
  );

  registerEndpoint(app, endpoints.authority.remove, async ({ scope, query }) => {
    await authorities.remove(scope, query.id);
    return null;
  });
};
