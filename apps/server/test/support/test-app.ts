import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Captcha } from '@retail/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type AppOptions, createApp } from '../../src/app';
import { type AppConfig, readThreadsOf } from '../../src/config/config';
import type { Clock } from '../../src/lib/clock';
import { svgCaptchaGenerator } from '../../src/modules/auth/captcha.service';
import { createMigratedTestDatabase, type TestDatabase } from './test-database';

export const ADMIN_PASSWORD = 'Admin#Pass1';

export type TestClock = Clock & {
  advance: (ms: number) => void;
  /** Every wait the server asked for (login throttling), in order; none is actually waited. */
  slept: number[];
};

export const createTestClock = (start = Date.now()): TestClock => {
  let now = start;
  const slept: number[] = [];
  return {
    now: () => now,
    advance: (ms) => (now += ms),
    slept,
    sleep: async (ms) => {
      slept.push(ms);
    },
  };
};

export const testConfig = (
  dataDir: string,
  database: AppConfig['database'],
  overrides: Partial<AppConfig> = {},
): AppConfig => ({
  port: 0,
  host: '127.0.0.1',
  dataDir,
  database,
  storage: { kind: 'local' },
  jwtSecret: randomBytes(32).toString('hex'),
  adminPassword: ADMIN_PASSWORD,
  captcha: true,
  apiDocs: true,
  seed: 'none',
  logLevel: 'silent',
  tokenTtlSeconds: 3600,
  bodyLimit: 1024 * 1024,
  uploadMaxBytes: 10 * 1024 * 1024,
  webDist: join(dataDir, 'no-console-here'),
  // CACHE=off npx vitest … runs the tests with every cache off.
  cache: { on: process.env.CACHE !== 'off' },
  workers: 1,
  jobs: true,
  // READ_THREADS=auto npx vitest … runs the tests with reads on reading threads (off by default).
  readThreads: readThreadsOf(process.env.READ_THREADS ?? 'off') ?? 0,
  // Every answer written both ways and compared (lib/answer-writer.ts); CHECK_ANSWERS=off not.
  checkAnswers: process.env.CHECK_ANSWERS !== 'off',
  ...overrides,
});

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
 * The real app on a fresh database (one per test file: seeding hashes passwords), copied from
 * the run's template at the latest schema, so that the app's own migration finds nothing to do.
 */
export const startTestApp = async (options: StartOptions = {}): Promise<TestApp> => {
  const database: TestDatabase = await createMigratedTestDatabase();
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
