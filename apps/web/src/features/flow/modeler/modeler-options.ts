import { useQuery } from '@tanstack/react-query';
import {
  endpoints,
  FLOW_AUTHORITIES,
  flowableExpressionResource,
  flowListenerResource,
} from '@retail/contract';
import { call } from '../../../lib/api';
import { useAuthority } from '../../../lib/permission';
import type { AssigneeOption, ListenerOption } from '../bpmn/modeler-side-panel';

/** What the server always understands in an assignee field (docs/approvals.md). */
const BUILT_IN = ['${INITIATOR}', '${ORGAN_HEAD}'];

const FIRST_PAGE = { pageNum: 1, pageSize: 100 };

/**
 * What the modeler's side panel offers: in the assignee fields the built-in expressions, the
 * enabled process expressions and the users a task can go to; for the process, the enabled
 * listeners. Each list is asked only with its authority, quietly (a missing one offers less).
 */
export const useModelerOptions = (): {
  assigneeOptions: AssigneeOption[];
  listenerOptions: ListenerOption[];
} => {
  const mayListExpressions = useAuthority(flowableExpressionResource.codes.list);
  const mayListListeners = useAuthority(flowListenerResource.codes.list);
  const mayListUsers = useAuthority(FLOW_AUTHORITIES.todoApprove);
  const expressions = useQuery({
    queryKey: ['flow-modeler-expressions'],
    enabled: mayListExpressions,
    queryFn: () =>
      call(endpoints.flowableExpression.list, { query: FIRST_PAGE, body: {}, quiet: true }),
  });
  const listeners = useQuery({
    queryKey: ['flow-modeler-listeners'],
    enabled: mayListListeners,
    queryFn: () => call(endpoints.flowListener.list, { query: FIRST_PAGE, body: {}, quiet: true }),
  });
  const users = useQuery({
    queryKey: ['flow-modeler-users'],
    enabled: mayListUsers,
    queryFn: () => call(endpoints.flowProcess.userOptions, { body: {}, quiet: true }),
  });
  const expressionOptions = (expressions.data?.entities ?? [])
    .filter((row) => row.status && !BUILT_IN.includes(row.expression))
    .map((row) => ({ value: row.expression, label: `${row.expression} · ${row.name}` }));
  return {
    assigneeOptions: [
      ...BUILT_IN.map((value) => ({ value, label: value })),
      ...expressionOptions,
      ...(users.data ?? []).map((user) => ({
        value: user.userName,
        label: `${user.userName} · ${user.name}`,
      })),
    ],
    listenerOptions: (listeners.data?.entities ?? [])
      .filter((row) => row.status)
      .map((row) => ({ value: row.id, label: `${row.name} (${String(row.id)})` })),
  };
};
