// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HTTP_TIMEOUT_MS, TOAST_MS } from '@retail/contract';
import { envelope, mockFetch } from '../../test/fetch-mock';
import { ApiError, configureHttp, request, resetHttpDialog, type LogoutDialog } from './http';
import { setLocale } from './i18n';
import { clearSession, saveSession } from './session-store';

const ui = { toastError: vi.fn(), confirm: vi.fn<(dialog: LogoutDialog) => void>() };
const relogin = vi.fn();

const logIn = () =>
  saveSession({ token: 'tok-1', userId: 7, tenantId: 3, organId: 12, organPath: '/1/12/' });

const get = () => request({ method: 'GET', url: '/api/admin/thing' });

/** The rejection of a promise that must reject. */
const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error: unknown = await promise.then(
    () => expect.unreachable('the request should have failed'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

beforeEach(async () => {
  vi.clearAllMocks();
  resetHttpDialog();
  configureHttp({ ui, relogin });
  clearSession();
  // The catalogue's texts are the zh ones; en/es are checked separately.
  await setLocale('zh');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('error catalogue (console.md §8)', () => {
  it('200 resolves with the envelope and shows nothing', async () => {
    mockFetch(envelope(200, { data: { id: 1 } }));
    await expect(get()).resolves.toEqual({ successful: true, status: 200, data: { id: 1 } });
    expect(ui.toastError).not.toHaveBeenCalled();
    expect(ui.confirm).not.toHaveBeenCalled();
  });

  it('200 whose data.status is 401 still returns the data and asks to log in again', async () => {
    logIn();
    const body = { successful: false, status: 401, description: '登录已失效。' };
    mockFetch({ status: 200, body });
    await expect(get()).resolves.toEqual(body);
    expect(ui.confirm).toHaveBeenCalledTimes(1);
    const dialog = ui.confirm.mock.calls[0]![0];
    expect(dialog.title).toBe('确定登出');
    expect(dialog.content).toBe('登录已失效。你已被登出，可以取消继续留在该页面，或者重新登录');
    expect(dialog.okText).toBe('重新登录');
    expect(dialog.cancelText).toBe('取消');
  });

  it('400 rejects with the server description and shows nothing', async () => {
    logIn();
    mockFetch(envelope(400, { description: '用户名不能为空', field: 'userName' }));
    const error = await failure(get());
    expect(error.message).toBe('用户名不能为空');
    expect(error.status).toBe(400);
    expect(error.field).toBe('userName');
    expect(ui.toastError).not.toHaveBeenCalled();
    expect(ui.confirm).not.toHaveBeenCalled();
  });

  it.each([401, 403, 413, 429, 499])('%i asks to log in again and rejects', async (status) => {
    logIn();
    mockFetch(envelope(status, { description: '没有权限。' }));
    const error = await failure(get());
    expect(error.status).toBe(status);
    expect(error.message).toBe('没有权限。');
    expect(ui.confirm).toHaveBeenCalledTimes(1);
    expect(ui.confirm.mock.calls[0]![0].content).toBe(
      '没有权限。你已被登出，可以取消继续留在该页面，或者重新登录',
    );
    expect(ui.toastError).not.toHaveBeenCalled();
  });

  it('shows only one logout dialog at a time, and a new one after it was answered', async () => {
    logIn();
    mockFetch(envelope(401), envelope(401), envelope(401));
    await Promise.all([failure(get()), failure(get())]);
    expect(ui.confirm).toHaveBeenCalledTimes(1);

    ui.confirm.mock.calls[0]![0].onCancel();
    expect(relogin).not.toHaveBeenCalled();
    await failure(get());
    expect(ui.confirm).toHaveBeenCalledTimes(2);
  });

  it('重新登录 runs the local logout and reload', async () => {
    logIn();
    mockFetch(envelope(401));
    await failure(get());
    ui.confirm.mock.calls[0]![0].onOk();
    expect(relogin).toHaveBeenCalledTimes(1);
  });

  it('a refused call without a session (a failed login) rejects without the logout dialog', async () => {
    mockFetch(envelope(429, { description: '登录失败次数过多' }));
    const error = await failure(get());
    expect(error.message).toBe('登录失败次数过多');
    expect(ui.confirm).not.toHaveBeenCalled();
  });

  it.each([500, 503, 549])('%i shows the server message for 3 s and rejects', async (status) => {
    mockFetch(envelope(status, { description: '数据库不可用' }));
    const error = await failure(get());
    expect(error.message).toBe('数据库不可用');
    expect(ui.toastError).toHaveBeenCalledExactlyOnceWith('数据库不可用', TOAST_MS);
    expect(TOAST_MS).toBe(3000);
  });

  it.each([404, 550, 599, 302])('%i shows 服务器错误 for 3 s and rejects', async (status) => {
    logIn();
    mockFetch(envelope(status, { description: '记录不存在' }));
    const error = await failure(get());
    expect(error.message).toBe('服务器错误');
    expect(ui.toastError).toHaveBeenCalledExactlyOnceWith('服务器错误', 3000);
    expect(ui.confirm).not.toHaveBeenCalled();
  });

  it('a network failure shows the error message for 3 s and rejects', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    const error = await failure(get());
    expect(error.kind).toBe('network');
    expect(error.status).toBeNull();
    expect(ui.toastError).toHaveBeenCalledExactlyOnceWith('Failed to fetch', 3000);
  });

  it('times out after 10000 ms as a network failure', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    let settled = false;
    const pending = get().finally(() => {
      settled = true;
    });
    const outcome = failure(pending);

    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error.kind).toBe('network');
    expect(error.message).toBe('请求超时（10000 毫秒）');
    expect(ui.toastError).toHaveBeenCalledExactlyOnceWith('请求超时（10000 毫秒）', 3000);
  });

  it('quiet calls reject without toast or dialog', async () => {
    logIn();
    mockFetch(envelope(401), envelope(500), new TypeError('offline'));
    const quiet = () => request({ method: 'POST', url: '/api/admin/user/logout', quiet: true });
    await failure(quiet());
    await failure(quiet());
    await failure(quiet());
    expect(ui.confirm).not.toHaveBeenCalled();
    expect(ui.toastError).not.toHaveBeenCalled();
  });
});

describe('request headers', () => {
  it('sends no identity headers and no token without a session', async () => {
    const { requests } = mockFetch(envelope(200));
    await get();
    const headers = requests[0]!.headers;
    for (const name of [
      'Authorization',
      'OrganId',
      'tenantId',
      'userId',
      'organPath',
      'clientType',
    ]) {
      expect(headers.has(name), name).toBe(false);
    }
    expect(headers.get('Accept-Language')).toBe('zh');
  });

  it('sends the bearer token and the identity headers with a session', async () => {
    logIn();
    await setLocale('es');
    const { requests } = mockFetch(envelope(200));
    await request({
      method: 'POST',
      url: '/api/x',
      body: { a: 1 },
      query: { pageSize: 20, pageNum: 1 },
    });
    const sent = requests[0]!;
    expect(sent.url).toBe('/api/x?pageSize=20&pageNum=1');
    expect(sent.body).toEqual({ a: 1 });
    const expected = {
      Authorization: 'Bearer tok-1',
      OrganId: '12',
      tenantId: '3',
      userId: '7',
      organPath: '/1/12/',
      clientType: 'site',
      'Accept-Language': 'es',
      'Content-Type': 'application/json',
    };
    for (const [name, value] of Object.entries(expected)) {
      expect(sent.headers.get(name), name).toBe(value);
    }
  });

  it('stops sending them after logout', async () => {
    logIn();
    clearSession();
    const { requests } = mockFetch(envelope(200));
    await get();
    expect(requests[0]!.headers.has('Authorization')).toBe(false);
  });
});

describe('catalogue texts in the other languages', () => {
  it.each([
    ['en', 'Confirm logout', 'Log in again', 'Server error'],
    ['es', 'Confirmar cierre de sesión', 'Volver a iniciar sesión', 'Error del servidor'],
  ] as const)('%s', async (locale, title, relogInText, serverError) => {
    await setLocale(locale);
    logIn();
    mockFetch(envelope(401, { description: 'Expired.' }), envelope(404));
    await failure(get());
    const dialog = ui.confirm.mock.calls[0]![0];
    expect(dialog.title).toBe(title);
    expect(dialog.okText).toBe(relogInText);
    expect(dialog.content.startsWith('Expired. ')).toBe(true);
    await failure(get());
    expect(ui.toastError).toHaveBeenCalledWith(serverError, 3000);
  });
});
