import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { ShopperIdentity } from '../lib/identity';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    /** The storefront shopper on `access: 'shopper'` routes; null elsewhere. */
    shopper: ShopperIdentity | null;
  }
}

/**
 * Enforces each route's `access` before its body is even read: 401 without a valid session
 * (or, on a shopper's route, without a valid shopper token), 403 without the required authority.
 */
export const accessPlugin = fp(
  async (app) => {
    app.decorateRequest('shopper', null);
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (access === undefined || access === 'public') return;
      if (access === 'shopper') {
        request.shopper = await app.services.orders.shoppers.authenticate(
          request.headers.authorization,
        );
        return;
      }
      const identity = await app.authenticate(request);
      if (typeof access === 'object' && !identity.authorityCodes.has(access.authority)) {
        throw new AppError(403, 'auth.forbidden');
      }
    });
  },
  { name: 'access', dependencies: ['auth'] },
);
