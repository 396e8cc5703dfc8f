// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  LOGIN_CACHE_KEYS,
  SESSION_KEYS,
  STORAGE_PREFIX,
  clearLoginCache,
  localStore,
  loginCache,
  sessionStore,
} from './storage';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('storage', () => {
  it('writes every key under the product prefix, session values in session storage', () => {
    expect(STORAGE_PREFIX).toBe('rc-');
    sessionStore.set('token', 'abc');
    sessionStore.set('roles', ['admin']);
    localStore.set('lang', 'es');
    expect(window.sessionStorage.getItem('rc-token')).toBe('"abc"');
    expect(window.sessionStorage.getItem('rc-roles')).toBe('["admin"]');
    expect(window.localStorage.getItem('rc-lang')).toBe('"es"');
    expect(window.localStorage.getItem('rc-token')).toBeNull();
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(sessionStore.get('roles')).toEqual(['admin']);
  });

  it('keeps the session values of console.md §3 in session storage', () => {
    expect([...SESSION_KEYS].sort()).toEqual(
      [
        'token',
        'userId',
        'tenantId',
        'organId',
        'organPath',
        'userName',
        'roles',
        'dictionaryList',
        'tenantList',
        'organList',
        'routes',
      ].sort(),
    );
  });

  it('reads unreadable values as absent', () => {
    window.sessionStorage.setItem('rc-token', '{not json');
    expect(sessionStore.get('token')).toBeNull();
    expect(sessionStore.get('userId')).toBeNull();
  });

  it('removes values', () => {
    sessionStore.set('token', 'abc');
    sessionStore.set('userId', 7);
    sessionStore.remove('token', 'userId');
    expect(window.sessionStorage.length).toBe(0);
  });
});

describe('start-up clearing', () => {
  it('clears the login cache and nothing else', () => {
    loginCache.set('captchaUuid', 'uuid-1');
    sessionStore.set('token', 'abc');
    localStore.set('lang', 'zh');
    window.sessionStorage.setItem('someone-else', 'x');
    clearLoginCache();
    for (const key of LOGIN_CACHE_KEYS) {
      expect(window.sessionStorage.getItem(STORAGE_PREFIX + key)).toBeNull();
    }
    expect(sessionStore.get('token')).toBe('abc');
    expect(localStore.get('lang')).toBe('zh');
    expect(window.sessionStorage.getItem('someone-else')).toBe('x');
  });

  it('drops a half-built session left by a login that was interrupted by a reload', () => {
    loginCache.set('loginPending', true);
    sessionStore.set('token', 'half');
    sessionStore.set('userId', 7);
    localStore.set('visibleMap', { A: true });
    localStore.set('lang', 'zh');
    clearLoginCache();
    expect(sessionStore.get('token')).toBeNull();
    expect(sessionStore.get('userId')).toBeNull();
    expect(localStore.get('visibleMap')).toBeNull();
    expect(localStore.get('lang')).toBe('zh');
    expect(loginCache.get('loginPending')).toBeNull();
  });
});
