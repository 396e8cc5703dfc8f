import { Button, Descriptions, Empty, Modal, Typography } from 'antd';
import { useMessages } from '../../lib/i18n/feature-messages';
import { clearErrorLog, useErrorLog } from './error-log-store';
import { shellMessages } from './shell.i18n';

/** The error log's dialog: each error's message, component info, URL, time and stack. */
export const ErrorLogDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const t = useMessages(shellMessages);
  const entries = useErrorLog();
  return (
    <Modal
      open={open}
      width={900}
      title={t('errorLog.title')}
      onCancel={onClose}
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
  );
};
const preStyle = {
  margin: 0,
  maxHeight: 200,
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  fontSize: 12,
} as const;
