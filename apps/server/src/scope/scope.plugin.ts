import type { EndpointDef } from '@retail/contract';
import fp from 'fastify-plugin';
import type { RowReach } from './row-security';
import { type Scope, scopeOf } from './scope';

/** A route as registered, with the contract endpoint it serves (none for docs and static files). */
export type RegisteredRoute = {
  method: string;
  url: string;
  endpoint: EndpointDef | undefined;
  /** The row-level wall's reach for its calls (row-security.ts). */
  rowReach: RowReach;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    /** The caller's data scope, once authenticated; null on public routes. */
    scope: Scope | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** Every route registered after this plugin: the isolation suites walk it. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/**
 * Derives the caller's Scope from the identity the access plugin authenticated, and records
 * the route table so that the generated isolation suites cover every route, not only those
 * someone remembered.
 */
export const scopePlugin = fp(
  async (app) => {
    const routes: RegisteredRoute[] = [];
    app.decorate('registeredRoutes', routes);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        routes.push({
          method,
          url: route.url,
          endpoint: route.config?.endpoint,
          rowReach: route.config?.rowReach ?? 'subtree',
        });
      }
    });
    app.decorateRequest('scope', null);
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.identity) request.scope = scopeOf(request.identity, app.clock.now());
      done();
    });
  },
  { name: 'scope', dependencies: ['access'] },
);
