import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/**
 * Enforces each route's `access` before its body is even read: 401 without a valid session,
 * 403 without the required authority.
 */
export const accessPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (access === undefined || access === 'public') return;
      const identity = await app.authenticate(request);
      if (typeof access === 'object' && !identity.authorityCodes.has(access.authority)) {
        throw new AppError(403, 'auth.forbidden');
      }
    });
  },
  { name: 'access', dependencies: ['auth'] },
);
