import type { EndpointFixture, RowContext } from './fixture-helpers';
import { registryRows } from './registry-fixtures';

// The approvals' rows and attacks (issue 19, docs/approvals.md): a definition of the target's
// organisation with a running instance, its task and history; every call aimed at them.

const PAGE = { pageSize: 20, pageNum: 1 };
const TIME = '2026-11-23 10:00:00';

/** A process an attacker could deploy (it parses; the owner named is the target's). */
const PROCESS = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" id="d" targetNamespace="x">
  <process id="planted" isExecutable="true">
    <startEvent id="s" /><sequenceFlow id="f1" sourceRef="s" targetRef="t" />
    <userTask id="t" name="T" flowable:assignee="\${INITIATOR}" />
    <sequenceFlow id="f2" sourceRef="t" targetRef="e" /><endEvent id="e" />
  </process>
</definitions>`;

export const flowRows: Record<string, (context: RowContext) => Record<string, unknown>> = {
  ...registryRows('flowableCategory'),
  ...registryRows('flowableTaskForm'),
  ...registryRows('flowableExpression'),
  ...registryRows('flowListener'),
  ...registryRows('flowableDefinition'),
  flow_instance: ({ marker, rows }) => ({
    definitionId: rows.flow_definition?.id,
    businessType: 'general',
    businessKey: marker,
    startUserId: rows.user?.id,
    startUserName: marker,
    startTime: TIME,
    startMs: 0,
    status: 1,
    variables: '{}',
    activeElements: '["t"]',
    completedElements: '[]',
    currentNodes: marker,
  }),
  flow_task: ({ marker, rows }) => ({
    instanceId: rows.flow_instance?.id,
    elementId: 't',
    name: marker,
    assigneeId: rows.user?.id,
    candidates: '',
    status: 1,
    createTime: TIME,
  }),
  flow_history: ({ marker, rows }) => ({
    instanceId: rows.flow_instance?.id,
    type: 'start',
    comment: marker,
    createTime: TIME,
  }),
};

const byId = (
  name: string,
  extra: (rows: Record<string, { id: number }>) => object = () => ({}),
): EndpointFixture => ({
  request: ({ row, rows }) => ({ body: { [name]: row.id, ...extra(rows) } }),
});
const mine: EndpointFixture = { request: () => ({ query: PAGE, body: {} }) };

export const flowFixtures = (): Record<string, EndpointFixture> => ({
  'POST /api/flow/flowable-definition/deploy': {
    request: ({ organ }) => ({ body: { xml: PROCESS, organId: organ.id } }),
  },
  'POST /api/flow/flowable-definition/xml': byId('id'),
  'POST /api/flow/instance/startable': { request: () => ({ body: {} }), answer: 'own-data' },
  'POST /api/flow/instance/start': {
    request: ({ row }) => ({ body: { definitionKey: row.key } }),
  },
  'POST /api/flow/instance/mine': mine,
  'POST /api/flow/task/todo': mine,
  'POST /api/flow/task/finished': mine,
  'POST /api/flow/instance/detail': byId('id'),
  'POST /api/flow/instance/stop': byId('id'),
  'POST /api/flow/task/approve': byId('taskId'),
  'POST /api/flow/task/reject': byId('taskId', () => ({ reason: 'stolen' })),
  'POST /api/flow/task/hand-over': byId('taskId', (rows) => ({ userId: rows.user?.id })),
  'POST /api/flow/task/claim': byId('taskId'),
  'POST /api/flow/task/user-options': { request: () => ({ body: {} }), answer: 'own-data' },
});
