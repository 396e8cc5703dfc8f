import { useState } from 'react';
import { Badge, Button, Descriptions, Empty, Modal, Tooltip, Typography } from 'antd';
import { BugOutlined } from '@ant-design/icons';
import { useMessages } from '../../lib/i18n/feature-messages';
import { clearErrorLog, useErrorLog } from './error-log-store';
import { shellMessages } from './shell.i18n';

/** The error-log badge of the top bar and its dialog (message, component info, URL, stack). */
export const ErrorLog = () => {
  const t = useMessages(shellMessages);
  const entries = useErrorLog();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('nav.errorLog')}>
        <Badge count={entries.length} size="small" offset={[-4, 4]} data-testid="error-log-count">
          <Button
            type="text"
            data-testid="error-log"
            aria-label={t('nav.errorLog')}
            icon={<BugOutlined />}
            onClick={() => setOpen(true)}
          />
        </Badge>
      </Tooltip>
      <Modal
        open={open}
        width={900}
        title={t('errorLog.title')}
        onCancel={() => setOpen(false)}
        footer={
          <Button onClick={clearErrorLog} disabled={entries.length === 0}>
            {t('errorLog.clear')}
          </Button>
        }
      >
        {entries.length === 0 ? (
          <Empty description={t('errorLog.empty')} />
        ) : (
          <div data-testid="error-log-entries" style={{ maxHeight: '60vh', overflow: 'auto' }}>
            {[...entries].reverse().map((entry) => (
              <Descriptions
                key={`${entry.time}-${entry.message}`}
                bordered
                size="small"
                column={1}
                style={{ marginBottom: 16 }}
                items={[
                  { key: 'message', label: t('errorLog.message'), children: entry.message },
                  {
                    key: 'info',
                    label: t('errorLog.info'),
                    children: <pre style={preStyle}>{entry.info}</pre>,
                  },
                  {
                    key: 'url',
                    label: t('errorLog.url'),
                    children: <Typography.Text copyable>{entry.url}</Typography.Text>,
                  },
                  {
                    key: 'time',
                    label: t('errorLog.time'),
                    children: new Date(entry.time).toLocaleString(),
                  },
                  {
                    key: 'stack',
                    label: t('errorLog.stack'),
                    children: <pre style={preStyle}>{entry.stack}</pre>,
                  },
                ]}
              />
            ))}
          </div>
        )}
      </Modal>
    </>
  );
};

const preStyle = {
  margin: 0,
  maxHeight: 200,
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  fontSize: 12,
} as const;
