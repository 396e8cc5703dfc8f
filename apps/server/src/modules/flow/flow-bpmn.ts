import { BpmnModdle } from 'bpmn-moddle';
import { Engine } from 'bpmn-engine';
import { AppError } from '../../lib/app-error';
import { expressionProblem } from './flow-expression';

// A BPMN 2.0 file as the approvals read it (docs/approvals.md): parsed by bpmn-moddle (the
// engine's own parser) with the `flowable:` task attributes, refused with the parser's reason
// when it does not parse, has no process or no start event, or names an expression that does
// not read; then loaded by the engine, whose refusal is answered too.

export const FLOWABLE_URI = 'http://flowable.org/bpmn';

/** The `flowable:` attributes of a user task (the console's modeler writes the same). */
const flowableDescriptor = {
  name: 'Flowable',
  uri: FLOWABLE_URI,
  prefix: 'flowable',
  xml: { tagAlias: 'lowerCase' },
  associations: [],
  types: [
    {
      name: 'Assignable',
      extends: ['bpmn:UserTask'],
      isAbstract: true,
      properties: [
        { name: 'assignee', isAttr: true, type: 'String' },
        { name: 'candidateUsers', isAttr: true, type: 'String' },
        { name: 'candidateGroups', isAttr: true, type: 'String' },
        { name: 'formKey', isAttr: true, type: 'String' },
      ],
    },
    {
      name: 'Listening',
      extends: ['bpmn:Process'],
      isAbstract: true,
      properties: [{ name: 'listeners', isAttr: true, type: 'String' }],
    },
  ],
};

/** Who a user task goes to, as written on it. */
export type UserTaskRule = {
  id: string;
  name: string;
  assignee: string | null;
  candidateUsers: string | null;
  candidateGroups: string | null;
  /** A task form's id of its own (else the definition's form). */
  formId: number | null;
};

export type ProcessModel = {
  processId: string;
  processName: string | null;
  userTasks: Map<string, UserTaskRule>;
  /** Element names by id (history and lists show them). */
  names: Map<string, string>;
  /** Listener ids the process names (`flowable:listeners="3,5"`). */
  listenerIds: number[];
};

type Element = {
  $type: string;
  id: string;
  name?: string;
  assignee?: string;
  candidateUsers?: string;
  candidateGroups?: string;
  formKey?: string;
  listeners?: string;
  flowElements?: Element[];
  conditionExpression?: { body?: string };
};

const invalid = (reason: string) =>
  new AppError(400, 'flow.bpmnInvalid', { field: 'xml', values: { reason } });

const firstLine = (text: string) => text.split('\n')[0]?.trim() ?? text;

const moddle = () => new BpmnModdle({ flowable: flowableDescriptor });

/** The process of a BPMN file, or a 400 naming `xml` with the parser's reason. */
export const parseProcess = async (xml: string): Promise<ProcessModel> => {
  let root: { rootElements?: Element[] };
  try {
    const parsed = await moddle().fromXML(xml);
    root = parsed.rootElement as unknown as { rootElements?: Element[] };
  } catch (error) {
    const warnings = (error as { warnings?: { message: string }[] }).warnings ?? [];
    throw invalid(firstLine(warnings[0]?.message ?? (error as Error).message));
  }
  const process = root.rootElements?.find((element) => element.$type === 'bpmn:Process');
  if (!process) throw new AppError(400, 'flow.noProcess', { field: 'xml' });
  const elements = process.flowElements ?? [];
  if (!elements.some((element) => element.$type === 'bpmn:StartEvent'))
    throw new AppError(400, 'flow.noStartEvent', {
      field: 'xml',
      values: { process: process.name ?? process.id },
    });
  const userTasks = new Map<string, UserTaskRule>();
  const names = new Map<string, string>();
  for (const element of elements) {
    names.set(element.id, element.name ?? element.id);
    const condition = element.conditionExpression?.body;
    const problem = condition ? expressionProblem(condition) : null;
    if (problem) throw invalid(`${element.id}: ${problem}`);
    if (element.$type !== 'bpmn:UserTask') continue;
    const formId = element.formKey?.trim() ? Number(element.formKey) : null;
    if (formId !== null && !(Number.isSafeInteger(formId) && formId > 0))
      throw invalid(`${element.id}: flowable:formKey "${element.formKey}" is not a form id`);
    userTasks.set(element.id, {
      id: element.id,
      name: element.name ?? element.id,
      assignee: element.assignee?.trim() || null,
      candidateUsers: element.candidateUsers?.trim() || null,
      candidateGroups: element.candidateGroups?.trim() || null,
      formId,
    });
  }
  const listenerIds = (process.listeners ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
    .map(Number);
  if (listenerIds.some((id) => !Number.isSafeInteger(id) || id <= 0))
    throw invalid(`flowable:listeners "${process.listeners}" is not a list of listener ids`);
  return {
    processId: process.id,
    processName: process.name ?? null,
    userTasks,
    names,
    listenerIds,
  };
};

/** The engine loads the file too; what it refuses is answered with its reason. */
export const checkWithEngine = async (xml: string): Promise<void> => {
  try {
    const engine = new Engine({ name: 'deploy-check', source: xml });
    await engine.getDefinitions();
  } catch (error) {
    throw invalid(firstLine((error as Error).message));
  }
};

/** Parsed processes by definition id: a deployed version never changes. */
export const createModelCache = (limit = 500) => {
  const models = new Map<number, ProcessModel>();
  return async (definitionId: number, xml: () => Promise<string>): Promise<ProcessModel> => {
    const known = models.get(definitionId);
    if (known) return known;
    const model = await parseProcess(await xml());
    if (models.size >= limit) models.delete(models.keys().next().value as number);
    models.set(definitionId, model);
    return model;
  };
};
