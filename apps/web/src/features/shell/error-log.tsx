import { lazy, Suspense, useState } from 'react';
import { Badge, Button, Tooltip } from 'antd';
import { BugOutlined } from '@ant-design/icons';
import { useMessages } from '../../lib/i18n/feature-messages';
import { useErrorLog } from './error-log-store';
import { shellMessages } from './shell.i18n';

/** The dialog's chunk (Descriptions, Typography, Empty) is fetched when it is first opened. */
const ErrorLogDialog = lazy(async () => ({
  default: (await import('./error-log-dialog')).ErrorLogDialog,
}));

/** The error-log badge of the top bar; its dialog shows message, component info, URL, stack. */
export const ErrorLog = () => {
  const t = useMessages(shellMessages);
  const entries = useErrorLog();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Tooltip title={t('nav.errorLog')}>
        <Badge count={entries.length} size="small" offset={[-4, 4]} data-testid="error-log-count">
          <Button
            type="text"
            data-testid="error-log"
            aria-label={t('nav.errorLog')}
            icon={<BugOutlined />}
            onClick={() => {
              setOpened(true);
              setOpen(true);
            }}
          />
        </Badge>
      </Tooltip>
      {opened ? (
        <Suspense fallback={null}>
          <ErrorLogDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
};
