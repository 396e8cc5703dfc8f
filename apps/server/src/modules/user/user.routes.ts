import { endpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Identity } from '../../lib/identity';
import { registerEndpoint } from '../../lib/route';
import type { Scope } from '../../scope/scope';
import type { Caller } from './user.service';

/** Users of the caller's scope: the user and user/detail screens. */
export const userRoutes: FastifyPluginAsync = async (app) => {
  const { users } = app.services;
  const caller = (scope: Scope, identity: Identity): Caller => ({ scope, jti: identity.jti });

  registerEndpoint(app, endpoints.user.list, ({ scope, body, query }) =>
    users.list(scope, body, query),
  );

  registerEndpoint(app, endpoints.user.detail, ({ scope, body }) => users.detail(scope, body.id));

  registerEndpoint(app, endpoints.user.edit, ({ scope, identity, body }) =>
    users.edit(caller(scope, identity), body),
  );

  registerEndpoint(app, endpoints.user.remove, async ({ scope, query }) => {
    await users.remove(scope, query.id);
    return null;
  });

  registerEndpoint(app, endpoints.user.enable, ({ scope, identity, body }) =>
    users.enable(caller(scope, identity), body),
  );

  registerEndpoint(app, endpoints.user.resetPassword, async ({ scope, identity, body }) => {
    await users.resetPassword(caller(scope, identity), body);
    return null;
  });

  registerEndpoint(app, endpoints.user.sessions, ({ scope, identity, body }) =>
    users.sessions(caller(scope, identity), body.id),
  );

  registerEndpoint(app, endpoints.user.endSession, async ({ scope, identity, body }) => {
    await users.endSession(caller(scope, identity), body);
    return null;
  });

  registerEndpoint(app, endpoints.user.endSessions, async ({ scope, identity, body }) => {
    await users.endSessions(caller(scope, identity), body.id);
    return null;
  });

  registerEndpoint(app, endpoints.user.assignRoles, ({ scope, body }) =>
    users.assignRoles(scope, body),
  );
};
