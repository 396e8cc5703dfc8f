import { App, Button, Modal, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { endpoints, type UserSession } from '@retail/contract';
import { call } from '../../lib/api';
import { ApiError } from '../../lib/http';
import { useMessages } from '../../lib/i18n/feature-messages';
import { adminMessages } from './admin.i18n';

const when = (ms: number) => new Date(ms).toLocaleString();

/**
 * A user's open sessions (issue 14, docs/security.md "Sessions"): when and where each was
 * opened, with "Log out" for one and "Log out everywhere else" for all but the caller's own.
 */
export const UserSessionsDialog = ({
  user,
  onClose,
}: {
  user: { id: number; name: string };
  onClose: () => void;
}) => {
  const t = useMessages(adminMessages);
  const { message, modal } = App.useApp();
  const sessions = useQuery({
    queryKey: ['user', 'sessions', user.id],
    queryFn: () => call(endpoints.user.sessions, { body: { id: user.id } }),
  });
  const run = async (work: () => Promise<unknown>) => {
    try {
      await work();
      void message.success(t('saved'));
    } catch (error) {
      if (error instanceof ApiError) void message.error(error.message);
    }
    await sessions.refetch();
  };
  const endOne = (session: UserSession) =>
    run(() => call(endpoints.user.endSession, { body: { id: user.id, key: session.key } }));
  const endAll = () =>
    modal.confirm({
      title: t('endSessionsConfirm'),
      okText: t('endSessions'),
      onOk: () => run(() => call(endpoints.user.endSessions, { body: { id: user.id } })),
    });
  const others = (sessions.data ?? []).filter((session) => !session.current);

  return (
    <Modal
      open
      width={860}
      title={t('sessionsOf', { name: user.name })}
      onCancel={onClose}
      footer={
        <Button
          danger
          disabled={others.length === 0}
          onClick={endAll}
          data-testid="user-sessions-end-all"
        >
          {t('endSessions')}
        </Button>
      }
    >
      <Table<UserSession>
        data-testid="user-sessions"
        rowKey="key"
        size="small"
        loading={sessions.isFetching}
        pagination={false}
        dataSource={sessions.data ?? []}
        locale={{ emptyText: t('noSessions') }}
        columns={[
          { key: 'opened', title: t('sessionOpened'), render: (_, row) => when(row.createdAt) },
          { key: 'expires', title: t('sessionExpires'), render: (_, row) => when(row.expiresAt) },
          {
            key: 'ip',
            title: t('sessionAddress'),
            render: (_, row) => row.ip ?? t('unknown'),
          },
          {
            key: 'browser',
            title: t('sessionBrowser'),
            render: (_, row) => (
              <span style={{ wordBreak: 'break-word' }}>{row.userAgent ?? t('unknown')}</span>
            ),
          },
          {
            key: 'action',
            title: '',
            render: (_, row) =>
              row.current ? (
                <Tag color="blue">{t('thisSession')}</Tag>
              ) : (
                <Button
                  size="small"
                  danger
                  data-testid={`user-session-end-${row.key}`}
                  onClick={() => void endOne(row)}
                >
                  {t('endSession')}
                </Button>
              ),
          },
        ]}
      />
    </Modal>
  );
};
