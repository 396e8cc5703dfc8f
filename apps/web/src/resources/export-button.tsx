import { useState } from 'react';
import { App, Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { endpointKeyOf, endpoints, isExportable } from '@retail/contract';
import { call } from '../lib/api';
import { useMessages } from '../lib/i18n/feature-messages';
import type { Resource, Row } from './define-resource';
import { useResourceText } from './resource-text';
import { resourceMessages } from './resources.i18n';

type Props = { resource: Resource; body: Row; hiddenColumns?: readonly string[] };

/**
 * Creates a server export of the list with the filter the screen shows now; the file appears
 * in "my exports" of the system settings dialog. Absent for a list the server cannot export.
 */
export const ExportButton = ({ resource, body, hiddenColumns = [] }: Props) => {
  const t = useMessages(resourceMessages);
  const text = useResourceText(resource);
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const key = isExportable(resource.endpoints.list)
    ? endpointKeyOf(resource.endpoints.list)
    : undefined;
  if (!key) return null;
  const start = async () => {
    const columns = resource.resolved
      .filter(
        (field) =>
          field.column !== false &&
          field.kind !== 'password' &&
          !hiddenColumns.includes(field.name),
      )
      .map((field) => ({ key: field.name, header: text.label(field.name) }));
    setBusy(true);
    try {
      await call(endpoints.export.create, {
        body: { endpoint: key, body, columns, fileName: text.title },
      });
      void message.success(t('exportStarted'));
    } catch (error) {
      // 400 (the client shows nothing for it) says what was wrong with the request.
      if (error instanceof Error && (error as { status?: number }).status === 400)
        void message.error(error.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={busy}
      data-testid="list-export"
      onClick={() => void start()}
    >
      {t('export')}
    </Button>
  );
};
