import { useState } from 'react';
import { Flex, Modal, Radio, Spin, Tabs, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endpoints,
  ORGAN_QUERY_MODEL_KEY,
  settingValue,
  type SystemSettings,
} from '@retail/contract';
import { call } from '../../lib/api';
import { useMessages } from '../../lib/i18n/feature-messages';
import { applyOrganQueryModeSetting } from '../../resources/organ-query-mode';
import {
  systemSettingsDialog,
  type SettingsDialogTab,
} from '../../resources/system-settings-opener';
import { ExportsTab } from './exports-tab';
import { SettingsScopeTab } from './settings-scope-tab';
import { settingsMessages } from './settings.i18n';
import { TodoTab } from './todo-tab';

export type SystemSettingsTab = SettingsDialogTab;

type Props = {
  /** The visible flag (console.md §4). */
  open: boolean;
  onClose: () => void;
  /** The tab shown when the dialog opens. */
  initialTab?: SystemSettingsTab;
};

const SETTINGS_KEY = ['system-settings'];

/** Tenant mode is shown to choose from but not saved (console.md §4). */
const TenantMode = () => {
  const t = useMessages(settingsMessages);
  const [mode, setMode] = useState<'insulate' | 'temporary'>('insulate');
  return (
    <Flex gap={12} align="center">
      <Typography.Text>{t('tenantMode')}</Typography.Text>
      <Radio.Group
        data-testid="tenant-mode"
        value={mode}
        onChange={(event) => setMode(event.target.value as 'insulate' | 'temporary')}
        options={[
          { value: 'insulate', label: t('tenantModes.insulate') },
          { value: 'temporary', label: t('tenantModes.temporary') },
        ]}
      />
    </Flex>
  );
};

/**
 * The system settings dialog: global, tenant and temporary settings, the to-do list and
 * "my exports". A saved organ query mode applies to every list screen at once.
 */
export const SystemSettingsDialog = ({ open, onClose, initialTab = 'global' }: Props) => {
  const t = useMessages(settingsMessages);
  const client = useQueryClient();
  const settings = useQuery({
    queryKey: SETTINGS_KEY,
    enabled: open,
    queryFn: () => call(endpoints.systemSetting.query, { body: {} }),
  });
  const saved = (next: SystemSettings) => {
    client.setQueryData(SETTINGS_KEY, next);
    applyOrganQueryModeSetting(settingValue(next, ORGAN_QUERY_MODEL_KEY));
  };
  const scopeTab = (scope: 'global' | 'tenant' | 'user') =>
    settings.data ? (
      <SettingsScopeTab scope={scope} settings={settings.data} onSaved={saved} />
    ) : (
      <Spin />
    );
  return (
    <Modal
      open={open}
      title={t('title')}
      width={820}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <div data-testid="system-settings">
        <Tabs
          // Asked for another tab while open: show that one.
          key={initialTab}
          data-testid="system-settings-tabs"
          defaultActiveKey={initialTab}
          items={[
            { key: 'global', label: t('tabs.global'), children: scopeTab('global') },
            {
              key: 'tenant',
              label: t('tabs.tenant'),
              children: (
                <Flex vertical gap={16}>
                  <TenantMode />
                  {scopeTab('tenant')}
                </Flex>
              ),
            },
            { key: 'temporary', label: t('tabs.temporary'), children: scopeTab('user') },
            { key: 'todo', label: t('tabs.todo'), children: <TodoTab /> },
            { key: 'exports', label: t('tabs.exports'), children: <ExportsTab /> },
          ]}
        />
      </div>
    </Modal>
  );
};

/** Mount once (app): shows the dialog whenever `openSystemSettings()` is called. */
export const SystemSettingsHost = () => {
  const tab = systemSettingsDialog.use();
  return (
    <SystemSettingsDialog
      open={tab !== null}
      initialTab={tab ?? 'global'}
      onClose={() => systemSettingsDialog.set(null)}
    />
  );
};
