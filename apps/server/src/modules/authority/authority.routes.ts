import { endpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import { createAuthorityService } from './authority.service';

/** The authority tree: directory, menu and button nodes with code, icon, url, sort. */
export const authorityRoutes: FastifyPluginAsync = async (app) => {
  const authorities = createAuthorityService({ db: app.db });

  registerEndpoint(app, endpoints.authority.tree, () => authorities.tree());

  registerEndpoint(app, endpoints.authority.edit, ({ scope, body }) =>
    authorities.edit(scope, body),
  );

  registerEndpoint(app, endpoints.authority.remove, async ({ scope, query }) => {
    await authorities.remove(scope, query.id);
    return null;
  });
};
