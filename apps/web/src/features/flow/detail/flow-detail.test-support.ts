import type { FlowInstanceDetail, FlowTask } from '@retail/contract';

/** A two-step leave process: the manager approved, finance (handed over to grace) waits. */
export const LEAVE_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="d" targetNamespace="t">
  <bpmn:process id="leave" name="Leave" isExecutable="true">
    <bpmn:startEvent id="start" name="Start" />
    <bpmn:userTask id="manager" name="Manager approval" />
    <bpmn:userTask id="finance" name="Finance approval" />
    <bpmn:endEvent id="end" name="End" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="manager" />
    <bpmn:sequenceFlow id="f2" sourceRef="manager" targetRef="finance" />
    <bpmn:sequenceFlow id="f3" sourceRef="finance" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;

const instance: FlowInstanceDetail['instance'] = {
  id: 41,
  definitionId: 9,
  definitionKey: 'leave',
  definitionName: 'Leave',
  definitionVersion: 3,
  categoryName: null,
  businessType: 'general',
  businessKey: 'LV-7',
  startUserId: 5,
  startUserName: 'ada',
  startTime: '2026-11-25 09:00:00',
  endTime: null,
  status: 1,
  currentNodes: 'Finance approval',
  currentAssignees: 'grace',
  durationMs: 3_600_000,
};

export const financeTask: FlowTask = {
  id: 77,
  instanceId: 41,
  definitionKey: 'leave',
  definitionName: 'Leave',
  definitionVersion: 3,
  businessType: 'general',
  businessKey: 'LV-7',
  elementId: 'finance',
  name: 'Finance approval',
  assigneeId: 8,
  assigneeName: 'grace',
  ownerId: null,
  ownerName: null,
  candidates: '',
  claimable: false,
  status: 1,
  startUserName: 'ada',
  createTime: '2026-11-25 09:30:00',
  endTime: null,
  comment: null,
};

export const flowDetail = (overrides: Partial<FlowInstanceDetail> = {}): FlowInstanceDetail => ({
  instance,
  xml: LEAVE_XML,
  activeElementIds: ['finance'],
  completedElementIds: ['start', 'f1', 'manager', 'f2'],
  history: [
    {
      id: 1,
      taskId: null,
      elementId: null,
      nodeName: null,
      type: 'start',
      userId: 5,
      userName: 'ada',
      targetUserName: null,
      comment: null,
      formData: null,
      createTime: '2026-11-25 09:00:00',
    },
    {
      id: 2,
      taskId: 76,
      elementId: 'manager',
      nodeName: 'Manager approval',
      type: 'approve',
      userId: 1,
      userName: 'admin',
      targetUserName: null,
      comment: 'fine by me',
      formData: { amount: 800 },
      createTime: '2026-11-25 09:30:00',
    },
    {
      id: 3,
      taskId: 77,
      elementId: 'finance',
      nodeName: null,
      type: 'transfer',
      userId: 1,
      userName: 'admin',
      targetUserName: 'grace',
      comment: null,
      formData: null,
      createTime: '2026-11-25 09:40:00',
    },
  ],
  tasks: [financeTask],
  variables: { amount: 800, reason: 'family' },
  formName: 'Leave form',
  formContent: [
    {
      key: 'amount',
      label: { zh: '金额', en: 'Amount', es: 'Importe' },
      type: 'number',
      required: true,
    },
    { key: 'reason', label: { zh: '事由', en: 'Reason', es: 'Motivo' }, type: 'textarea' },
  ],
  myTaskId: null,
  ...overrides,
});
