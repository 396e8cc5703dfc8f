import { Drawer, Empty, Flex, Spin, Tag, Timeline, Typography } from 'antd';
import { RowButton, useRowDialog } from '../components/list/row-cells';
import { useQuery } from '@tanstack/react-query';
import type { EndpointDef, Resource as Declared, StateLogEntry } from '@retail/contract';
import { useLocale } from '../lib/i18n';
import { useMessages } from '../lib/i18n/feature-messages';
import { Authorized } from '../lib/permission';
import type { ResourceActionsProps } from './define-resource';
import { callEndpoint } from './resource-call';
import { actionLabel, recordName, stateColourOf, stateLabel } from './registry-state';
import { registryMessages } from './registry.i18n';

// The history of a record with a life cycle: its state changes, oldest first, each with when,
// who, which step, from which state to which, and the remark given.

type Props = ResourceActionsProps & { declared: Declared };

export const HistoryTimeline = ({ declared, id }: { declared: Declared; id: number }) => {
  const t = useMessages(registryMessages);
  const locale = useLocale();
  const history = (declared.endpoints as Record<string, EndpointDef | undefined>).history;
  const entries = useQuery({
    queryKey: [history?.path, id],
    enabled: Boolean(history),
    queryFn: () => callEndpoint(history as EndpointDef, { body: { id } }),
  });
  if (entries.isLoading) return <Spin />;
  const list = (entries.data ?? []) as StateLogEntry[];
  if (list.length === 0) return <Empty description={t('noHistory')} />;
  const state = (value: number) => (
    <Tag color={stateColourOf(declared, value)}>{stateLabel(declared, value, locale)}</Tag>
  );
  return (
    <Timeline
      data-testid="history-timeline"
      items={list.map((entry) => ({
        key: entry.id,
        title: entry.createDate ?? '',
        content: (
          <Flex vertical gap={4} data-testid={`history-entry-${entry.id}`}>
            <Flex gap={8} wrap align="center">
              <Typography.Text strong>
                {actionLabel(declared, entry.action, locale)}
              </Typography.Text>
              {entry.createBy && (
                <Typography.Text type="secondary">
                  {t('by', { user: entry.createBy })}
                </Typography.Text>
              )}
            </Flex>
            <Flex gap={4} align="center">
              {state(entry.fromState)}
              <span aria-hidden>→</span>
              {state(entry.toState)}
            </Flex>
            {entry.remark && <Typography.Paragraph>{entry.remark}</Typography.Paragraph>}
          </Flex>
        ),
      }))}
    />
  );
};

/** The row button opening a record's history (for those who may list the records). */
export const HistoryButton = ({ declared, row }: Props) => {
  const t = useMessages(registryMessages);
  const { open, setOpen, mounted } = useRowDialog();
  const id = row.id as number;
  return (
    <Authorized code={declared.codes.list}>
      <RowButton data-testid={`history-${String(id)}`} onClick={() => setOpen(true)}>
        {t('history')}
      </RowButton>
      {mounted && (
        <Drawer
          open={open}
          title={t('historyTitle', { name: recordName(declared, row) })}
          size={480}
          destroyOnHidden
          onClose={() => setOpen(false)}
          closable={{ 'aria-label': t('close') }}
        >
          {open && <HistoryTimeline declared={declared} id={id} />}
        </Drawer>
      )}
    </Authorized>
  );
};
