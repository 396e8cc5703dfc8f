import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/config';
import { answerWriterCompiler } from './lib/answer-writer';
import { type Clock, systemClock } from './lib/clock';
import { type CaptchaGenerator, svgCaptchaGenerator } from './modules/auth/captcha.service';
import type { SignInCodeSender } from './modules/order/shopper-auth.service';
import { modules } from './modules';
import { gatewaySwitchPlugin } from './modules/gateway/gateway.routes';
import { accessPlugin } from './plugins/access';
import { authPlugin } from './plugins/auth';
import { corePlugin } from './plugins/core';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import { securityHeadersPlugin } from './plugins/security-headers';
import { servicesPlugin } from './plugins/services';
import { webPlugin } from './plugins/web';
import { storagePlugin } from './storage/storage.plugin';
import { scopePlugin } from './scope/scope.plugin';

/**
 * Seams for tests: a clock they can move, captchas whose answer they know, and shoppers'
 * sign-in codes they can read.
 */
export type AppOptions = {
  clock?: Clock;
  captchaGenerator?: CaptchaGenerator;
  sendSignInCode?: SignInCodeSender;
};

type AppPluginOptions = {
  config: AppConfig;
  clock: Clock;
  captchaGenerator: CaptchaGenerator;
  sendSignInCode?: SignInCodeSender | undefined;
};

/** The whole application as one plugin: shared concerns first, then the domain modules. */
export const appPlugin = fp<AppPluginOptions>(
  async (app, options) => {
    await app.register(corePlugin, options);
    await app.register(securityHeadersPlugin);
    await app.register(errorsPlugin);
    await app.register(dbPlugin);
    await app.register(storagePlugin);
    await app.register(servicesPlugin);
    await app.register(rateLimit, { global: false });
    // The API's own description can be kept from the public (API_DOCS=off).
    if (options.config.apiDocs) await app.register(openapiPlugin);
    // A route switched off at the gateway answers 503 before anything else.
    await app.register(gatewaySwitchPlugin);
    await app.register(authPlugin);
    await app.register(accessPlugin);
    await app.register(scopePlugin);
    for (const module of modules) await app.register(module);
    await app.register(webPlugin);
  },
  { name: 'app' },
);

const REQUEST_ID = /^[\w.-]{1,64}$/;

/**
 * Creates the server with the whole application registered (database migrated and seeded),
 * not yet ready: tests may add routes before calling ready().
 */
export const createApp = async (
  config: AppConfig,
  options: AppOptions = {},
): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.validatecode'],
    },
    bodyLimit: config.bodyLimit,
    // Start-up (migrations, the demo data on a new database) may take longer than Fastify's 10 s
    // on a loaded machine: a fresh-clone run's browser stage on PostgreSQL failed so once.
    pluginTimeout: 120_000,
    // A caller's request id is kept when it is sane, so that logs can be followed across hops.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerWriterCompiler(config.checkAnswers));
  try {
    await app.register(appPlugin, {
      config,
      clock: options.clock ?? systemClock,
      captchaGenerator: options.captchaGenerator ?? svgCaptchaGenerator,
      sendSignInCode: options.sendSignInCode,
    });
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
};

/** Builds the server, ready to listen. */
export const buildApp = async (
  config: AppConfig,
  options: AppOptions = {},
): Promise<FastifyInstance> => {
  const app = await createApp(config, options);
  try {
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
};
