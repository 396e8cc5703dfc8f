import type { ScreenTable } from '../lib/screen-table';

/**
 * The router table: every feature's `features/<x>/<x>.screens.ts` merged into one
 * url → lazy screen map. The tables hold only `() => import(...)` loaders, so collecting them
 * eagerly keeps every screen in its own chunk.
 */
const tables = import.meta.glob<Record<string, unknown>>('../features/*/*.screens.ts', {
  eager: true,
});

const isScreenTable = (value: unknown): value is ScreenTable =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((loader) => typeof loader === 'function');

/**
 * The registry's generic screens come first, so that a feature's own screen for a registry
 * resource (a custom control, a toolbar of its own) plugs in by declaring the same path.
 */
const ordered = Object.entries(tables)
  .sort(([a], [b]) => Number(!a.includes('/registry/')) - Number(!b.includes('/registry/')))
  .map(([, module]) => module);

export const SCREENS: ScreenTable = Object.freeze(
  Object.assign(
    {},
    ...ordered.flatMap((module) => Object.values(module).filter(isScreenTable)),
  ) as ScreenTable,
);
