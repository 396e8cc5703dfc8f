/** Routes reachable without a token (console.md §2). */
export const PUBLIC_PATHS: readonly string[] = ['/login', '/auth-redirect'];

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';

/**
 * A redirect target is followed only when it stays on this site: an absolute path, not a
 * protocol-relative `//host` or a `/\host` that browsers treat alike.
 */
export const safeRedirect = (target: string | null | undefined): string | null =>
  target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')
    ? target
    : null;

/** `/login?redirect=/store/index?x=1`: slashes stay readable, everything else is encoded. */
export const loginUrl = (pathWithQuery: string): string =>
  `${LOGIN_PATH}?redirect=${encodeURIComponent(pathWithQuery).replace(/%2F/gi, '/')}`;

/**
 * The access rules of console.md §2 as a pure decision: where to send a visit to `pathname`
 * (with `search`), or null to let it through. Unknown paths are the router's concern (→ /404).
 */
export const decideAccess = (
  pathname: string,
  search: string,
  hasToken: boolean,
): string | null => {
  // `/login/` is the same screen as `/login`.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === LOGIN_PATH && hasToken) {
    // A just-finished login lands on its redirect target; anyone else opening /login goes home.
    return safeRedirect(new URLSearchParams(search).get('redirect')) ?? HOME_PATH;
  }
  if (PUBLIC_PATHS.includes(path)) return null;
  if (!hasToken) return loginUrl(pathname + search);
  return null;
};
