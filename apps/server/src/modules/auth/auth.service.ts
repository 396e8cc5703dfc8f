import type { LoginBody, LoginResult, UserInfo } from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Identity } from '../../lib/identity';
import { verifyDummyPassword, verifyPassword } from '../../lib/password';
import { createVersionedCache } from '../../lib/versioned-cache';
import { createAuthRepository } from './auth.repository';
import { buildAuthorityTree } from './authority-nodes';
import type { CaptchaService } from './captcha.service';
import { IDENTITY_CACHE_MS, type SessionService } from './session.service';

/** Failed logins are counted over 15 minutes. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** After 5 failures for one user name, further attempts are refused until the window passes. */
export const MAX_FAILURES_PER_USER = 5;
/** One address may fail 30 times in the window, whatever names it tries. */
export const MAX_FAILURES_PER_IP = 30;

export type LoginAttempt = {
  body: LoginBody;
  /** The captcha answer and id, from the validateCode and uuid headers. */
  captcha: { code: string | undefined; uuid: string | undefined };
  ip: string;
};

type AuthServiceDeps = { db: Db; clock: Clock; captcha: CaptchaService; sessions: SessionService };

export const createAuthService = ({ db, clock, captcha, sessions }: AuthServiceDeps) => {
  const repository = createAuthRepository(db);

  const checkCaptcha = async ({ code, uuid }: LoginAttempt['captcha']): Promise<void> => {
    if (!captcha.enabled) return;
    // Whatever else is wrong, a presented captcha is used up by this attempt.
    const valid = uuid ? await captcha.check(uuid, code ?? '') : false;
    if (!code?.trim()) throw new AppError(400, 'auth.captchaRequired', { field: 'validateCode' });
    if (!valid) throw new AppError(400, 'auth.captchaInvalid', { field: 'validateCode' });
  };

  /**
   * Too many failures for this name or from this address? The attempt itself is written first
   * and counted with them, so attempts sent at once cannot all pass a count none of them is in
   * yet: of any number of concurrent attempts, only as many as the limit leaves are checked.
   */
  const overLimit = async (userName: string, ip: string, now: number): Promise<boolean> => {
    const since = now - LOGIN_FAILURE_WINDOW_MS;
    const [byUser, byIp] = await Promise.all([
      repository.countFailuresOfUser(userName, since),
      repository.countFailuresFromIp(ip, since),
    ]);
    return byUser > MAX_FAILURES_PER_USER || byIp > MAX_FAILURES_PER_IP;
  };

  const userView = async (userId: number) => {
    const [roles, authorities] = await Promise.all([
      repository.roleCodesOfUser(userId),
      repository.authoritiesOfUser(userId),
    ]);
    return { roles, userAuthorities: buildAuthorityTree(authorities) };
  };
  // The console asks for it on every page load; its tables are the identity's (a role's
  // authorities alone are a few hundred rows), so it is kept exactly like the identity.
  const userInfos = createVersionedCache<number, UserInfo>({
    version: sessions.identityVersion,
    maxAgeMs: IDENTITY_CACHE_MS,
    maxSize: 1000,
  });

  return {
    login: async ({ body, captcha: answer, ip }: LoginAttempt): Promise<LoginResult> => {
      await checkCaptcha(answer);
      const now = clock.now();
      const attempt = await repository.reserveAttempt(body.userName, ip, now);
      let failed = false;
      let user: Awaited<ReturnType<typeof repository.findUserByName>>;
      try {
        if (await overLimit(body.userName, ip, now))
          throw new AppError(429, 'auth.tooManyFailures');
        user = await repository.findUserByName(body.userName);
        // Unknown names cost the same time and get the same answer as wrong passwords.
        const valid = user
          ? await verifyPassword(user.passwordHash, body.password)
          : await verifyDummyPassword(body.password);
        if (!user || !valid) {
          failed = true;
          await repository.deleteFailuresBefore(now - LOGIN_FAILURE_WINDOW_MS);
          throw new AppError(400, 'auth.badCredentials');
        }
        if (user.enabled !== 1) throw new AppError(400, 'auth.userDisabled');
        await repository.clearFailuresOfUser(user.userName);
      } finally {
        // Only a wrong name or password stays counted.
        if (!failed) await repository.removeAttempt(attempt);
      }
      const token = await sessions.open(user.id);
      return {
        token,
        id: user.id,
        userName: user.userName,
        tenantId: user.tenantId,
        organId: user.organId,
        organPath: user.organPath,
        avatar: user.avatar,
        introduction: user.introduction,
        ...(await userView(user.id)),
      };
    },

    logout: (identity: Identity): Promise<void> => sessions.revoke(identity.jti),

    /** Only the caller's own information: another user id does not exist for the caller. */
    userInfo: async (identity: Identity, userId: number): Promise<UserInfo> => {
      const info =
        userId === identity.userId
          ? await userInfos.read(userId, async () => {
              const user = await repository.findUserById(userId);
              if (!user) return undefined;
              return {
                name: user.name,
                avatar: user.avatar,
                introduction: user.introduction,
                ...(await userView(user.id)),
              };
            })
          : undefined;
      if (!info) throw new AppError(404, 'record.notFound');
      return info;
    },
  };
};

export type AuthService = ReturnType<typeof createAuthService>;
