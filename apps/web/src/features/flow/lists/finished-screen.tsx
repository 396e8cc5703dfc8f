import { useState } from 'react';
import { Button } from 'antd';
import { endpoints, type FlowTask } from '@retail/contract';
import { call } from '../../../lib/api';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { ProcessDetailDrawer } from '../detail/process-detail-drawer';
import { flowMessages } from '../flow.i18n';
import { filterBody, FlowList } from './flow-list';
import { useTaskColumns } from './task-columns';

/** /flowable/finished: the tasks I decided, with their process's detail. */
export const FinishedScreen = () => {
  const t = useMessages(flowMessages);
  const [shown, setShown] = useState<FlowTask | null>(null);
  const columns = useTaskColumns('finished');
  return (
    <>
      <FlowList<FlowTask>
        title={t('finished.title')}
        testId="flow-finished"
        listKey="finished"
        load={(page, filter) =>
          call(endpoints.flowProcess.finished, { query: page, body: filterBody(filter) })
        }
        columns={[
          ...columns,
          {
            key: 'actions',
            title: t('columns.actions'),
            fixed: 'right',
            render: (_: unknown, row) => (
              <Button
                type="link"
                size="small"
                data-testid={`flow-detail-${String(row.id)}`}
                aria-label={t('detailOf', { name: `${row.definitionName} · ${row.name}` })}
                onClick={() => setShown(row)}
              >
                {t('open')}
              </Button>
            ),
          },
        ]}
      />
      <ProcessDetailDrawer
        instanceId={shown?.instanceId ?? null}
        title={shown ? `${shown.definitionName} · ${shown.name}` : undefined}
        onClose={() => setShown(null)}
      />
    </>
  );
};
