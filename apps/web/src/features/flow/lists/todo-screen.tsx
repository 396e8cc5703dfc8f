import { useState } from 'react';
import { Button, Flex } from 'antd';
import { endpoints, type FlowTask } from '@retail/contract';
import { call } from '../../../lib/api';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { ProcessDetailDrawer } from '../detail/process-detail-drawer';
import { flowMessages } from '../flow.i18n';
import { TaskDecisions } from '../tasks/task-decisions';
import { filterBody, FlowList } from './flow-list';
import { useTaskColumns } from './task-columns';

/**
 * /flowable/todo: tasks waiting for me (assignee) or offered to me (candidate); the detail holds
 * the decisions: claim, approve with comment and form values, reject with a reason, hand over.
 */
export const TodoScreen = () => {
  const t = useMessages(flowMessages);
  const [shown, setShown] = useState<FlowTask | null>(null);
  const columns = useTaskColumns('todo');
  return (
    <>
      <FlowList<FlowTask>
        title={t('todo.title')}
        testId="flow-todo"
        listKey="todo"
        load={(page, filter) =>
          call(endpoints.flowProcess.todo, { query: page, body: filterBody(filter) })
        }
        columns={[
          ...columns,
          {
            key: 'actions',
            title: t('columns.actions'),
            fixed: 'right',
            render: (_: unknown, row) => (
              <Flex gap={4}>
                <Button
                  type="link"
                  size="small"
                  data-testid={`flow-handle-${String(row.id)}`}
                  aria-label={t('detailOf', { name: `${row.definitionName} · ${row.name}` })}
                  onClick={() => setShown(row)}
                >
                  {row.claimable ? t('todo.claim') : t('todo.approve')}
                </Button>
              </Flex>
            ),
          },
        ]}
      />
      <ProcessDetailDrawer
        instanceId={shown?.instanceId ?? null}
        title={shown ? `${shown.definitionName} · ${shown.name}` : undefined}
        onClose={() => setShown(null)}
        actions={(detail) =>
          shown && <TaskDecisions detail={detail} task={shown} onDone={() => setShown(null)} />
        }
      />
    </>
  );
};
