import type { Locale } from '@retail/contract';
import type { MenuRoute } from './menu-route';

/** Every key this product writes starts with this, so it never collides with other apps on the host. */
export const STORAGE_PREFIX = 'rc-';

/**
 * Session values (console.md §3). Session storage on purpose: they survive a reload of the tab
 * but end with the tab, and two tabs may hold two different logins.
 */
export type SessionValues = {
  token: string;
  userId: number;
  tenantId: number;
  organId: number;
  organPath: string;
  /** Display name of the logged-in user (login result `userName`, then user info `name`). */
  userName: string;
  roles: string[];
  /** Filled by later issues (dictionary, tenant and organisation loads after login). */
  dictionaryList: unknown[];
  tenantList: unknown[];
  organList: unknown[];
  /** Menu routes generated once per session from the authorities. */
  routes: MenuRoute[];
};

/**
 * Login cache: state of a login in progress. Meaningless after a reload, so cleared at start-up.
 * `captchaUuid` is the single-use id of the captcha picture on screen; `loginPending` marks a
 * login whose session is not verified yet (token stored, user info not loaded).
 */
export type LoginCacheValues = {
  captchaUuid: string;
  loginPending: true;
};

export type OrganQueryMode = 'selfAndSub' | 'selected';

/** Local values (console.md §3): kept per browser across tabs and restarts. */
export type LocalValues = {
  lang: Locale;
  /** Error texts by status, built from the ERROR_CODE dictionary (later issue). */
  errorMap: Record<string, string>;
  /** Authority code → visible. */
  visibleMap: Record<string, boolean>;
  organQueryMode: OrganQueryMode;
};

export const SESSION_KEYS = [
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
] as const satisfies readonly (keyof SessionValues)[];

export const LOGIN_CACHE_KEYS = [
  'captchaUuid',
  'loginPending',
] as const satisfies readonly (keyof LoginCacheValues)[];

export type TypedStore<S> = {
  get: <K extends keyof S & string>(key: K) => S[K] | null;
  set: <K extends keyof S & string>(key: K, value: S[K]) => void;
  remove: (...keys: (keyof S & string)[]) => void;
};

/** Web Storage can be missing or throw (privacy modes); then values live in memory for the page. */
const memoryStorage = (): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> => {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
};

const pickBackend = (area: 'localStorage' | 'sessionStorage') => {
  const fallback = memoryStorage();
  return () => {
    try {
      const storage = globalThis[area];
      return storage ?? fallback;
    } catch {
      return fallback;
    }
  };
};

const createStore = <S>(
  backend: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): TypedStore<S> => ({
  get: (key) => {
    try {
      const raw = backend().getItem(STORAGE_PREFIX + key);
      return raw === null ? null : (JSON.parse(raw) as S[typeof key]);
    } catch {
      return null;
    }
  },
  set: (key, value) => {
    try {
      backend().setItem(STORAGE_PREFIX + key, JSON.stringify(value));
    } catch {
      // Quota or privacy mode: the value simply is not remembered.
    }
  },
  remove: (...keys) => {
    for (const key of keys) {
      try {
        backend().removeItem(STORAGE_PREFIX + key);
      } catch {
        // Nothing to remove when storage is unavailable.
      }
    }
  },
});

const sessionBackend = pickBackend('sessionStorage');

export const sessionStore = createStore<SessionValues>(sessionBackend);
export const loginCache = createStore<LoginCacheValues>(sessionBackend);
export const localStore = createStore<LocalValues>(pickBackend('localStorage'));

/**
 * Start-up step (main.tsx, before the first render): drop the login cache. A login that was
 * still pending when the tab reloaded left a half-built session behind, so that goes too.
 */
export const clearLoginCache = (): void => {
  if (loginCache.get('loginPending')) {
    sessionStore.remove(...SESSION_KEYS);
    localStore.remove('visibleMap');
  }
  loginCache.remove(...LOGIN_CACHE_KEYS);
};
