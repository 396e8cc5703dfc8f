import { useSyncExternalStore } from 'react';
import { SESSION_KEYS, localStore, sessionStore, type SessionValues } from './storage';
import type { MenuRoute } from './menu-route';

/** What the console knows about the logged-in user; read from storage, so it survives a reload. */
export type SessionSnapshot = {
  token: string | null;
  userId: number | null;
  tenantId: number | null;
  organId: number | null;
  organPath: string | null;
  userName: string | null;
  roles: string[];
  routes: MenuRoute[];
  visibleMap: Record<string, boolean>;
};

const read = (): SessionSnapshot => ({
  token: sessionStore.get('token'),
  userId: sessionStore.get('userId'),
  tenantId: sessionStore.get('tenantId'),
  organId: sessionStore.get('organId'),
  organPath: sessionStore.get('organPath'),
  userName: sessionStore.get('userName'),
  roles: sessionStore.get('roles') ?? [],
  routes: sessionStore.get('routes') ?? [],
  visibleMap: localStore.get('visibleMap') ?? {},
});

let snapshot = read();
const listeners = new Set<() => void>();

const publish = () => {
  snapshot = read();
  for (const listener of listeners) listener();
};

export const getSession = (): SessionSnapshot => snapshot;

export const subscribeSession = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The session, re-rendering when it changes (login, logout, user info). */
export const useSession = (): SessionSnapshot =>
  useSyncExternalStore(subscribeSession, getSession, getSession);

export const hasToken = (): boolean => Boolean(snapshot.token);

/** Writes session values (and, when given, the visible-button map) and notifies subscribers. */
export const saveSession = (
  values: Partial<SessionValues>,
  visibleMap?: Record<string, boolean>,
): void => {
  for (const key of SESSION_KEYS) {
    const value = values[key];
    if (value !== undefined) sessionStore.set(key, value);
  }
  if (visibleMap) localStore.set('visibleMap', visibleMap);
  publish();
};

/**
 * Local logout: token, ids, roles, saved routes and the lists loaded for this user go, and so
 * does the visible-button map, which belongs to this user too.
 */
export const clearSession = (): void => {
  sessionStore.remove(...SESSION_KEYS);
  localStore.remove('visibleMap');
  publish();
};

/** Re-reads storage; for tests and for the start-up clearing that runs before any render. */
export const reloadSession = (): void => publish();
