import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { Identity } from '../lib/identity';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    /** The caller, once authenticated; null on public routes. */
    identity: Identity | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** Resolves the bearer token of the request into request.identity, or throws 401. */
    authenticate: (request: FastifyRequest) => Promise<Identity>;
  }
}

const bearerToken = (request: FastifyRequest): string | undefined => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
};

/** Identity from the bearer token: signature, expiry, session not revoked, user still enabled. */
export const authPlugin = fp(
  async (app) => {
    const { sessions } = app.services;
    app.decorateRequest('identity', null);
    app.decorate('authenticate', async (request: FastifyRequest): Promise<Identity> => {
      if (request.identity) return request.identity;
      const token = bearerToken(request);
      const identity = token ? await sessions.resolve(token) : undefined;
      if (!identity) throw new AppError(401, 'auth.sessionInvalid');
      request.identity = identity;
      return identity;
    });
  },
  { name: 'auth', dependencies: ['services'] },
);
