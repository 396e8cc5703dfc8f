/**
 * Request identity headers (console.md §3). The console sends them, with the bearer token,
 * only when it holds a token. The server trusts the token alone for identity; the headers
 * only tell which of the caller's own organisations the request is made for.
 */
export const IDENTITY_HEADERS = {
  authorization: 'Authorization',
  organId: 'OrganId',
  tenantId: 'tenantId',
  userId: 'userId',
  organPath: 'organPath',
  clientType: 'clientType',
} as const;

/** The console always identifies itself as the site client. */
export const CLIENT_TYPE_SITE = 'site';

/** Login reads the captcha answer and its id from these headers. */
export const CAPTCHA_HEADERS = { code: 'validateCode', uuid: 'uuid' } as const;

/** HTTP client time-out of the console, in ms (console.md §9). */
export const HTTP_TIMEOUT_MS = 10_000;
/** How long toasts stay, in ms. */
export const TOAST_MS = 3_000;
