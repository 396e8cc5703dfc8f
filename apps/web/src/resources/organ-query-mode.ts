import { localStore, type OrganQueryMode } from '../lib/storage';
import { createValueStore } from './value-store';

/** The system setting that decides the organ query mode (console.md §4). */
export const ORGAN_QUERY_MODE_SETTING = 'SYSTEM_SETTING_ORGAN_QUERY_MODEL';
export const ORGAN_QUERY_MODES = [
  'selfAndSub',
  'selected',
] as const satisfies readonly OrganQueryMode[];

export const isOrganQueryMode = (value: unknown): value is OrganQueryMode =>
  (ORGAN_QUERY_MODES as readonly unknown[]).includes(value);

/**
 * selfAndSub (own organisation and below, single-select; the default) or selected (only the
 * chosen organisations, multi-select). Kept locally so every list screen agrees at once.
 */
export const organQueryMode = createValueStore<OrganQueryMode>(
  () => {
    const saved = localStore.get('organQueryMode');
    return isOrganQueryMode(saved) ? saved : 'selfAndSub';
  },
  (mode) => localStore.set('organQueryMode', mode),
);

/** Applies the setting's value; anything unknown means the default. */
export const applyOrganQueryModeSetting = (value: unknown): void =>
  organQueryMode.set(isOrganQueryMode(value) ? value : 'selfAndSub');
