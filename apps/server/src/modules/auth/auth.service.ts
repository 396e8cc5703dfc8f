import type { LoginBody, LoginResult, UserInfo } from '@retail/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Identity } from '../../lib/identity';
import { verifyDummyPassword, verifyPassword } from '../../lib/password';
import { createAuthRepository } from './auth.repository';
import { buildAuthorityTree } from './authority-nodes';
import type { CaptchaService } from './captcha.service';
import type { SessionService } from './session.service';

/** Failed logins are counted over 15 minutes. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Past 5 failures for one user name (from any address) in the window, attempts are slowed. */
export const MAX_FAILURES_PER_USER = 5;
/** Past 30 failures from one address (whatever names it tries), its attempts are slowed. */
export const MAX_FAILURES_PER_IP = 30;
/** Each failure past a limit makes the next attempt wait this much longer… */
export const LOGIN_DELAY_STEP_MS = 1000;
/** …up to this. */
export const LOGIN_DELAY_MAX_MS = 10_000;
/** Failures are kept this long (or until the name's next login), to tell the owner of them. */
export const LOGIN_FAILURE_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * How long an attempt waits before its password is checked: nothing within both limits, then
 * one step more per failure past the further one (the counts include the attempt itself and
 * every other one in flight), capped.
 */
export const loginDelayMs = (failuresOfUser: number, failuresFromIp: number): number => {
  const excess = Math.max(
    failuresOfUser - MAX_FAILURES_PER_USER,
    failuresFromIp - MAX_FAILURES_PER_IP,
    0,
  );
  return Math.min(excess * LOGIN_DELAY_STEP_MS, LOGIN_DELAY_MAX_MS);
};

export type LoginAttempt = {
  body: LoginBody;
  /** The captcha answer and id, from the validateCode and uuid headers. */
  captcha: { code: string | undefined; uuid: string | undefined };
  ip: string;
  /** The browser's User-Agent header, kept with the session (cut to 256 characters). */
  userAgent?: string | undefined;
};

type AuthServiceDeps = {
  db: Db;
  clock: Clock;
  captcha: CaptchaService;
  sessions: SessionService;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
};

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const createAuthService = ({ db, clock, captcha, sessions, log }: AuthServiceDeps) => {
  const repository = createAuthRepository(db);
  const sleep = clock.sleep ?? realSleep;

  const checkCaptcha = async ({ code, uuid }: LoginAttempt['captcha']): Promise<void> => {
    if (!captcha.enabled) return;
    // Whatever else is wrong, a presented captcha is used up by this attempt.
    const valid = uuid ? await captcha.check(uuid, code ?? '') : false;
    if (!code?.trim()) throw new AppError(400, 'auth.captchaRequired', { field: 'validateCode' });
    if (!valid) throw new AppError(400, 'auth.captchaInvalid', { field: 'validateCode' });
  };

  /**
   * The throttle, by name and by address separately. The attempt itself is written first and
   * counted with the others, so attempts sent at once cannot all pass a count none of them is
   * in yet: past a limit, each of them waits longer than the one before.
   *
   * Whoever proved the captcha is only ever slowed, never refused: otherwise a stranger could
   * shut an owner out of their account (five wrong passwords) or a whole office behind one
   * address (thirty). The captcha is what makes each guess cost something; the wait makes
   * it slow. Without a captcha (CAPTCHA=off, never on a reachable server) there is no proof
   * of anyone, and past a limit the attempt is refused (429) as before.
   */
  const throttle = async (userName: string, ip: string, now: number): Promise<void> => {
    const since = now - LOGIN_FAILURE_WINDOW_MS;
    const [byUser, byIp] = await Promise.all([
      repository.countFailuresOfUser(userName, since),
      repository.countFailuresFromIp(ip, since),
    ]);
    const delayMs = loginDelayMs(byUser, byIp);
    if (delayMs === 0) return;
    const failures = { userName, ip, failuresOfUser: byUser, failuresFromIp: byIp };
    if (!captcha.enabled) {
      log.warn({ ...failures, refused: true }, 'login throttled: too many failures');
      throw new AppError(429, 'auth.tooManyFailures');
    }
    log.warn({ ...failures, delayMs }, 'login throttled: too many failures');
    await sleep(delayMs);
  };

  const userView = async (userId: number) => {
    const [roles, authorities] = await Promise.all([
      repository.roleCodesOfUser(userId),
      repository.authoritiesOfUser(userId),
    ]);
    return { roles, userAuthorities: buildAuthorityTree(authorities) };
  };
  return {
    login: async ({ body, captcha: answer, ip, userAgent }: LoginAttempt): Promise<LoginResult> => {
      await checkCaptcha(answer);
      const now = clock.now();
      const attempt = await repository.reserveAttempt(body.userName, ip, now);
      let failed = false;
      let user: Awaited<ReturnType<typeof repository.findUserByName>>;
      let failedAttemptsSinceLastLogin = 0;
      try {
        await throttle(body.userName, ip, now);
        user = await repository.findUserByName(body.userName);
        // Unknown names cost the same time and get the same answer as wrong passwords.
        const valid = user
          ? await verifyPassword(user.passwordHash, body.password)
          : await verifyDummyPassword(body.password);
        if (!user || !valid) {
          failed = true;
          await repository.deleteFailuresBefore(now - LOGIN_FAILURE_RETENTION_MS);
          throw new AppError(400, 'auth.badCredentials');
        }
        if (user.enabled !== 1) throw new AppError(400, 'auth.userDisabled');
        // The owner is told what was tried since their last login (this attempt aside), and
        // the count starts over.
        failedAttemptsSinceLastLogin = await repository.countFailuresOfUser(
          user.userName,
          now - LOGIN_FAILURE_RETENTION_MS,
          attempt,
        );
        if (failedAttemptsSinceLastLogin > 0)
          log.info(
            { userName: user.userName, ip, failedAttemptsSinceLastLogin },
            'login after failed attempts',
          );
        await repository.clearFailuresOfUser(user.userName);
      } finally {
        // Only a wrong name or password stays counted.
        if (!failed) await repository.removeAttempt(attempt);
      }
      const token = await sessions.open(user.id, { ip, userAgent });
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
        failedAttemptsSinceLastLogin,
      };
    },

    logout: (identity: Identity): Promise<void> => sessions.revoke(identity.jti),

    /** Only the caller's own information: another user id does not exist for the caller. */
    userInfo: async (identity: Identity, userId: number): Promise<UserInfo> => {
      // The route keeps the serialised answer like the identity (auth.routes.ts).
      const user = userId === identity.userId ? await repository.findUserById(userId) : undefined;
      const info = user && {
        name: user.name,
        avatar: user.avatar,
        introduction: user.introduction,
        ...(await userView(user.id)),
      };
      if (!info) throw new AppError(404, 'record.notFound');
      return info;
    },
  };
};

export type AuthService = ReturnType<typeof createAuthService>;
