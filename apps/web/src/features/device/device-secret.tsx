import { useState } from 'react';
import { Alert, Button, type ButtonProps, Modal, Popconfirm, Typography } from 'antd';
import { deviceResource, endpoints } from '@retail/contract';
import { call } from '../../lib/api';
import { useMessages } from '../../lib/i18n/feature-messages';
import { Authorized } from '../../lib/permission';
import type { ResourceActionsProps } from '../../resources/define-resource';
import { deviceMessages } from './device.i18n';

/**
 * A device row's "new secret": after a confirmation, the server issues a secret and answers it
 * once; the dialog shows it to copy, and it is gone from the page when the dialog closes.
 */
export const DeviceSecretAction = ({ row }: ResourceActionsProps) => {
  const t = useMessages(deviceMessages);
  const [secret, setSecret] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const id = row.id as number;
  const code = String(row.innerCode ?? id);

  const issue = async () => {
    setBusy(true);
    try {
      setSecret((await call(endpoints.deviceSecret.rotate, { body: { id } })).secret);
    } catch {
      // The HTTP client showed why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Authorized code={deviceResource.codes.edit}>
      <Popconfirm
        title={t('issueSecret')}
        description={t('confirm', { code })}
        okText={t('issue')}
        cancelText={t('cancel')}
        onConfirm={() => void issue()}
        okButtonProps={{ 'data-testid': `device-secret-confirm-${String(id)}` } as ButtonProps}
      >
        <Button type="link" size="small" loading={busy} data-testid={`device-secret-${String(id)}`}>
          {t('issueSecret')}
        </Button>
      </Popconfirm>
      {secret !== undefined && (
        <Modal
          open
          title={t('secretTitle', { code })}
          onCancel={() => setSecret(undefined)}
          footer={
            <Button type="primary" onClick={() => setSecret(undefined)}>
              {t('close')}
            </Button>
          }
          destroyOnHidden
        >
          <Alert type="warning" showIcon title={t('secretHint')} style={{ marginBottom: 16 }} />
          <Typography.Paragraph copyable={{ text: secret }} code data-testid="device-secret-value">
            {secret}
          </Typography.Paragraph>
        </Modal>
      )}
    </Authorized>
  );
};
