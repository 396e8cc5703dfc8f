import {
  STATISTICS_MAX_DAYS,
  statisticsOverviewSchema,
  type StatisticsOverview,
} from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../src/lib/date-time';
import { STATISTICS_COUNTERS } from '../src/modules/statistics/statistics.counters';
import { callAs, demoToken } from './support/admin-calls';
import { bodyOf, type TestApp, startTestApp } from './support/test-app';

const OVERVIEW = '/api/statistics/overview';

describe('dashboard statistics', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp({ config: { seed: 'demo', captcha: false } });
    for (const name of ['admin', 'sunrise.admin', 'sunrise.store', 'harbour.admin'])
      tokens[name] = await demoToken(t, name);
    // sunrise.admin logs in twice today: two sessions.
    tokens['sunrise.admin'] = await demoToken(t, 'sunrise.admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const overview = async (user: string, body: object = {}): Promise<StatisticsOverview> => {
    const response = await callAs(t, tokens[user]!, 'POST', OVERVIEW, body);
    expect(response.statusCode, response.body).toBe(200);
    return statisticsOverviewSchema.parse(bodyOf(response).data);
  };
  const countOf = (result: StatisticsOverview, key: string) =>
    result.counts.find((entry) => entry.key === key)?.count;
  const organOf = (userName: string) =>
    t.app.db
      .selectFrom('user')
      .innerJoin('organ', 'organ.id', 'user.organId')
      .select(['organ.id', 'organ.organPath', 'organ.tenantId'])
      .where('user.userName', '=', userName)
      .executeTakeFirstOrThrow();
  /** The truth, straight from the database: rows at or below an organisation path. */
  const usersBelow = async (organPath: string) =>
    (await t.app.db.selectFrom('user').select('organPath').execute()).filter((row) =>
      row.organPath.startsWith(organPath),
    ).length;

  it('counts users and organisations of the whole platform for the platform admin', async () => {
    const result = await overview('admin');
    // Every registered counter, users and organisations first.
    expect(result.counts.map((entry) => entry.key)).toEqual(STATISTICS_COUNTERS.map((c) => c.key));
    expect(STATISTICS_COUNTERS.slice(0, 2).map((c) => c.key)).toEqual(['users', 'organs']);
    const users = await t.app.db.selectFrom('user').select('id').execute();
    const organs = await t.app.db.selectFrom('organ').select('id').execute();
    expect(countOf(result, 'users')).toBe(users.length);
    expect(countOf(result, 'organs')).toBe(organs.length);
  });

  it('counts only the tenant for a tenant admin, and only the subtree for a store operator', async () => {
    const tenant = await organOf('sunrise.admin');
    const store = await organOf('sunrise.store');
    const tenantResult = await overview('sunrise.admin');
    const storeResult = await overview('sunrise.store');
    expect(countOf(tenantResult, 'users')).toBe(await usersBelow(tenant.organPath));
    expect(countOf(storeResult, 'users')).toBe(await usersBelow(store.organPath));
    expect(countOf(storeResult, 'users')!).toBeLessThan(countOf(tenantResult, 'users')!);
    const organsBelow = (await t.app.db.selectFrom('organ').select('organPath').execute()).filter(
      (row) => row.organPath.startsWith(store.organPath),
    );
    expect(countOf(storeResult, 'organs')).toBe(organsBelow.length);
    expect(countOf(storeResult, 'organs')!).toBeLessThan(countOf(tenantResult, 'organs')!);
  });

  it('never widens the scope: another tenant’s organisation as a selector counts nothing', async () => {
    const sunrise = await organOf('sunrise.admin');
    const result = await overview('harbour.admin', { organId: sunrise.id });
    expect(result.counts.every((entry) => entry.count === 0)).toBe(true);
    expect(result.series.every((series) => series.points.every((point) => point.value === 0))).toBe(
      true,
    );
    const foreignTenant = await overview('harbour.admin', { tenantId: sunrise.tenantId });
    expect(countOf(foreignTenant, 'users')).toBe(0);
  });

  it('gives daily logins of the scope, oldest day first, today last', async () => {
    const today = formatDateTime(t.clock.now()).slice(0, 10);
    const result = await overview('sunrise.admin', { days: 7 });
    const logins = result.series.find((series) => series.key === 'logins')!;
    expect(logins.points).toHaveLength(7);
    expect(logins.points.at(-1)?.date).toBe(today);
    expect([...logins.points].map((point) => point.date).sort()).toEqual(
      logins.points.map((point) => point.date),
    );
    const sunrise = await organOf('sunrise.admin');
    const sessions = await t.app.db
      .selectFrom('session')
      .innerJoin('user', 'user.id', 'session.userId')
      .select('session.jti')
      .where('user.tenantId', '=', sunrise.tenantId)
      .execute();
    // sunrise.admin twice and sunrise.store once, in this file; harbour and admin not counted.
    expect(logins.points.at(-1)?.value).toBe(sessions.length);
    expect(sessions.length).toBeGreaterThanOrEqual(3);
    const storeLogins = (await overview('sunrise.store')).series.find((s) => s.key === 'logins')!;
    expect(storeLogins.points.at(-1)?.value).toBe(1);
    expect(storeLogins.points).toHaveLength(14);
  });

  it('refuses a window longer than the limit, and callers without a session', async () => {
    const tooLong = await callAs(t, tokens.admin!, 'POST', OVERVIEW, {
      days: STATISTICS_MAX_DAYS + 1,
    });
    expect(tooLong.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'POST', url: OVERVIEW, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});
