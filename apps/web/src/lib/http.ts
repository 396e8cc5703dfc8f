import {
  CLIENT_TYPE_SITE,
  HTTP_TIMEOUT_MS,
  IDENTITY_HEADERS,
  TOAST_MS,
  type HttpMethod,
} from '@retail/contract';
import { currentLocale, i18n } from './i18n';
import { clearSession, getSession } from './session-store';

/** The confirm dialog the client asks for when the server says the session is gone. */
export type LogoutDialog = {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
  onOk: () => void;
  onCancel: () => void;
};

/** How the client shows things; the app plugs in antd, tests plug in spies. */
export type HttpUi = {
  toastError: (text: string, durationMs: number) => void;
  confirm: (dialog: LogoutDialog) => void;
};

/** Why a request failed: `http` (the server answered), `network` (no answer, incl. time-out). */
export type ApiErrorKind = 'http' | 'network';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The status of the answer; null when there was none. */
  readonly status: number | null;
  /** The field the server blamed, when the error is about one field. */
  readonly field: string | undefined;

  constructor(message: string, kind: ApiErrorKind, status: number | null, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.field = field;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export type HttpRequest = {
  method: HttpMethod;
  url: string;
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** JSON-encoded unless it is FormData (uploads). */
  body?: unknown;
  headers?: Record<string, string | undefined>;
  /** Read the answer as bytes instead of JSON (downloads). */
  raw?: boolean;
  /** No toast and no dialog: the caller ignores failures (logout). It still rejects. */
  quiet?: boolean;
};

type Config = {
  ui: HttpUi;
  /** 重新登录 in the logout dialog: local logout, then a reload that lands on /login. */
  relogin: () => void;
};

const config: Config = {
  ui: { toastError: () => undefined, confirm: () => undefined },
  relogin: () => {
    clearSession();
    window.location.reload();
  },
};

/** Plugs in the UI (antd message and modal) and, for tests, the relogin action. */
export const configureHttp = (next: Partial<Config>): void => {
  Object.assign(config, next);
};

/** Identity headers and the bearer token (console.md §3), only while a token exists. */
export const identityHeaders = (): Record<string, string> => {
  const session = getSession();
  if (!session.token) return {};
  const headers: Record<string, string> = {
    [IDENTITY_HEADERS.authorization]: `Bearer ${session.token}`,
    [IDENTITY_HEADERS.clientType]: CLIENT_TYPE_SITE,
  };
  if (session.organId !== null) headers[IDENTITY_HEADERS.organId] = String(session.organId);
  if (session.tenantId !== null) headers[IDENTITY_HEADERS.tenantId] = String(session.tenantId);
  if (session.userId !== null) headers[IDENTITY_HEADERS.userId] = String(session.userId);
  if (session.organPath !== null) headers[IDENTITY_HEADERS.organPath] = session.organPath;
  return headers;
};

const buildUrl = (url: string, query: HttpRequest['query']): string => {
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as QueryValue[]) {
      if (item !== undefined && item !== null) search.append(name, String(item));
    }
  }
  const text = search.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
};

type EnvelopeLike = { status?: unknown; description?: unknown; message?: unknown; field?: unknown };

const asEnvelope = (body: unknown): EnvelopeLike =>
  typeof body === 'object' && body !== null ? (body as EnvelopeLike) : {};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;

/** The server's human text: the description, else the message. */
const serverText = (body: unknown): string | undefined => {
  const envelope = asEnvelope(body);
  return text(envelope.description) ?? text(envelope.message);
};

let dialogOpen = false;

/** The 确定登出 dialog; a second one never stacks on top of an open one. */
const askToLogInAgain = (description: string | undefined): void => {
  if (dialogOpen) return;
  dialogOpen = true;
  const t = i18n.t.bind(i18n);
  config.ui.confirm({
    title: t('http.logoutTitle'),
    content: t('http.logoutContent', { description: description ?? '' }).trim(),
    okText: t('http.relogin'),
    cancelText: t('http.cancel'),
    onOk: () => {
      dialogOpen = false;
      config.relogin();
    },
    onCancel: () => {
      dialogOpen = false;
    },
  });
};

const toast = (message: string, quiet: boolean | undefined) => {
  if (!quiet) config.ui.toastError(message, TOAST_MS);
};

const readBody = async (response: Response, raw: boolean | undefined): Promise<unknown> => {
  if (raw && response.ok) return response.blob();
  const body = await response.text();
  if (!body) return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * The one HTTP client. Applies the error catalogue of console.md §8 by HTTP status (which the
 * server keeps equal to the envelope status) and resolves with the parsed body of a 200.
 */
export const request = async (req: HttpRequest): Promise<unknown> => {
  const headers = new Headers(baseHeaders());
  for (const [name, value] of Object.entries(req.headers ?? {})) {
    if (value !== undefined) headers.set(name, value);
  }
  let payload: BodyInit | undefined;
  if (req.body instanceof FormData) payload = req.body;
  else if (req.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(req.body);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, HTTP_TIMEOUT_MS);

  let response: Response;
  let body: unknown;
  try {
    response = await fetch(buildUrl(req.url, req.query), {
      method: req.method,
      headers,
      body: payload,
      signal: controller.signal,
      credentials: 'same-origin',
    });
    body = await readBody(response, req.raw);
  } catch (error) {
    // No answer, or the answer broke off: a network failure; a time-out is one too.
    throw networkFailure(
      timedOut
        ? i18n.t('http.timeout', { ms: HTTP_TIMEOUT_MS })
        : (error instanceof Error && text(error.message)) || undefined,
      req.quiet,
    );
  } finally {
    clearTimeout(timer);
  }
  return settleAnswer(response.status, body, req.quiet);
};

/** Accept, Accept-Language and the identity headers every call carries (uploads too). */
export const baseHeaders = (): Record<string, string> => ({
  Accept: 'application/json',
  'Accept-Language': currentLocale(),
  ...identityHeaders(),
});

/** A request that got no answer: toasts (unless quiet) and gives the error to throw. */
export const networkFailure = (message: string | undefined, quiet?: boolean): ApiError => {
  const text = message ?? i18n.t('http.networkError');
  toast(text, quiet);
  return new ApiError(text, 'network', null);
};

/**
 * The error catalogue of console.md §8 for an answer (status and parsed body), shared by
 * `request` and the upload helper: resolves with the body of a 200, throws an ApiError otherwise.
 */
export const settleAnswer = (status: number, body: unknown, quiet?: boolean): unknown => {
  const envelope = asEnvelope(body);
  const field = text(envelope.field);

  if (status === 200) {
    if (envelope.status === 401 && !quiet) askToLogInAgain(serverText(body));
    return body;
  }
  if (status === 400) {
    throw new ApiError(serverText(body) ?? i18n.t('http.rejected'), 'http', status, field);
  }
  if (status >= 401 && status <= 499 && status !== 404) {
    const description = serverText(body);
    // Without a token there is no session to lose (a refused login): the caller shows the text.
    if (getSession().token && !quiet) askToLogInAgain(description);
    throw new ApiError(description ?? i18n.t('http.rejected'), 'http', status, field);
  }
  if (status >= 500 && status <= 549) {
    const message = serverText(body) ?? i18n.t('http.serverError');
    toast(message, quiet);
    throw new ApiError(message, 'http', status, field);
  }
  const message = i18n.t('http.serverError');
  toast(message, quiet);
  throw new ApiError(message, 'http', status, field);
};

/** For tests: forget an open dialog. */
export const resetHttpDialog = (): void => {
  dialogOpen = false;
};
