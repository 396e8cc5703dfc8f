import type { ComponentType } from 'react';

/** Loads a screen's component lazily (its own chunk). */
export type ScreenLoader = () => Promise<ComponentType>;

/**
 * Console path (the authority node's `url`, e.g. `/user/index`) → screen.
 * Each feature declares its own table in `features/<x>/<x>.screens.ts`; the app's router
 * collects every table, so adding a screen never edits a shared file.
 */
export type ScreenTable = Readonly<Record<string, ScreenLoader>>;

export const defineScreens = (table: ScreenTable): ScreenTable => table;
