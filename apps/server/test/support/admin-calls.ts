import type { UserInfo } from '@retail/contract';
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

/** The caller's own get-user-info answer (its status checked: 200). */
export const userInfoAs = async (t: TestApp, token: string, userId: number): Promise<UserInfo> => {
  const response = await callAs(t, token, 'POST', '/api/admin/get-user-info', {
    userId,
    organId: 1,
  });
  if (response.statusCode !== 200)
    throw new Error(`get-user-info: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: UserInfo }).data;
};

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

/** Signs a storefront shopper in to a tenant with the code the app sent (kept in `codes`). */
export const shopperTokenOf = async (
  t: TestApp,
  codes: readonly { tenantId: number; mobile: string; code: string }[],
  tenantId: number,
  mobile: string,
): Promise<string> => {
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const sent = await post('/api/shop/sign-in/code', { tenantId, mobile });
  if (sent.statusCode !== 200) throw new Error(`no sign-in code for ${mobile}: ${sent.body}`);
  const code = codes.filter((entry) => entry.mobile === mobile).at(-1)?.code;
  const signed = await post('/api/shop/sign-in', { tenantId, mobile, code });
  if (signed.statusCode !== 200) throw new Error(`sign-in of ${mobile} failed: ${signed.body}`);
  return (signed.json() as { data: { token: string } }).data.token;
};

/**
 * A demo app with the tokens of the platform admin, the two tenant admins and Sunrise's store
 * operator, the ids of the two tenants, and a way to sign a Sunrise storefront shopper in.
 */
export const startDemoApp = async () => {
  const codes: { tenantId: number; mobile: string; code: string }[] = [];
  const t = await startTestApp({
    config: { seed: 'demo', captcha: false },
    sendSignInCode: (message) => codes.push(message),
  });
  const sunriseId = await organIdOf(t, 'Sunrise Retail');
  return {
    t,
    shopper: (mobile = '13800000099') => shopperTokenOf(t, codes, sunriseId, mobile),
    admin: await demoToken(t, 'admin'),
    sunrise: await demoToken(t, 'sunrise.admin'),
    sunriseStore: await demoToken(t, 'sunrise.store'),
    harbour: await demoToken(t, 'harbour.admin'),
    sunriseId,
    harbourId: await organIdOf(t, 'Harbour Mart'),
  };
};
