import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { dateTimeStringSchema, idSchema } from '../api/owned';
import { pageQuerySchema } from '../api/paging';
import { requiredTextOf, textOf } from '../api/text';
import { flowFormContentSchema, flowVariablesSchema } from './flow-form';
import { flowableDefinitionResource } from './flow-definition.resource';
import {
  FLOW_AUTHORITIES,
  FLOW_BUSINESS_TYPES,
  FLOW_COMMENT_TYPES,
  FLOW_INSTANCE_STATUSES,
  FLOW_TASK_STATUSES,
} from './flow-menu';

// Approvals on a BPMN engine (issue 19, docs/approvals.md): deploy a BPMN file as the next
// version of its key, start an instance for a business record, and the tasks' decisions.
// Instances, tasks and their history are owned rows of the starter's organisation; a task is
// also seen by its assignee, its candidates and the owner who delegated it.

/** A BPMN 2.0 XML file is refused above this many characters. */
export const MAX_BPMN_CHARACTERS = 1_000_000;

const AUTH = FLOW_AUTHORITIES;

/** The XML of one deployed definition (the modeler opens it, the viewer draws it). */
export const flowDefinitionXmlSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  version: z.number().int(),
  /** What its instances' end does (the modeler deploys the next version with the same). */
  businessType: z.enum(FLOW_BUSINESS_TYPES),
  xml: z.string(),
});

/** An active definition the caller may start, with its form (the "send" screen). */
export const flowStartableSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  version: z.number().int(),
  categoryName: z.string().nullable(),
  businessType: z.enum(FLOW_BUSINESS_TYPES),
  formName: z.string().nullable(),
  /** The bound form's fields (null: no form). */
  formContent: flowFormContentSchema.nullable(),
});

/** A process instance as the lists show it. */
export const flowInstanceSchema = z.object({
  id: z.number().int(),
  definitionId: z.number().int(),
  definitionKey: z.string(),
  definitionName: z.string(),
  definitionVersion: z.number().int(),
  categoryName: z.string().nullable(),
  businessType: z.enum(FLOW_BUSINESS_TYPES),
  businessKey: z.string().nullable(),
  startUserId: z.number().int(),
  startUserName: z.string(),
  startTime: dateTimeStringSchema,
  endTime: dateTimeStringSchema.nullable(),
  /** 1 running, 2 approved, 3 rejected, 4 cancelled (FLOW_TEXTS.instanceStatus). */
  status: z.union(FLOW_INSTANCE_STATUSES.map((value) => z.literal(value))),
  /** Names of the nodes waiting now, comma-separated ('' when ended). */
  currentNodes: z.string(),
  /** Who they wait for (assignees, or candidates when unclaimed), comma-separated. */
  currentAssignees: z.string(),
  /** Milliseconds from start to end (or to now while running). */
  durationMs: z.number().int().nonnegative(),
});
export type FlowInstance = z.infer<typeof flowInstanceSchema>;

/** A task (todo or finished). */
export const flowTaskSchema = z.object({
  id: z.number().int(),
  instanceId: z.number().int(),
  definitionKey: z.string(),
  definitionName: z.string(),
  definitionVersion: z.number().int(),
  businessType: z.enum(FLOW_BUSINESS_TYPES),
  businessKey: z.string().nullable(),
  /** The BPMN userTask's id (taskDefKey) and name. */
  elementId: z.string(),
  name: z.string(),
  assigneeId: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  /** Set while delegated: the user it goes back to. */
  ownerId: z.number().int().nullable(),
  ownerName: z.string().nullable(),
  /** Who may claim it while unassigned (users, roles, organisation head), as text. */
  candidates: z.string(),
  /** The caller may claim it (a candidate, not yet assigned). */
  claimable: z.boolean(),
  /** 1 waiting, 2 approved, 3 rejected, 4 cancelled (FLOW_TEXTS.taskStatus). */
  status: z.union(FLOW_TASK_STATUSES.map((value) => z.literal(value))),
  startUserName: z.string(),
  createTime: dateTimeStringSchema,
  endTime: dateTimeStringSchema.nullable(),
  /** The comment of the decision that ended it. */
  comment: z.string().nullable(),
});
export type FlowTask = z.infer<typeof flowTaskSchema>;

/** One entry of an instance's history: who did what, when, with which comment and values. */
export const flowHistorySchema = z.object({
  id: z.number().int(),
  taskId: z.number().int().nullable(),
  elementId: z.string().nullable(),
  nodeName: z.string().nullable(),
  type: z.enum(FLOW_COMMENT_TYPES),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  /** For a hand-over: who received it. */
  targetUserName: z.string().nullable(),
  comment: z.string().nullable(),
  formData: flowVariablesSchema.nullable(),
  createTime: dateTimeStringSchema,
});
export type FlowHistoryEntry = z.infer<typeof flowHistorySchema>;

/** An instance with what its detail screen shows. */
export const flowInstanceDetailSchema = z.object({
  instance: flowInstanceSchema,
  xml: z.string(),
  /** BPMN element ids waiting now (lit on the diagram). */
  activeElementIds: z.array(z.string()),
  /** Element ids already passed: events, tasks, gateways and the sequence flows taken. */
  completedElementIds: z.array(z.string()),
  history: z.array(flowHistorySchema),
  /** Its open tasks. */
  tasks: z.array(flowTaskSchema),
  /** The process variables (the start form's and the decisions' values). */
  variables: flowVariablesSchema,
  formName: z.string().nullable(),
  formContent: flowFormContentSchema.nullable(),
  /** The open task the caller may act on now (assignee), else null. */
  myTaskId: z.number().int().nullable(),
});
export type FlowInstanceDetail = z.infer<typeof flowInstanceDetailSchema>;

/** What a decision answers: the task and where the instance went. */
export const flowDecisionSchema = z.object({
  task: flowTaskSchema,
  instance: flowInstanceSchema,
});

const taskBody = z.object({ taskId: idSchema });
const comment = textOf(500, { multiline: true }).nullable().optional();

const listFilter = z.object({
  definitionKey: textOf(64).nullable().optional(),
  businessKey: textOf(64).nullable().optional(),
  name: textOf(100).nullable().optional(),
});

export const flowEndpoints = {
  deploy: defineEndpoint({
    method: 'POST',
    path: '/api/flow/flowable-definition/deploy',
    summary:
      'Deploys a BPMN 2.0 file: parsed by the engine (refused with its reason, naming `xml`, when it does not parse or has no start event); a key deployed before gets its version + 1',
    access: { authority: AUTH.deploy },
    isolation: { owned: 'flow_definition' },
    body: z.object({
      xml: requiredTextOf(MAX_BPMN_CHARACTERS, { multiline: true }),
      /** Default: the process element's name, else its id. */
      name: textOf(100).nullable().optional(),
      categoryId: idSchema.nullable().optional(),
      formId: idSchema.nullable().optional(),
      businessType: z.enum(FLOW_BUSINESS_TYPES, { error: 'invalid' }).optional(),
      /** The organisation that owns it (default the caller's). */
      organId: idSchema.optional(),
    }),
    kind: 'envelope',
    response: flowableDefinitionResource.schemas.record,
  }),
  definitionXml: defineEndpoint({
    method: 'POST',
    path: '/api/flow/flowable-definition/xml',
    summary: 'The BPMN XML of one deployed definition',
    access: { authority: AUTH.definitionList },
    isolation: { owned: 'flow_definition' },
    body: z.object({ id: idSchema }),
    kind: 'envelope',
    response: flowDefinitionXmlSchema,
  }),
  startable: defineEndpoint({
    method: 'POST',
    path: '/api/flow/instance/startable',
    summary:
      'The latest active version of every key the caller may start (defined by their organisation or one above it), with its form',
    access: { authority: AUTH.myProcessStart },
    isolation: { owned: 'flow_definition' },
    body: z.object({ name: textOf(100).nullable().optional() }),
    kind: 'envelope',
    response: z.array(flowStartableSchema),
  }),
  start: defineEndpoint({
    method: 'POST',
    path: '/api/flow/instance/start',
    summary:
      'Starts the latest active version of a key for a business record with the form’s values; answers the instance at its first waiting step',
    access: { authority: AUTH.myProcessStart },
    isolation: { owned: 'flow_definition' },
    body: z.object({
      definitionKey: requiredTextOf(64),
      businessKey: textOf(64).nullable().optional(),
      variables: flowVariablesSchema.optional(),
      comment,
    }),
    kind: 'envelope',
    response: flowInstanceSchema,
  }),
  mine: defineEndpoint({
    method: 'POST',
    path: '/api/flow/instance/mine',
    summary: 'Instances the caller started, newest first, with their current node and assignee',
    access: { authority: AUTH.myProcessList },
    isolation: 'self',
    query: pageQuerySchema,
    body: listFilter.extend({
      status: z
        .union(
          FLOW_INSTANCE_STATUSES.map((value) => z.literal(value)),
          { error: 'invalid' },
        )
        .nullable()
        .optional(),
    }),
    kind: 'paged',
    response: flowInstanceSchema,
  }),
  detail: defineEndpoint({
    method: 'POST',
    path: '/api/flow/instance/detail',
    summary:
      'One instance: its diagram with the active and completed elements, its history (who, what, comment, when, form data), open tasks and variables. Seen by its starter, its tasks’ users, and those who see its organisation’s definitions',
    access: 'session',
    isolation: { owned: 'flow_instance' },
    body: z.object({ id: idSchema }),
    kind: 'envelope',
    response: flowInstanceDetailSchema,
  }),
  stop: defineEndpoint({
    method: 'POST',
    path: '/api/flow/instance/stop',
    summary:
      'The starter stops (revokes) a running instance: its open tasks are cancelled and the business record goes back as rejected',
    access: { authority: AUTH.myProcessStart },
    isolation: { owned: 'flow_instance' },
    body: z.object({ id: idSchema, comment }),
    kind: 'envelope',
    response: flowInstanceSchema,
  }),
  todo: defineEndpoint({
    method: 'POST',
    path: '/api/flow/task/todo',
    summary:
      'Waiting tasks the caller is assignee of, or may claim (a candidate user, a holder of a candidate role, the head of the candidate organisation), newest first',
    access: { authority: AUTH.todoList },
    isolation: 'self',
    query: pageQuerySchema,
    body: listFilter,
    kind: 'paged',
    response: flowTaskSchema,
  }),
  finished: defineEndpoint({
    method: 'POST',
    path: '/api/flow/task/finished',
    summary: 'Tasks the caller decided (approved or rejected), newest first',
    access: { authority: AUTH.finishedList },
    isolation: 'self',
    query: pageQuerySchema,
    body: listFilter,
    kind: 'paged',
    response: flowTaskSchema,
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/api/flow/task/approve',
    summary:
      'The assignee approves a task with a comment and the form’s values; the flow moves on (a delegated task goes back to its owner). Not the assignee: 403; already decided: 409',
    access: { authority: AUTH.todoApprove },
    isolation: { owned: 'flow_task' },
    body: taskBody.extend({ comment, variables: flowVariablesSchema.optional() }),
    kind: 'envelope',
    response: flowDecisionSchema,
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/api/flow/task/reject',
    summary:
      'The assignee rejects a task with a reason (required): the instance ends rejected and its business record goes back with the reason',
    access: { authority: AUTH.todoApprove },
    isolation: { owned: 'flow_task' },
    body: taskBody.extend({ reason: requiredTextOf(500, { multiline: true }) }),
    kind: 'envelope',
    response: flowDecisionSchema,
  }),
  handOver: defineEndpoint({
    method: 'POST',
    path: '/api/flow/task/hand-over',
    summary:
      'The assignee hands a task to another user of the tenant: transferred (theirs from now), or delegated (`delegate`: they approve and it comes back to the owner)',
    access: { authority: AUTH.todoApprove },
    isolation: { owned: 'flow_task' },
    body: taskBody.extend({ userId: idSchema, delegate: z.boolean().optional(), comment }),
    kind: 'envelope',
    response: flowTaskSchema,
  }),
  claim: defineEndpoint({
    method: 'POST',
    path: '/api/flow/task/claim',
    summary: 'A candidate claims an unassigned task: it becomes theirs (409 once someone has it)',
    access: { authority: AUTH.todoApprove },
    isolation: { owned: 'flow_task' },
    body: taskBody,
    kind: 'envelope',
    response: flowTaskSchema,
  }),
  userOptions: defineEndpoint({
    method: 'POST',
    path: '/api/flow/task/user-options',
    summary: 'Users of the caller’s scope to hand a task over to (enabled, at most 50 by name)',
    access: { authority: AUTH.todoApprove },
    isolation: { owned: 'user' },
    body: z.object({ name: textOf(64).nullable().optional() }),
    kind: 'envelope',
    response: z.array(z.object({ id: z.number().int(), userName: z.string(), name: z.string() })),
  }),
} as const;
