import { useSyncExternalStore } from 'react';
import { STORAGE_PREFIX } from './storage';

/** Global component size (console.md §4): default, medium, small, mini; medium by default. */
export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type Size = (typeof SIZES)[number];
export const DEFAULT_SIZE: Size = 'medium';

/** Default theme colour (console.md §9). */
export const DEFAULT_THEME_COLOR = '#409EFF';

/** Below this width the layout is mobile (console.md §9). */
export const MOBILE_BREAKPOINT = 992;
export type Device = 'desktop' | 'mobile';

export type UiSettings = {
  size: Size;
  themeColor: string;
  /** Sidebar open; remembered in a cookie as 1 (open) or 0 (closed). */
  sidebarOpened: boolean;
  device: Device;
};

const SIZE_KEY = `${STORAGE_PREFIX}size`;
const THEME_KEY = `${STORAGE_PREFIX}themeColor`;
export const SIDEBAR_COOKIE = `${STORAGE_PREFIX}sidebarStatus`;
const HEX = /^#[0-9a-f]{6}$/i;

const readLocal = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

const writeLocal = (key: string, value: string): void => {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Privacy modes: the choice lasts for this page only.
  }
};

export const readCookie = (name: string): string | null => {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
};

const writeCookie = (name: string, value: string): void => {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; SameSite=Lax`;
};

const isSize = (value: unknown): value is Size =>
  typeof value === 'string' && (SIZES as readonly string[]).includes(value);

const deviceOfWidth = (width: number): Device => (width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop');

const read = (): UiSettings => {
  const size = readLocal(SIZE_KEY);
  const theme = readLocal(THEME_KEY);
  return {
    size: isSize(size) ? size : DEFAULT_SIZE,
    themeColor: theme && HEX.test(theme) ? theme : DEFAULT_THEME_COLOR,
    // No cookie yet: open.
    sidebarOpened: readCookie(SIDEBAR_COOKIE) !== '0',
    device: typeof window === 'undefined' ? 'desktop' : deviceOfWidth(window.innerWidth),
  };
};

let settings = read();
const listeners = new Set<() => void>();

const update = (patch: Partial<UiSettings>): void => {
  settings = { ...settings, ...patch };
  for (const listener of listeners) listener();
};

export const getUiSettings = (): UiSettings => settings;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useUiSettings = (): UiSettings =>
  useSyncExternalStore(subscribe, getUiSettings, getUiSettings);

export const setSize = (size: Size): void => {
  writeLocal(SIZE_KEY, size);
  update({ size });
};

export const setThemeColor = (color: string): void => {
  if (!HEX.test(color)) return;
  writeLocal(THEME_KEY, color);
  update({ themeColor: color });
};

export const setSidebarOpened = (opened: boolean): void => {
  writeCookie(SIDEBAR_COOKIE, opened ? '1' : '0');
  update({ sidebarOpened: opened });
};

export const toggleSidebar = (): void => setSidebarOpened(!settings.sidebarOpened);

/** Called on resize: mobile closes the sidebar by itself. */
export const syncDevice = (width: number): void => {
  const device = deviceOfWidth(width);
  if (device === settings.device) return;
  if (device === 'mobile') setSidebarOpened(false);
  update({ device });
};

/** Re-reads storage and cookie; for tests. */
export const reloadUiSettings = (): void => update(read());
