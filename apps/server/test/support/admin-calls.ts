import type { LightMyRequestResponse } from 'fastify';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo-accounts';
import { ADMIN_PASSWORD, bearer, startTestApp, type TestApp, tokenFor } from './test-app';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** The password of a demo account (or the admin's). */
export const demoPassword = (userName: string): string =>
  userName === 'admin'
    ? ADMIN_PASSWORD
    : (DEMO_ACCOUNTS.find((entry) => entry.userName === userName)?.password ?? '');

/** Logs a demo account (or the admin) in. */
export const demoToken = (t: TestApp, userName: string): Promise<string> =>
  tokenFor(t, userName, demoPassword(userName));

/** A call as the holder of `token`, optionally in a language (zh, en, es). */
export const callAs = (
  t: TestApp,
  token: string,
  method: Method,
  url: string,
  payload?: object,
  language?: string,
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...(language ? { 'accept-language': language } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });

/** Ids of rows looked up straight in the database (the tests' own view, outside any scope). */
export const organIdOf = async (t: TestApp, organName: string): Promise<number> =>
  (
    await t.app.db
      .selectFrom('organ')
      .select('id')
      .where('organName', '=', organName)
      .executeTakeFirstOrThrow()
  ).id;

export const userIdOf = async (t: TestApp, userName: string): Promise<number> =>
  (
    await t.app.db
      .selectFrom('user')
      .select('id')
      .where('userName', '=', userName)
      .executeTakeFirstOrThrow()
  ).id;

export const roleIdOf = async (
  t: TestApp,
  tenantUserName: string,
  code: string,
): Promise<number> => {
  const owner = await t.app.db
    .selectFrom('user')
    .select('tenantId')
    .where('userName', '=', tenantUserName)
    .executeTakeFirstOrThrow();
  return (
    await t.app.db
      .selectFrom('role')
      .select('id')
      .where('tenantId', '=', owner.tenantId)
      .where('code', '=', code)
      .executeTakeFirstOrThrow()
  ).id;
};

export const authorityIdOf = async (t: TestApp, code: string): Promise<number> =>
  (
    await t.app.db
      .selectFrom('authority')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirstOrThrow()
  ).id;

/**
 * A demo app with the tokens of the platform admin, the two tenant admins and Sunrise's store
 * operator, and the ids of the two tenants.
 */
export const startDemoApp = async () => {
  const t = await startTestApp({ config: { seed: 'demo', captcha: false } });
  return {
    t,
    admin: await demoToken(t, 'admin'),
    sunrise: await demoToken(t, 'sunrise.admin'),
    sunriseStore: await demoToken(t, 'sunrise.store'),
    harbour: await demoToken(t, 'harbour.admin'),
    sunriseId: await organIdOf(t, 'Sunrise Retail'),
    harbourId: await organIdOf(t, 'Harbour Mart'),
  };
};
