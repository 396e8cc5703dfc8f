import { App, Alert, Flex, Form, Select, Typography } from 'antd';
import {
  endpoints,
  SYSTEM_SETTING_KEYS,
  SYSTEM_SETTINGS,
  type SystemSettingKey,
  type SystemSettings,
  type SystemSettingScope,
} from '@retail/contract';
import { call } from '../../lib/api';
import { ApiError } from '../../lib/http';
import { useMessages } from '../../lib/i18n/feature-messages';
import { settingsMessages } from './settings.i18n';

/** The select's value for "not set at this scope" (the value is inherited). */
const UNSET = '';

const EDIT = {
  global: endpoints.systemSetting.editGlobal,
  tenant: endpoints.systemSetting.editTenant,
  user: endpoints.systemSetting.editUser,
} as const;

type Props = {
  scope: SystemSettingScope;
  settings: SystemSettings;
  onSaved: (next: SystemSettings) => void;
};

/** One scope's values (global, tenant, or the user's temporary ones), editable when allowed. */
export const SettingsScopeTab = ({ scope, settings, onSaved }: Props) => {
  const t = useMessages(settingsMessages);
  const { message } = App.useApp();
  const editable = settings.editable[scope];
  const valueText = (key: SystemSettingKey, value: string) =>
    key === 'SYSTEM_SETTING_ORGAN_QUERY_MODEL'
      ? t(`values.${value as 'selfAndSub' | 'selected'}`)
      : value;

  const save = async (key: SystemSettingKey, value: string) => {
    try {
      const next = await call(EDIT[scope], {
        body: { key, value: value === UNSET ? null : value },
      });
      onSaved(next);
      void message.success(t('saved'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) void message.error(error.message);
    }
  };

  const hint = scope === 'user' ? 'temporary' : scope;
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{t(`scopeHint.${hint}`)}</Typography.Text>
      {!editable && <Alert type="info" showIcon title={t('readOnly')} />}
      <Form layout="vertical">
        {SYSTEM_SETTING_KEYS.map((key) => {
          const effective = settings.effective[key] ?? SYSTEM_SETTINGS[key].default;
          const source = settings.sources[key] ?? 'default';
          return (
            <Form.Item
              key={key}
              label={t(`keys.${key}`)}
              extra={`${t('effective', { value: valueText(key, effective) })} (${t(`source.${source}`)})`}
            >
              <Select
                data-testid={`setting-${scope}-${key}`}
                aria-label={t(`keys.${key}`)}
                disabled={!editable}
                value={settings[scope][key] ?? UNSET}
                onChange={(value: string) => void save(key, value)}
                options={[
                  { value: UNSET, label: t('notSet') },
                  ...SYSTEM_SETTINGS[key].values.map((value) => ({
                    value,
                    label: valueText(key, value),
                  })),
                ]}
              />
            </Form.Item>
          );
        })}
      </Form>
    </Flex>
  );
};
