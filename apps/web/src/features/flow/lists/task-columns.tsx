import type { TableColumnsType } from 'antd';
import type { FlowTask } from '@retail/contract';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { TaskStatusTag } from '../detail/instance-status-tag';
import { flowMessages } from '../flow.i18n';

/** The columns of the to-do and finished lists (finished adds the decision, its time and comment). */
export const useTaskColumns = (list: 'todo' | 'finished'): TableColumnsType<FlowTask> => {
  const t = useMessages(flowMessages);
  return [
    { key: 'task', dataIndex: 'name', title: t('columns.task') },
    {
      key: 'process',
      dataIndex: 'definitionName',
      title: t('columns.process'),
      render: (name: string, row) => `${name} v${String(row.definitionVersion)}`,
    },
    { key: 'businessKey', dataIndex: 'businessKey', title: t('columns.businessKey') },
    { key: 'startUser', dataIndex: 'startUserName', title: t('columns.startUser') },
    { key: 'createTime', dataIndex: 'createTime', title: t('columns.createTime') },
    ...(list === 'todo'
      ? [
          {
            key: 'assignee',
            dataIndex: 'assigneeName',
            title: t('columns.assignee'),
            render: (name: string | null, row: FlowTask) =>
              name ?? t('todo.candidates', { who: row.candidates }),
          },
        ]
      : [
          { key: 'endTime', dataIndex: 'endTime', title: t('columns.endTime') },
          {
            key: 'status',
            dataIndex: 'status',
            title: t('columns.status'),
            render: (status: FlowTask['status']) => <TaskStatusTag status={status} />,
          },
          { key: 'comment', dataIndex: 'comment', title: t('columns.comment') },
        ]),
  ];
};
