import type { Translations } from '../i18n/locale';

// The settings an organisation can be given (the organisation settings screen, docs/organisations.md).
// A fixed catalogue: a row names one of these keys (by its number) and a value within its bounds.
// The value in force for an organisation is the nearest row on its path (itself, then its
// parent, …), else the key's default.

export type OrganConfKeySpec = {
  /** How the value is stored in a row's `setting` column. */
  code: number;
  /** `quota`: a whole-number limit, 0 meaning unlimited. */
  kind: 'quota';
  min: number;
  max: number;
  default: number;
  labels: Translations;
};

export const ORGAN_CONF_KEYS = {
  /** Users in the organisation and below (the user module refuses one more). */
  'user.max': {
    code: 1,
    kind: 'quota',
    min: 0,
    max: 1_000_000,
    default: 0,
    labels: { zh: '用户数上限', en: 'Maximum users', es: 'Máximo de usuarios' },
  },
  /** Stores in the organisation and below (the store module refuses one more). */
  'store.max': {
    code: 2,
    kind: 'quota',
    min: 0,
    max: 100_000,
    default: 0,
    labels: { zh: '门店数上限', en: 'Maximum stores', es: 'Máximo de tiendas' },
  },
} as const satisfies Record<string, OrganConfKeySpec>;

export type OrganConfKey = keyof typeof ORGAN_CONF_KEYS;

/** The key a row's `setting` number stands for. */
export const organConfKeyOfCode = (code: number): OrganConfKey | undefined =>
  (Object.keys(ORGAN_CONF_KEYS) as OrganConfKey[]).find(
    (key) => ORGAN_CONF_KEYS[key].code === code,
  );
