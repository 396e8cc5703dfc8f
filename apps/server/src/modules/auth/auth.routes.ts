import { endpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import { createAuthService } from './auth.service';
import { createCaptchaService } from './captcha.service';

/** Captcha, login, logout and the caller's own user info (console.md §3, §7). */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const captcha = createCaptchaService({
    db: app.db,
    clock: app.clock,
    generator: app.captchaGenerator,
    enabled: app.config.captcha,
    secret: app.config.jwtSecret,
  });
  const auth = createAuthService({ db: app.db, clock: app.clock, captcha, sessions: app.sessions });

  registerEndpoint(app, endpoints.auth.captcha, () => captcha.issue());

  registerEndpoint(app, endpoints.auth.login, ({ body, headers, request }) =>
    auth.login({
      body,
      captcha: { code: headers.validatecode, uuid: headers.uuid },
      ip: request.ip,
    }),
  );

  registerEndpoint(app, endpoints.auth.logout, async ({ identity }) => {
    await auth.logout(identity);
    return null;
  });

  registerEndpoint(app, endpoints.auth.userInfo, ({ identity, body }) =>
    auth.userInfo(identity, body.userId),
  );
};
