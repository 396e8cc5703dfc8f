// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDENTITY_HEADERS } from '@retail/contract';
import { ApiError, configureHttp, resetHttpDialog, type LogoutDialog } from './http';
import { setLocale } from './i18n';
import { clearSession, saveSession } from './session-store';
import { percentOf, uploadFile, UploadAbortedError } from './upload';

const ui = { toastError: vi.fn(), confirm: vi.fn<(dialog: LogoutDialog) => void>() };

type Listener = ((event: ProgressEvent) => void) | null;

/** Just enough XMLHttpRequest: records what is sent; each test answers it. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: { onprogress: Listener } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const xhr = () => {
  if (!FakeXhr.last) throw new Error('no request was sent');
  return FakeXhr.last;
};

const picture = new File([new Uint8Array([137, 80, 78, 71])], 'shelf.png', { type: 'image/png' });

const failure = async (promise: Promise<unknown>) => {
  const error: unknown = await promise.then(
    () => expect.unreachable('the upload should have failed'),
    (reason: unknown) => reason,
  );
  return error;
};

beforeEach(async () => {
  vi.clearAllMocks();
  resetHttpDialog();
  configureHttp({ ui, relogin: vi.fn() });
  clearSession();
  saveSession({ token: 'tok-1', userId: 7, tenantId: 3, organId: 12, organPath: '/1/12/' });
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  await setLocale('en');
});

afterEach(() => vi.unstubAllGlobals());

describe('uploadFile', () => {
  it('posts the file as multipart with the identity headers and reports progress', async () => {
    const progress = vi.fn();
    const done = uploadFile({
      file: picture,
      fields: { fileFolderId: 4, organId: undefined },
      onProgress: progress,
    });
    const request = xhr();
    expect([request.method, request.url]).toEqual(['POST', '/api/file/file-service/upload']);
    expect(request.headers[IDENTITY_HEADERS.authorization]).toBe('Bearer tok-1');
    expect(request.headers[IDENTITY_HEADERS.organId]).toBe('12');
    expect(request.headers['Accept-Language']).toBe('en');
    expect(request.body?.get('fileFolderId')).toBe('4');
    expect(request.body?.has('organId')).toBe(false);
    expect((request.body?.get('file') as File).name).toBe('shelf.png');

    request.progress(2, 4);
    expect(percentOf(progress.mock.calls[0]![0] as { loaded: number; total: number })).toBe(50);
    request.answer(200, {
      successful: true,
      status: 200,
      data: { fileId: 9, fileName: 'shelf.png' },
    });
    await expect(done).resolves.toEqual({ fileId: 9, fileName: 'shelf.png' });
  });

  it('a refused picture (400) or one too large (413) rejects with the description, without a dialog', async () => {
    const refused = uploadFile({ file: picture });
    xhr().answer(400, {
      successful: false,
      status: 400,
      description: 'Only JPEG, PNG, GIF or WebP pictures can be uploaded',
    });
    const error = (await failure(refused)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Only JPEG, PNG, GIF or WebP pictures can be uploaded');

    const tooLarge = uploadFile({ file: picture });
    xhr().answer(413, {
      successful: false,
      status: 413,
      description: 'The file is larger than 10 MB',
    });
    expect(((await failure(tooLarge)) as ApiError).message).toBe('The file is larger than 10 MB');
    expect(ui.confirm).not.toHaveBeenCalled();
    expect(ui.toastError).not.toHaveBeenCalled();
  });

  it('follows the catalogue otherwise: 401 asks to log in again, 500 toasts', async () => {
    const expired = uploadFile({ file: picture });
    xhr().answer(401, { successful: false, status: 401, description: 'Session expired.' });
    await failure(expired);
    expect(ui.confirm).toHaveBeenCalledTimes(1);

    const broken = uploadFile({ file: picture });
    xhr().answer(500, { successful: false, status: 500, description: 'Storage is down' });
    await failure(broken);
    expect(ui.toastError).toHaveBeenCalledWith('Storage is down', 3000);
  });

  it('an abort rejects as aborted (not a failure to report)', async () => {
    const controller = new AbortController();
    const upload = uploadFile({ file: picture, signal: controller.signal });
    controller.abort();
    expect(await failure(upload)).toBeInstanceOf(UploadAbortedError);
    expect(ui.toastError).not.toHaveBeenCalled();
  });
});
