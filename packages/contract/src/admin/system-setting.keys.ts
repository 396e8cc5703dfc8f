// Without zod: the console's shell applies the organ query mode after login and loads no schema
// (system-setting.schemas.ts re-exports these).

/**
 * System settings (console.md §2 system settings dialog, §4 organ query mode). Each setting
 * may be set at three scopes; reading merges them, the most specific winning:
 * user (the "temporary" tab) > tenant > global (platform) > the default below.
 */
export const SYSTEM_SETTING_SCOPES = ['global', 'tenant', 'user'] as const;
export type SystemSettingScope = (typeof SYSTEM_SETTING_SCOPES)[number];
export type SystemSettingSource = SystemSettingScope | 'default';

/** Organ query mode: own organisation and below (single select), or the chosen ones (multi). */
export const ORGAN_QUERY_MODELS = ['selfAndSub', 'selected'] as const;
export type OrganQueryModel = (typeof ORGAN_QUERY_MODELS)[number];

/** Every setting with its allowed values (strings) and default. */
export const SYSTEM_SETTINGS = {
  SYSTEM_SETTING_ORGAN_QUERY_MODEL: { values: ORGAN_QUERY_MODELS, default: 'selfAndSub' },
  /** Default page size of list screens (console.md §9 shared pagination). */
  SYSTEM_SETTING_PAGE_SIZE: { values: ['10', '20', '30', '50'], default: '20' },
} as const satisfies Record<string, { values: readonly string[]; default: string }>;

export type SystemSettingKey = keyof typeof SYSTEM_SETTINGS;
export type SystemSettingValue<K extends SystemSettingKey> =
  (typeof SYSTEM_SETTINGS)[K]['values'][number];
export const SYSTEM_SETTING_KEYS = Object.keys(SYSTEM_SETTINGS) as SystemSettingKey[];
export const ORGAN_QUERY_MODEL_KEY = 'SYSTEM_SETTING_ORGAN_QUERY_MODEL' satisfies SystemSettingKey;

/** Authorities that allow writing the shared scopes; the user scope needs only a session. */
export const SYSTEM_SETTING_AUTHORITIES = {
  global: 'SYSTEM_SETTING_GLOBAL_EDIT',
  tenant: 'SYSTEM_SETTING_TENANT_EDIT',
} as const;

/** The value of a setting after merging, for code that needs one setting. */
export const settingValue = <K extends SystemSettingKey>(
  settings: { effective: Partial<Record<SystemSettingKey, string>> } | undefined,
  key: K,
): SystemSettingValue<K> => {
  const value = settings?.effective[key];
  const allowed = SYSTEM_SETTINGS[key].values as readonly string[];
  return (
    value !== undefined && allowed.includes(value) ? value : SYSTEM_SETTINGS[key].default
  ) as SystemSettingValue<K>;
};
