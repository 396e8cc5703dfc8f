import { flushSync } from 'react-dom';
import type { UserInfo } from '@retail/contract';
import { call } from './api';
import { i18n } from './i18n';
import { buildMenuRoutes, flattenAuthorities } from './permission';
// Outlines of the auth endpoints, without zod: the login screen loads this module
// (bench/README.md, Console weight).
import { shellEndpoints } from './shell-endpoints';
import { clearSession, getSession, saveSession } from './session-store';
import { loginCache } from './storage';

export type LoginInput = {
  userName: string;
  password: string;
  /** The captcha answer; empty when the server has the captcha switched off. */
  code: string;
};

/** A new captcha; its single-use id goes to the login cache, where the login call reads it. */
export const fetchCaptcha = async () => {
  const captcha = await call(shellEndpoints.auth.captcha);
  loginCache.set('captchaUuid', captcha.uuid);
  return captcha;
};

/**
 * Loads the user info of the stored session and builds what the session derives from it:
 * roles, the visible-button map and the menu routes (generated once per session).
 */
export const loadUserInfo = async (): Promise<void> => {
  const { userId, organId } = getSession();
  // The contract promises a user info; the checks guard against a server that sends none.
  const info: UserInfo | null | undefined = await call(shellEndpoints.auth.userInfo, {
    body: { userId: userId ?? 0, organId: organId ?? 0 },
  });
  if (!info) throw new Error(i18n.t('session.verificationFailed'));
  const roles: unknown = info.roles;
  if (!Array.isArray(roles) || roles.length === 0) throw new Error(i18n.t('session.rolesRequired'));
  const authorities = info.userAuthorities ?? [];
  saveSession(
    { userName: info.name, roles: info.roles, routes: buildMenuRoutes(authorities) },
    flattenAuthorities(authorities),
  );
};

/**
 * Logs in: stores the token and the login result, then verifies the session through the user
 * info. Any failure leaves no half session behind and rejects with a user-readable message.
 * Answers how many wrong passwords were tried for the account since its last login.
 */
export const login = async ({ userName, password, code }: LoginInput): Promise<number> => {
  loginCache.set('loginPending', true);
  try {
    const result = await call(shellEndpoints.auth.login, {
      body: { userName: userName.trim(), password },
      headers: {
        validatecode: code || undefined,
        uuid: loginCache.get('captchaUuid') ?? undefined,
      },
    });
    saveSession({
      token: result.token,
      userId: result.id,
      tenantId: result.tenantId,
      organId: result.organId,
      organPath: result.organPath,
      userName: result.userName,
      roles: result.roles,
    });
    await loadUserInfo();
    return result.failedAttemptsSinceLastLogin;
  } catch (error) {
    clearSession();
    throw error;
  } finally {
    loginCache.remove('loginPending', 'captchaUuid');
  }
};

/**
 * Tells the server (a failure changes nothing), then forgets the session locally. `leave`
 * (e.g. navigating to /login) runs in the same React update as the clearing, so the route
 * guards never see the current page without its session and redirect on their own.
 */
export const logout = async (leave?: () => void): Promise<void> => {
  if (getSession().token) {
    try {
      await call(shellEndpoints.auth.logout, { quiet: true });
    } catch {
      // The token may already be invalid; the local logout below is what matters.
    }
  }
  flushSync(() => {
    clearSession();
    leave?.();
  });
};
