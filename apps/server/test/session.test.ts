import { userInfoSchema } from '@retail/contract';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../src/lib/token';
import { createAuthRepository } from '../src/modules/auth/auth.repository';
import { createUserRepository } from '../src/modules/user/user.repository';
import {
  ADMIN_PASSWORD,
  bearer,
  bodyOf,
  type TestApp,
  startTestApp,
  tokenFor,
} from './support/test-app';

const base64url = (value: object): string =>
  Buffer.from(JSON.stringify(value)).toString('base64url');

describe('sessions and tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const userInfo = (
    headers: Record<string, string>,
    payload: object = { userId: 1, organId: 1 },
    language?: string,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/get-user-info',
      headers: { ...headers, ...(language ? { 'accept-language': language } : {}) },
      payload,
    });

  const expect401 = async (headers: Record<string, string>) => {
    const response = await userInfo(headers);
    expect(response.statusCode).toBe(401);
    expect(bodyOf(response)).toMatchObject({
      successful: false,
      status: 401,
      description: 'Your session is no longer valid, please log in again',
    });
  };

  it('answers get-user-info for the caller', async () => {
    const token = await tokenFor(t, 'admin', ADMIN_PASSWORD);
    const { sub } = decodeJwt(token);
    const response = await userInfo(bearer(token), { userId: Number(sub), organId: 1 });
    expect(response.statusCode).toBe(200);
    const info = userInfoSchema.parse(bodyOf(response).data);
    expect(info).toMatchObject({
      name: 'Administrator',
      avatar: null,
      introduction: null,
      roles: ['admin'],
    });
    expect(info.userAuthorities[0]?.code).toBe('DASHBOARD');
  });

  it('does not answer for another user id (404)', async () => {
    const token = await tokenFor(t, 'admin', ADMIN_PASSWORD);
    const response = await userInfo(bearer(token), { userId: 999, organId: 1 }, 'zh');
    expect(response.statusCode).toBe(404);
    expect(bodyOf(response)).toMatchObject({
      successful: false,
      status: 404,
      description: '记录不存在',
    });
  });

  it('validates the get-user-info body after the session', async () => {
    const token = await tokenFor(t, 'admin', ADMIN_PASSWORD);
    const response = await userInfo(bearer(token), { organId: 1 });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toMatchObject({ field: 'userId', description: 'User id is required' });
    // Without a session the body is not even looked at.
    expect((await userInfo({}, { nonsense: true })).statusCode).toBe(401);
  });

  it('refuses a missing or malformed token with 401', async () => {
    await expect401({});
    await expect401({ authorization: 'Bearer' });
    await expect401({ authorization: 'Bearer not.a.token' });
    await expect401({ authorization: 'Basic YWRtaW46YWRtaW4=' });
  });

  it('refuses an expired token with 401', async () => {
    const token = await tokenFor(t, 'admin', ADMIN_PASSWORD);
    expect((await userInfo(bearer(token))).statusCode).toBe(200);
    t.clock.advance(t.config.tokenTtlSeconds * 1000 + 1000);
    await expect401(bearer(token));
  });

  it('revokes the session on logout: the token then gets 401', async () => {
    const token = await tokenFor(t, 'admin', ADMIN_PASSWORD);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/admin/user/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(200);
    expect(bodyOf(logout)).toMatchObject({ successful: true, status: 200 });
    await expect401(bearer(token));
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/user/logout',
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(401);
    // Other sessions of the same user live on.
    const other = await tokenFor(t, 'admin', ADMIN_PASSWORD);
    expect((await userInfo(bearer(other))).statusCode).toBe(200);
  });

  it('refuses a token signed with another secret', async () => {
    const claims = decodeJwt(await tokenFor(t, 'admin', ADMIN_PASSWORD));
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.sub))
      .setJti(String(claims.jti))
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(Math.floor(t.clock.now() / 1000))
      .setExpirationTime(Math.floor(t.clock.now() / 1000) + 600)
      .sign(new TextEncoder().encode('another secret that is long enough to sign'));
    await expect401(bearer(forged));
  });

  it('refuses an unsigned (alg none) token and another algorithm with the right secret', async () => {
    const token = await tokenFor(t, 'admin', ADMIN_PASSWORD);
    const payload = token.split('.')[1] ?? '';
    await expect401(bearer(`${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`));
    const claims = decodeJwt(token);
    const hs512 = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS512' })
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    await expect401(bearer(hs512));
    // The genuine token still works.
    expect((await userInfo(bearer(token))).statusCode).toBe(200);
  });

  it('refuses the token of a user who has since been disabled', async () => {
    const token = await tokenFor(t, 'admin', ADMIN_PASSWORD);
    await t.app.db
      .updateTable('user')
      .set({ enabled: 0 })
      .where('userName', '=', 'admin')
      .execute();
    try {
      await expect401(bearer(token));
    } finally {
      await t.app.db
        .updateTable('user')
        .set({ enabled: 1 })
        .where('userName', '=', 'admin')
        .execute();
    }
    expect((await userInfo(bearer(token))).statusCode).toBe(200);
  });

  it('reads a session’s identity in one statement: each role in id order, each authority once', async () => {
    const db = t.app.db;
    const { jti } = decodeJwt(await tokenFor(t, 'admin', ADMIN_PASSWORD)) as { jti: string };
    const admin = await db
      .selectFrom('user')
      .select('id')
      .where('userName', '=', 'admin')
      .executeTakeFirstOrThrow();
    const held = await db
      .selectFrom('userRole')
      .select('roleId')
      .where('userId', '=', admin.id)
      .execute();
    // A second role granting two of the first role's authorities again.
    const first = await db
      .selectFrom('role')
      .selectAll()
      .where('id', '=', held[0]?.roleId ?? 0)
      .executeTakeFirstOrThrow();
    const { id: _firstId, ...copy } = first;
    const other = await db
      .insertInto('role')
      .values({ ...copy, name: 'Second role', code: 'second_role' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const shared = await db
      .selectFrom('roleAuthority')
      .select('authorityId')
      .where('roleId', '=', first.id)
      .limit(2)
      .execute();
    expect(shared).toHaveLength(2);
    await db
      .insertInto('roleAuthority')
      .values(shared.map((row) => ({ roleId: other.id, authorityId: row.authorityId })))
      .execute();
    await db.insertInto('userRole').values({ userId: admin.id, roleId: other.id }).execute();
    try {
      const found = await createAuthRepository(db).identityOfSession(jti);
      const roles = await db
        .selectFrom('role')
        .innerJoin('userRole', 'userRole.roleId', 'role.id')
        .select('role.code')
        .where('userRole.userId', '=', admin.id)
        .orderBy('role.id')
        .execute();
      expect(roles.map((row) => row.code)).toContain('second_role');
      expect(found?.roles).toEqual(roles.map((row) => row.code));
      const granted = await createUserRepository(db).authorityCodesOfUser(admin.id);
      expect(found?.authorityCodes.length).toBe(new Set(granted).size);
      expect(new Set(found?.authorityCodes)).toEqual(new Set(granted));
      expect(found?.session).toMatchObject({ jti, userId: admin.id, revokedAt: null });
      expect(found?.user).toMatchObject({ id: admin.id, userName: 'admin', enabled: 1 });
    } finally {
      await db.deleteFrom('userRole').where('roleId', '=', other.id).execute();
      await db.deleteFrom('roleAuthority').where('roleId', '=', other.id).execute();
      await db.deleteFrom('role').where('id', '=', other.id).execute();
    }
    expect(await createAuthRepository(db).identityOfSession('no-such-session')).toBeUndefined();
  });
});
