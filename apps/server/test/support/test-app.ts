import type { Captcha } from '@retail/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type AppOptions, createApp } from '../../src/app';
import type { AppConfig } from '../../src/config/config';
import { svgCaptchaGenerator } from '../../src/modules/auth/captcha.service';
import { ADMIN_PASSWORD, createTestClock, testConfig, type TestClock } from './test-config';
import { createSeededTestDatabase, type TestDatabase } from './test-database';

export { ADMIN_PASSWORD, createTestClock, testConfig, type TestClock };

export type TestApp = {
  app: FastifyInstance;
  config: AppConfig;
  clock: TestClock;
  /** The answer of the last captcha the app drew (real svg-captcha pictures). */
  lastCaptchaAnswer: () => string;
  close: () => Promise<void>;
};

type StartOptions = {
  config?: Partial<AppConfig>;
  /** Called before ready(): lets a test add routes to the real app. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  /** Receives the shoppers' sign-in codes (the app's SMS gateway in the tests). */
  sendSignInCode?: AppOptions['sendSignInCode'];
};

const signInCodesOf = (options: StartOptions): AppOptions =>
  options.sendSignInCode ? { sendSignInCode: options.sendSignInCode } : {};

// The error behind each 500 a test app answered, by the injected request, so that a failing
// test says why the server failed (the app logs nothing in the tests), not just that it did.
const serverErrors = new WeakMap<object, string>();

const keepServerErrors = (app: FastifyInstance) => {
  app.addHook('onError', async (request, _reply, error) => {
    const why = String(error.stack ?? error.message)
      .split('\n')
      .slice(0, 4)
      .map((line) => line.trim())
      .join(' | ');
    serverErrors.set(request.raw, `${request.method} ${request.url}: ${why}`);
  });
  app.addHook('onResponse', async (request, reply) => {
    const error = serverErrors.get(request.raw);
    if (reply.statusCode >= 500 && error) console.error(`the test app answered 500 to ${error}`);
  });
};

/** Why the server failed this answer (its error's first lines), when it answered 500. */
export const serverErrorOf = (response: LightMyRequestResponse): string | undefined =>
  response.statusCode >= 500 ? serverErrors.get(response.raw.req) : undefined;

/** Expects the answer's HTTP status; the message has its body and any server error behind it. */
export const expectStatus = (response: LightMyRequestResponse, status: number, bodyChars = 300) => {
  const server = serverErrorOf(response);
  expect(
    response.statusCode,
    `${response.body.slice(0, bodyChars)}${server ? ` (the server's error: ${server})` : ''}`,
  ).toBe(status);
};

/**
 * The real app on a fresh database (one per test file), copied from the run's template at the
 * latest schema and already seeded as the app seeds it (`seed` 'none' or 'demo'), so that the
 * app's own migration and seeding find nothing to do: seeding hashes passwords and, with the
 * demo, writes thousands of rows (4 s an app on PostgreSQL, against 0.7 s from the template).
 */
export const startTestApp = async (options: StartOptions = {}): Promise<TestApp> => {
  // Seeded as this app will seed it (the run's seeded templates hold the default admin
  // password): the app's own seeding then finds its rows in place and writes nothing.
  const seed = options.config?.seed ?? 'none';
  const database: TestDatabase = await createSeededTestDatabase(
    (options.config?.adminPassword ?? ADMIN_PASSWORD) === ADMIN_PASSWORD ? seed : undefined,
  );
  const config = testConfig(database.dataDir, database.database, options.config);
  const clock = createTestClock();
  let answer = '';
  const captchaGenerator = () => {
    const captcha = svgCaptchaGenerator();
    answer = captcha.text;
    return captcha;
  };
  let app: FastifyInstance;
  try {
    app = await createApp(config, { clock, captchaGenerator, ...signInCodesOf(options) });
    keepServerErrors(app);
    try {
      await options.extend?.(app);
      await app.ready();
    } catch (error) {
      await app.close().catch(() => undefined);
      throw error;
    }
  } catch (error) {
    await database.drop();
    throw error;
  }
  return {
    app,
    config,
    clock,
    lastCaptchaAnswer: () => answer,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
};

export type EnvelopeBody = {
  successful: boolean;
  status: number;
  description?: string;
  message?: string;
  field?: string;
  data?: unknown;
};

export const bodyOf = (response: LightMyRequestResponse): EnvelopeBody =>
  response.json<EnvelopeBody>();

/** A fresh captcha and its answer. */
export const drawCaptcha = async (t: TestApp): Promise<{ captcha: Captcha; answer: string }> => {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/code' });
  const captcha = (bodyOf(response).data ?? {}) as Captcha;
  return { captcha, answer: t.lastCaptchaAnswer() };
};

type LoginOptions = {
  /** Overrides the right captcha answer. */
  code?: string;
  language?: string;
  remoteAddress?: string;
  userAgent?: string;
};

/** POST /api/admin/user/login with a freshly drawn captcha. */
export const login = async (
  t: TestApp,
  body: Record<string, unknown>,
  options: LoginOptions = {},
): Promise<LightMyRequestResponse> => {
  const { captcha, answer } = await drawCaptcha(t);
  const request: InjectOptions = {
    method: 'POST',
    url: '/api/admin/user/login',
    headers: {
      validateCode: options.code ?? answer,
      uuid: captcha.uuid,
      ...(options.language ? { 'accept-language': options.language } : {}),
      ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
    },
    payload: body,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  };
  return t.app.inject(request);
};

/** Logs in and returns the token (fails the test when login fails). */
export const tokenFor = async (t: TestApp, userName: string, password: string): Promise<string> => {
  const response = await login(t, { userName, password });
  const body = bodyOf(response);
  if (response.statusCode !== 200) throw new Error(`login of ${userName} failed: ${response.body}`);
  return (body.data as { token: string }).token;
};

export const bearer = (token: string): Record<string, string> => ({
  authorization: `Bearer ${token}`,
});
