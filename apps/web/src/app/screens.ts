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

export const SCREENS: ScreenTable = Object.freeze(
  Object.assign(
    {},
    ...Object.values(tables).flatMap((module) => Object.values(module).filter(isScreenTable)),
  ) as ScreenTable,
);
