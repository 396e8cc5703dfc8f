import { FLOWABLE_ATTRIBUTES, FLOWABLE_LISTENERS } from './flow-moddle';

/** What the side form needs of a moddle object (bpmn-moddle's elements have all of it). */
export type ModdleObject = {
  $type: string;
  id?: string;
  name?: string;
  get: (name: string) => unknown;
};

/** A shape or connection of the diagram, as bpmn-js's element registry holds it. */
export type DiagramElement = {
  id: string;
  type: string;
  businessObject: ModdleObject;
  labelTarget?: unknown;
};

/** The part of bpmn-js's `modeling` service the side form uses. */
export type Modeling = {
  updateProperties: (element: DiagramElement, properties: Record<string, unknown>) => void;
};

/** The part of bpmn-js's `moddle` service the side form uses. */
export type Moddle = {
  create: (type: string, attributes?: Record<string, unknown>) => unknown;
};

/** What the side form edits for the selected element. */
export type ElementKind = 'process' | 'userTask' | 'sequenceFlow' | 'other';

export const kindOf = (element: DiagramElement): ElementKind => {
  switch (element.type) {
    case 'bpmn:Process':
      return 'process';
    case 'bpmn:UserTask':
      return 'userTask';
    case 'bpmn:SequenceFlow':
      return 'sequenceFlow';
    default:
      return 'other';
  }
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export type TaskValues = {
  name: string;
  assignee: string;
  candidateUsers: string;
  candidateGroups: string;
  formKey: string;
};

type TaskAttribute = keyof typeof FLOWABLE_ATTRIBUTES;
const TASK_ATTRIBUTES = Object.keys(FLOWABLE_ATTRIBUTES) as TaskAttribute[];

/** A user task's name and the engine's attributes of who it goes to and which form it shows. */
export const readTask = (task: ModdleObject): TaskValues => ({
  name: text(task.name),
  ...(Object.fromEntries(
    TASK_ATTRIBUTES.map((key) => [key, text(task.get(FLOWABLE_ATTRIBUTES[key]))]),
  ) as Omit<TaskValues, 'name'>),
});

/**
 * The properties to update for the values the form holds: only what changed, trimmed, an empty
 * value removing its attribute (so the XML carries no `flowable:assignee=""`).
 */
export const taskChanges = (before: TaskValues, after: TaskValues): Record<string, unknown> => {
  const changes: Record<string, unknown> = {};
  const name = after.name.trim();
  if (name !== before.name) changes.name = name || undefined;
  for (const key of TASK_ATTRIBUTES) {
    const value = after[key].trim();
    if (value !== before[key]) changes[FLOWABLE_ATTRIBUTES[key]] = value || undefined;
  }
  return changes;
};

/** Writes the form's values on a user task through `modeling` (one undoable command). */
export const writeTask = (modeling: Modeling, element: DiagramElement, values: TaskValues) => {
  const changes = taskChanges(readTask(element.businessObject), values);
  if (Object.keys(changes).length > 0) modeling.updateProperties(element, changes);
};

/** A sequence flow's name and condition (the body of its `conditionExpression`). */
export type FlowValues = { name: string; condition: string };

export const readFlow = (flow: ModdleObject): FlowValues => {
  const expression = flow.get('conditionExpression') as ModdleObject | undefined;
  return { name: text(flow.name), condition: text(expression?.get('body')) };
};

/**
 * Writes a sequence flow's name and condition: a condition becomes a `bpmn:FormalExpression`
 * (`${amount > 1000}`), an empty one removes the expression, so the flow is taken always.
 */
export const writeFlow = (
  modeling: Modeling,
  moddle: Moddle,
  element: DiagramElement,
  values: FlowValues,
) => {
  const before = readFlow(element.businessObject);
  const changes: Record<string, unknown> = {};
  const name = values.name.trim();
  if (name !== before.name) changes.name = name || undefined;
  const condition = values.condition.trim();
  if (condition !== before.condition)
    changes.conditionExpression = condition
      ? moddle.create('bpmn:FormalExpression', { body: condition })
      : undefined;
  if (Object.keys(changes).length > 0) modeling.updateProperties(element, changes);
};

/**
 * The process's key (its id: a new deployment of the same key is its next version), name and
 * the ids of the listeners it names.
 */
export type ProcessValues = { key: string; name: string; listeners: number[] };

/** An XML name: what the engine accepts as a process key. */
export const PROCESS_KEY = /^[A-Za-z_][\w.-]{0,63}$/;

export const readProcess = (process: ModdleObject): ProcessValues => ({
  key: text(process.id),
  name: text(process.name),
  listeners: text(process.get(FLOWABLE_LISTENERS))
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0),
});

export const writeProcess = (
  modeling: Modeling,
  element: DiagramElement,
  values: ProcessValues,
) => {
  const before = readProcess(element.businessObject);
  const changes: Record<string, unknown> = {};
  const key = values.key.trim();
  if (key !== before.key && PROCESS_KEY.test(key)) changes.id = key;
  const name = values.name.trim();
  if (name !== before.name) changes.name = name || undefined;
  const listeners = [...new Set(values.listeners)].join(',');
  if (listeners !== before.listeners.join(','))
    changes[FLOWABLE_LISTENERS] = listeners || undefined;
  if (Object.keys(changes).length > 0) modeling.updateProperties(element, changes);
};

/** The kinds of element a keyboard user can pick from the list beside the canvas. */
const PICKABLE = /^bpmn:(\w*Task|\w*Event|\w*Gateway|SequenceFlow|SubProcess|CallActivity)$/;

export type PickableElement = { id: string; type: string; name: string };

/** The diagram's elements in a stable order (shapes before flows, then by id), labels excluded. */
export const pickableElements = (elements: readonly DiagramElement[]): PickableElement[] =>
  elements
    .filter((element) => !element.labelTarget && PICKABLE.test(element.type))
    .map((element) => ({
      id: element.id,
      type: element.type,
      name: text(element.businessObject.name),
    }))
    .sort(
      (a, b) =>
        Number(a.type === 'bpmn:SequenceFlow') - Number(b.type === 'bpmn:SequenceFlow') ||
        a.id.localeCompare(b.id),
    );
