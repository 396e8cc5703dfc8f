// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthorityNode, LoginResult, UserInfo } from '@retail/contract';
import { envelope, mockFetch } from '../../test/fetch-mock';
import { configureHttp, resetHttpDialog } from './http';
import { setLocale } from './i18n';
import { fetchCaptcha, login, logout } from './session';
import { clearSession, getSession, saveSession } from './session-store';
import { localStore, loginCache, sessionStore } from './storage';

const authorities: AuthorityNode[] = [
  {
    id: 1,
    parentId: null,
    name: 'Store',
    icon: 'shop',
    url: '/store/index',
    type: 2,
    code: 'STORE',
    sort: 1,
    children: [
      {
        id: 2,
        parentId: 1,
        name: 'Edit',
        icon: null,
        url: null,
        type: 3,
        code: 'STORE_EDIT',
        sort: 1,
        children: [],
      },
    ],
  },
];

const loginResult: LoginResult = {
  token: 'jwt-1',
  id: 7,
  userName: 'admin',
  tenantId: 3,
  organId: 12,
  organPath: '/1/12/',
  avatar: null,
  introduction: null,
  roles: ['admin'],
  userAuthorities: [],
  failedAttemptsSinceLastLogin: 0,
};

const userInfo: UserInfo = {
  name: 'Administrator',
  avatar: null,
  introduction: null,
  roles: ['admin', 'auditor'],
  userAuthorities: authorities,
};

const ui = { toastError: vi.fn(), confirm: vi.fn() };

beforeEach(async () => {
  vi.clearAllMocks();
  resetHttpDialog();
  configureHttp({ ui, relogin: vi.fn() });
  clearSession();
  window.sessionStorage.clear();
  await setLocale('en');
});

afterEach(() => vi.unstubAllGlobals());

describe('login', () => {
  it('stores the login result, verifies it with the user info and builds the permissions', async () => {
    const { requests } = mockFetch(
      envelope(200, {
        data: { uuid: 'cap-1', img: 'data:image/svg+xml;base64,AA', enabled: true },
      }),
      envelope(200, { data: loginResult }),
      envelope(200, { data: userInfo }),
    );
    await fetchCaptcha();
    await login({ userName: '  admin ', password: 'secret', code: 'ab12' });

    const [, loginRequest, infoRequest] = requests;
    expect(loginRequest).toMatchObject({
      url: '/api/admin/user/login',
      method: 'POST',
      body: { userName: 'admin', password: 'secret' },
    });
    expect(loginRequest!.headers.get('validateCode')).toBe('ab12');
    expect(loginRequest!.headers.get('uuid')).toBe('cap-1');
    expect(loginRequest!.headers.has('Authorization')).toBe(false);

    expect(infoRequest).toMatchObject({
      url: '/api/admin/get-user-info',
      method: 'POST',
      body: { userId: 7, organId: 12 },
    });
    expect(infoRequest!.headers.get('Authorization')).toBe('Bearer jwt-1');

    expect(getSession()).toMatchObject({
      token: 'jwt-1',
      userId: 7,
      tenantId: 3,
      organId: 12,
      organPath: '/1/12/',
      userName: 'Administrator',
      roles: ['admin', 'auditor'],
      visibleMap: { STORE: true, STORE_EDIT: true },
    });
    expect(getSession().routes.map((route) => route.code)).toEqual(['STORE']);
    expect(getSession().routes[0]!.children).toEqual([]);
    expect(window.sessionStorage.getItem('rc-token')).toBe('"jwt-1"');
    // The login cache is spent.
    expect(loginCache.get('captchaUuid')).toBeNull();
    expect(loginCache.get('loginPending')).toBeNull();
  });

  it('rejects with the server description of a refused login and stores nothing', async () => {
    mockFetch(envelope(400, { description: 'Wrong user name or password' }));
    await expect(login({ userName: 'admin', password: 'x', code: '1' })).rejects.toThrow(
      'Wrong user name or password',
    );
    expect(getSession().token).toBeNull();
    expect(ui.toastError).not.toHaveBeenCalled();
  });

  it.each([
    ['no user info', null, 'Verification failed, please login again.'],
    ['roles missing', { ...userInfo, roles: undefined }, 'roles must be a non-null array'],
    ['roles empty', { ...userInfo, roles: [] }, 'roles must be a non-null array'],
  ])('fails on %s and leaves no half session', async (_case, data, message) => {
    mockFetch(envelope(200, { data: loginResult }), envelope(200, { data }));
    await expect(login({ userName: 'admin', password: 'secret', code: '1' })).rejects.toThrow(
      message,
    );
    expect(getSession().token).toBeNull();
    expect(sessionStore.get('token')).toBeNull();
    expect(localStore.get('visibleMap')).toBeNull();
  });

  it('says so in the chosen language', async () => {
    await setLocale('es');
    mockFetch(envelope(200, { data: loginResult }), envelope(200, { data: null }));
    await expect(login({ userName: 'admin', password: 'secret', code: '1' })).rejects.toThrow(
      'La verificación ha fallado, vuelva a iniciar sesión.',
    );
  });
});

describe('logout', () => {
  const signIn = () =>
    saveSession(
      {
        token: 'jwt-1',
        userId: 7,
        organId: 12,
        tenantId: 3,
        organPath: '/1/12/',
        roles: ['admin'],
        routes: [],
      },
      { STORE: true },
    );

  it('tells the server, then clears token, roles, routes and the button map', async () => {
    signIn();
    const { requests } = mockFetch(envelope(200, { data: null }));
    const leave = vi.fn(() => expect(getSession().token).toBeNull());
    await logout(leave);
    expect(requests[0]).toMatchObject({ url: '/api/admin/user/logout', method: 'POST' });
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer jwt-1');
    expect(leave).toHaveBeenCalledTimes(1);
    expect(getSession()).toMatchObject({ token: null, roles: [], routes: [], visibleMap: {} });
    expect(sessionStore.get('roles')).toBeNull();
    expect(sessionStore.get('routes')).toBeNull();
  });

  it('ignores a failing logout call without any toast or dialog', async () => {
    signIn();
    mockFetch(envelope(401, { description: 'expired' }));
    await logout();
    expect(getSession().token).toBeNull();
    expect(ui.confirm).not.toHaveBeenCalled();
    expect(ui.toastError).not.toHaveBeenCalled();
  });
});
