import { describe, expect, it } from 'vitest';
import {
  SYSTEM_SETTINGS,
  settingValue,
  systemSettingEditSchema,
  systemSettingUserEditSchema,
} from './system-setting.schemas';

describe('system setting rules', () => {
  it('defaults the organ query mode to selfAndSub', () => {
    expect(SYSTEM_SETTINGS.SYSTEM_SETTING_ORGAN_QUERY_MODEL.default).toBe('selfAndSub');
    expect(settingValue(undefined, 'SYSTEM_SETTING_ORGAN_QUERY_MODEL')).toBe('selfAndSub');
    expect(
      settingValue(
        {
          effective: {
            SYSTEM_SETTING_ORGAN_QUERY_MODEL: 'selected',
            SYSTEM_SETTING_PAGE_SIZE: '9',
          },
        },
        'SYSTEM_SETTING_ORGAN_QUERY_MODEL',
      ),
    ).toBe('selected');
  });

  it('falls back to the default for a value the setting does not allow', () => {
    expect(
      settingValue(
        { effective: { SYSTEM_SETTING_ORGAN_QUERY_MODEL: 'x', SYSTEM_SETTING_PAGE_SIZE: '9' } },
        'SYSTEM_SETTING_PAGE_SIZE',
      ),
    ).toBe('20');
  });

  it('accepts only each key’s own values, or null to clear', () => {
    const key = 'SYSTEM_SETTING_ORGAN_QUERY_MODEL';
    expect(systemSettingEditSchema.safeParse({ key, value: 'selected' }).success).toBe(true);
    expect(systemSettingEditSchema.safeParse({ key, value: null }).success).toBe(true);
    const wrong = systemSettingUserEditSchema.safeParse({ key, value: '50' });
    expect(wrong.error?.issues[0]).toMatchObject({ path: ['value'], message: 'invalid' });
    const unknown = systemSettingEditSchema.safeParse({ key: 'NOPE', value: 'x' });
    expect(unknown.error?.issues[0]?.path).toEqual(['key']);
  });
});
