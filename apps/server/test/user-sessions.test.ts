import type { UserSession } from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, demoPassword, demoToken, userIdOf } from './support/admin-calls';
import { bodyOf, login, type TestApp, startTestApp } from './support/test-app';

const SESSIONS = '/api/admin/user/sessions';
const END_ONE = '/api/admin/user/end-session';
const END_ALL = '/api/admin/user/end-sessions';
const USER_INFO = '/api/admin/get-user-info';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile Safari';
const DESK = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36';

// A user's open sessions, and logging them out (issue 14, docs/security.md "Sessions").
describe('user sessions', () => {
  let t: TestApp;
  let sunrise: string;
  let storeId: number;

  beforeAll(async () => {
    t = await startTestApp({ config: { seed: 'demo', captcha: false } });
    sunrise = await demoToken(t, 'sunrise.admin');
    storeId = await userIdOf(t, 'sunrise.store');
  });
  afterAll(async () => {
    await t.close();
  });

  const openSession = async (userAgent: string, remoteAddress: string) => {
    const response = await login(
      t,
      { userName: 'sunrise.store', password: demoPassword('sunrise.store') },
      { userAgent, remoteAddress },
    );
    expect(response.statusCode, response.body).toBe(200);
    return (bodyOf(response).data as { token: string }).token;
  };
  const works = async (token: string, userId = storeId) =>
    (await callAs(t, token, 'POST', USER_INFO, { userId, organId: 1 })).statusCode;
  const listed = async (token = sunrise, id = storeId) => {
    const response = await callAs(t, token, 'POST', SESSIONS, { id });
    expect(response.statusCode, response.body).toBe(200);
    return bodyOf(response).data as UserSession[];
  };

  it('lists a user’s open sessions with where they were opened', async () => {
    const phone = await openSession(PHONE, '203.0.113.7');
    const desk = await openSession(DESK, '198.51.100.20');
    const sessions = await listed();
    const mine = sessions
      .filter((s) => s.userAgent === PHONE || s.userAgent === DESK)
      .sort((a, b) => (a.ip ?? '').localeCompare(b.ip ?? ''));
    expect(mine.map((s) => [s.userAgent, s.ip, s.current])).toEqual([
      [DESK, '198.51.100.20', false],
      [PHONE, '203.0.113.7', false],
    ]);
    for (const session of mine) {
      expect(session.key).toMatch(/^[0-9a-f]{32}$/);
      expect(session.expiresAt).toBeGreaterThan(session.createdAt);
    }
    // The key is not the session id the token carries.
    expect(JSON.stringify(sessions)).not.toContain(phone.split('.')[1]!.slice(0, 12));
    expect(await works(phone)).toBe(200);
    expect(await works(desk)).toBe(200);
  });

  it('ends one session at once; the others go on', async () => {
    const phone = await openSession(PHONE, '203.0.113.8');
    const desk = await openSession(DESK, '198.51.100.21');
    const target = (await listed()).find((s) => s.ip === '203.0.113.8')!;
    const ended = await callAs(t, sunrise, 'POST', END_ONE, { id: storeId, key: target.key });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await works(phone)).toBe(401);
    expect(await works(desk)).toBe(200);
    expect((await listed()).some((s) => s.key === target.key)).toBe(false);
    // Again, or a key that names nothing: 404, nothing else ended.
    for (const key of [target.key, 'f'.repeat(32)]) {
      const again = await callAs(t, sunrise, 'POST', END_ONE, { id: storeId, key });
      expect(again.statusCode).toBe(404);
    }
    expect(await works(desk)).toBe(200);
    const bad = await callAs(t, sunrise, 'POST', END_ONE, { id: storeId, key: 'NOT-HEX' });
    expect(bodyOf(bad)).toMatchObject({ status: 400, field: 'key' });
  });

  it('ends every session of a user but the caller’s own', async () => {
    const phone = await openSession(PHONE, '203.0.113.9');
    const desk = await openSession(DESK, '198.51.100.22');
    const response = await callAs(t, sunrise, 'POST', END_ALL, { id: storeId });
    expect(response.statusCode, response.body).toBe(200);
    expect(await works(phone)).toBe(401);
    expect(await works(desk)).toBe(401);
    expect(await listed()).toEqual([]);

    // On one's own account the current session is marked and kept.
    const adminId = await userIdOf(t, 'sunrise.admin');
    const other = await demoToken(t, 'sunrise.admin');
    const own = await listed(sunrise, adminId);
    expect(own.filter((s) => s.current)).toHaveLength(1);
    expect(own.length).toBeGreaterThanOrEqual(2);
    await callAs(t, sunrise, 'POST', END_ALL, { id: adminId });
    expect(await works(sunrise, adminId)).toBe(200);
    expect((await callAs(t, other, 'POST', SESSIONS, { id: adminId })).statusCode).toBe(401);
    expect((await listed(sunrise, adminId)).map((s) => s.current)).toEqual([true]);
  });

  it('never shows or ends another tenant’s sessions', async () => {
    const harbour = await demoToken(t, 'harbour.admin');
    const phone = await openSession(PHONE, '203.0.113.10');
    const key = (await listed()).find((s) => s.ip === '203.0.113.10')!.key;
    for (const [url, body] of [
      [SESSIONS, { id: storeId }],
      [END_ONE, { id: storeId, key }],
      [END_ALL, { id: storeId }],
    ] as const) {
      const response = await callAs(t, harbour, 'POST', url, body);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain(key);
    }
    expect(await works(phone)).toBe(200);
    // A store operator may not manage users at all.
    const store = await demoToken(t, 'sunrise.store');
    expect((await callAs(t, store, 'POST', SESSIONS, { id: storeId })).statusCode).toBe(403);
  });
});
