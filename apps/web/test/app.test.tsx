// @vitest-environment happy-dom
// Reduced motion switches antd's animations off, so closing dialogs and messages finish at once.
// @vitest-environment-options {"settings":{"device":{"prefersReducedMotion":"reduce"}}}
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  act,
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
} from '@testing-library/react';
import type { LoginResult, UserInfo } from '@retail/contract';
import { App, prepareApp } from '../src/app/app';
import { setLocale } from '../src/lib/i18n';
import { clearSession, getSession, saveSession } from '../src/lib/session-store';
import { envelope, mockFetch } from './fetch-mock';

// Lazy screens and antd take a while on a busy test machine.
configure({ asyncUtilTimeout: 5000 });

const captcha = (enabled = true) =>
  envelope(200, {
    data: { uuid: `cap-${Math.random()}`, img: 'data:image/png;base64,AA', enabled },
  });

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
  name: 'Ada Admin',
  avatar: null,
  introduction: null,
  roles: ['admin'],
  userAuthorities: [],
};

const open = async (path: string) => {
  window.history.replaceState(null, '', path);
  await prepareApp();
  return render(<App />);
};

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

// The first test that leaves /login would pay for transforming antd and the shell (the login
// route loads none of it): done once here, outside the tests' time limits.
beforeAll(async () => {
  await Promise.all([
    import('../src/app/console-zone'),
    import('../src/app/shell-root'),
    import('../src/features/shell/shell-layout'),
    import('../src/features/dashboard/dashboard-screen'),
    // Parts the shell fetches after it shows: loaded here, they cannot settle after the last
    // test, when React would render into an environment already gone.
    import('antd/es/color-picker'),
    import('antd/es/result'),
    import('../src/features/dashboard/device-overview'),
  ]);
}, 60_000);

afterAll(async () => {
  cleanup();
  // Let React finish what the last test scheduled while the window is still there.
  await new Promise((resolve) => setTimeout(resolve, 50));
});

beforeEach(async () => {
  clearSession();
  window.sessionStorage.clear();
  window.localStorage.clear();
  await setLocale('en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('console app', { timeout: 20_000 }, () => {
  it('sends a visitor without a token to /login with the full path as redirect', async () => {
    mockFetch(captcha());
    await open('/store/index?pageNum=2');
    expect(await screen.findByTestId('login-username')).toBeTruthy();
    expect(window.location.pathname).toBe('/login');
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe(
      '/store/index?pageNum=2',
    );
    for (const id of ['login-password', 'login-captcha-input', 'login-submit', 'lang-switch']) {
      expect(screen.getByTestId(id)).toBeTruthy();
    }
    expect(await screen.findByTestId('login-captcha-img')).toBeTruthy();
    expect(screen.getByLabelText('User name')).toBe(screen.getByTestId('login-username'));
  });

  it('validates required fields in the current language, and follows a language switch', async () => {
    mockFetch(captcha());
    await open('/login');
    fireEvent.click(await screen.findByTestId('login-submit'));
    expect(await screen.findByText('Please enter the user name')).toBeTruthy();
    expect(await screen.findByText('Please enter the password')).toBeTruthy();
    expect(await screen.findByText('Please enter the verification code')).toBeTruthy();

    type('login-username', 'ada');
    await waitFor(() => expect(screen.queryByText('Please enter the user name')).toBeNull());
    fireEvent.click(screen.getByText('中文'));
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Please enter the password')).toBeNull());
    // Switching language keeps what was typed.
    expect((screen.getByTestId('login-username') as HTMLInputElement).value).toBe('ada');
    expect(screen.getByLabelText('用户名')).toBe(screen.getByTestId('login-username'));
    expect(window.localStorage.getItem('rc-lang')).toBe('"zh"');
  });

  it('hides the captcha when the server has it switched off', async () => {
    mockFetch(captcha(false));
    await open('/login');
    await screen.findByTestId('login-username');
    await waitFor(() => expect(screen.queryByTestId('login-captcha-input')).toBeNull());
    expect(screen.queryByTestId('login-captcha-img')).toBeNull();
  });

  it('shows the server description of a failed login and draws a new captcha', async () => {
    const { requests } = mockFetch(
      captcha(),
      envelope(400, { description: 'The verification code is wrong or has expired' }),
      captcha(),
    );
    await open('/login');
    await screen.findByTestId('login-captcha-img');
    type('login-username', 'admin');
    type('login-password', 'secret');
    type('login-captcha-input', 'zzzz');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('The verification code is wrong or has expired')).toBeTruthy();
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/api/admin/code')).toHaveLength(2),
    );
    expect((screen.getByTestId('login-captcha-input') as HTMLInputElement).value).toBe('');
    expect(window.location.pathname).toBe('/login');
  });

  it('logs in to the redirect target, shows the user and logs out to /login', async () => {
    mockFetch(captcha(), envelope(200, { data: loginResult }), envelope(200, { data: userInfo }));
    await open('/?from=test');
    await screen.findByTestId('login-captcha-img');
    type('login-username', 'admin');
    type('login-password', 'secret');
    type('login-captcha-input', 'ab12');
    fireEvent.submit(screen.getByTestId('login-submit').closest('form')!);

    expect((await screen.findByTestId('current-user')).textContent).toBe('Ada Admin');
    // The empty path is the dashboard, inside the layout.
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe('/dashboard?from=test'),
    );
    expect((await screen.findByTestId('dashboard-scope')).textContent).toBe('/1/12/');

    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const { requests } = mockFetch(envelope(200, { data: null }), captcha());
    fireEvent.click(screen.getByTestId('user-menu'));
    fireEvent.click(await screen.findByTestId('logout-button'));
    expect(await screen.findByTestId('login-username')).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/login');
    expect(requests.some((request) => request.url === '/api/admin/user/logout')).toBe(true);
    expect(getSession().token).toBeNull();
    // Log out reloads the page (console.md §2).
    await waitFor(() => expect(reload).toHaveBeenCalled());
    reload.mockRestore();
  });

  it('tells the owner of wrong passwords tried for their account since their last login', async () => {
    mockFetch(
      captcha(),
      envelope(200, { data: { ...loginResult, failedAttemptsSinceLastLogin: 3 } }),
      envelope(200, { data: userInfo }),
    );
    await open('/');
    await screen.findByTestId('login-captcha-img');
    type('login-username', 'admin');
    type('login-password', 'secret');
    type('login-captcha-input', 'ab12');
    fireEvent.submit(screen.getByTestId('login-submit').closest('form')!);
    expect(
      await screen.findByText(
        '3 wrong password(s) were tried for your account since your last login. If that was not you, change your password.',
      ),
    ).toBeTruthy();
    expect((await screen.findByTestId('current-user')).textContent).toBe('Ada Admin');
  });

  it('sends a logged-in user away from /login, and unknown paths to a 404 page', async () => {
    saveSession({
      token: 't',
      userId: 1,
      organId: 1,
      tenantId: 1,
      organPath: '/1/',
      userName: 'u',
      roles: ['r'],
      routes: [],
    });
    mockFetch();
    await open('/login');
    expect((await screen.findByTestId('current-user')).textContent).toBe('u');
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));

    cleanup();
    await open('/no/such/page');
    expect(await screen.findByText(/Page not found/)).toBeTruthy();
    expect(window.location.pathname).toBe('/404');
  });

  it('shows the logout dialog when the session is gone, and stays on cancel', async () => {
    saveSession({
      token: 't',
      userId: 1,
      organId: 1,
      tenantId: 1,
      organPath: '/1/',
      userName: 'u',
      roles: ['r'],
      routes: [],
      // Lists already loaded: no after-login load takes a reply meant for this test.
      dictionaryList: [],
      organList: [],
      tenantList: [],
    });
    await setLocale('zh');
    mockFetch(
      envelope(200, { data: { counts: [{ key: 'users', count: 3 }], series: [] } }),
      envelope(401, { description: '登录已失效，请重新登录。' }),
    );
    await open('/');
    await screen.findByTestId('count-users');
    // The screen is headed by its title (out of sight, for screen readers).
    expect(screen.getByRole('heading', { level: 1, name: '首页' })).toBeTruthy();
    const { request } = await import('../src/lib/http');
    await act(async () => {
      await request({ method: 'POST', url: '/api/admin/anything' }).catch(() => undefined);
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('确定登出');
    expect(dialog.textContent).toContain(
      '登录已失效，请重新登录。你已被登出，可以取消继续留在该页面，或者重新登录',
    );
    fireEvent.click(screen.getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getSession().token).toBe('t');
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('generates the routes once when the session has none, and logs out locally when that fails', async () => {
    saveSession({
      token: 't',
      userId: 1,
      organId: 1,
      tenantId: 1,
      organPath: '/1/',
      userName: 'u',
    });
    const { requests } = mockFetch(envelope(200, { data: { ...userInfo, roles: [] } }), captcha());
    await open('/table/drag-table');
    expect(await screen.findByText('roles must be a non-null array')).toBeTruthy();
    expect(getSession().token).toBeNull();
    // Sent to /, which without a session is the login page.
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/');
    expect(requests.filter((request) => request.url === '/api/admin/get-user-info')).toHaveLength(
      1,
    );
  });
});
