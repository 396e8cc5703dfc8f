import { endpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import { IDENTITY_CACHE_MS } from './session.service';

/** Captcha, login, logout and the caller's own user info (console.md §3, §7). */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const { captcha, auth, sessions } = app.services;

  registerEndpoint(app, endpoints.auth.captcha, () => captcha.issue());

  registerEndpoint(app, endpoints.auth.login, ({ body, headers, request }) =>
    auth.login({
      body,
      captcha: { code: headers.validatecode, uuid: headers.uuid },
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    }),
  );

  registerEndpoint(app, endpoints.auth.logout, async ({ identity }) => {
    await auth.logout(identity);
    return null;
  });

  // Asked for on every console page load; a few hundred authority nodes to check and write out.
  // Kept like the identity itself: dropped by this node's writes to the identity tables, and
  // trusted for IDENTITY_CACHE_MS at most (writes of other nodes).
  registerEndpoint(
    app,
    endpoints.auth.userInfo,
    ({ identity, body }) => auth.userInfo(identity, body.userId),
    {
      reuse: async ({ identity, body }) =>
        body.userId === identity.userId
          ? {
              key: String(identity.userId),
              version: sessions.identityVersion(),
              maxAgeMs: IDENTITY_CACHE_MS,
            }
          : undefined,
    },
  );
};
