import { useState } from 'react';
import { App, Button, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { endpoints, FLOW_AUTHORITIES, type FlowInstance } from '@retail/contract';
import { call } from '../../../lib/api';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { Authorized, useAuthority } from '../../../lib/permission';
import { useDurationText } from '../detail/duration-text';
import { InstanceStatusTag } from '../detail/instance-status-tag';
import { ProcessDetailDrawer } from '../detail/process-detail-drawer';
import { flowMessages } from '../flow.i18n';
import { StartProcessDialog } from '../send/start-process-dialog';
import { filterBody, FlowList } from './flow-list';

/** /flowable/myProcess: the processes I started, starting one (send), detail and stop. */
export const MyProcessScreen = () => {
  const t = useMessages(flowMessages);
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const duration = useDurationText();
  const mayStop = useAuthority(FLOW_AUTHORITIES.myProcessStart);
  const [shown, setShown] = useState<FlowInstance | null>(null);
  const [starting, setStarting] = useState(false);

  const stop = (row: FlowInstance) =>
    void modal.confirm({
      title: t('myProcess.stopOf', { name: row.definitionName }),
      content: t('myProcess.stopConfirm'),
      okText: t('myProcess.stop'),
      cancelText: t('cancel'),
      okButtonProps: { danger: true, 'data-testid': 'flow-stop-confirm' },
      onOk: async () => {
        await call(endpoints.flowProcess.stop, { body: { id: row.id } });
        void message.success(t('myProcess.stopped'));
        void client.invalidateQueries({ queryKey: ['flow-list'] });
      },
    });

  return (
    <>
      <FlowList<FlowInstance>
        title={t('myProcess.title')}
        testId="flow-my-process"
        listKey="mine"
        withStatus
        load={(page, filter) =>
          call(endpoints.flowProcess.mine, { query: page, body: filterBody(filter) })
        }
        actions={
          <Authorized code={FLOW_AUTHORITIES.myProcessStart}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              data-testid="flow-send"
              onClick={() => setStarting(true)}
            >
              {t('myProcess.send')}
            </Button>
          </Authorized>
        }
        columns={[
          { key: 'process', dataIndex: 'definitionName', title: t('columns.process') },
          {
            key: 'version',
            dataIndex: 'definitionVersion',
            title: t('columns.version'),
            render: (version: number) => `v${String(version)}`,
          },
          { key: 'category', dataIndex: 'categoryName', title: t('columns.category') },
          { key: 'businessKey', dataIndex: 'businessKey', title: t('columns.businessKey') },
          { key: 'startTime', dataIndex: 'startTime', title: t('columns.startTime') },
          { key: 'currentNodes', dataIndex: 'currentNodes', title: t('columns.currentNodes') },
          {
            key: 'currentAssignees',
            dataIndex: 'currentAssignees',
            title: t('columns.currentAssignees'),
          },
          {
            key: 'duration',
            dataIndex: 'durationMs',
            title: t('columns.duration'),
            render: (ms: number) => duration(ms),
          },
          {
            key: 'status',
            dataIndex: 'status',
            title: t('columns.status'),
            render: (status: FlowInstance['status']) => <InstanceStatusTag status={status} />,
          },
          {
            key: 'actions',
            title: t('columns.actions'),
            fixed: 'right',
            render: (_: unknown, row) => (
              <Flex gap={4}>
                <Button
                  type="link"
                  size="small"
                  data-testid={`flow-detail-${String(row.id)}`}
                  aria-label={t('detailOf', { name: row.definitionName })}
                  onClick={() => setShown(row)}
                >
                  {t('open')}
                </Button>
                {mayStop && row.status === 1 && (
                  <Button
                    type="link"
                    size="small"
                    danger
                    data-testid={`flow-stop-${String(row.id)}`}
                    aria-label={t('myProcess.stopOf', { name: row.definitionName })}
                    onClick={() => stop(row)}
                  >
                    {t('myProcess.stop')}
                  </Button>
                )}
              </Flex>
            ),
          },
        ]}
      />
      <StartProcessDialog open={starting} onClose={() => setStarting(false)} />
      <ProcessDetailDrawer
        instanceId={shown?.id ?? null}
        title={shown ? t('detailOf', { name: shown.definitionName }) : undefined}
        onClose={() => setShown(null)}
      />
    </>
  );
};
