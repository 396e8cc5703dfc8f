import { describe, expect, it } from 'vitest';
import { BpmnModdle } from 'bpmn-moddle';
import { newDiagramXml, newProcessKey } from './bpmn-template';
import {
  type DiagramElement,
  kindOf,
  type ModdleObject,
  type Modeling,
  pickableElements,
  readFlow,
  readProcess,
  readTask,
  writeFlow,
  writeProcess,
  writeTask,
} from './element-properties';
import { flowableModdle } from './flow-moddle';

const names = { process: 'Leave <request>', start: 'Start', task: 'Approve', end: 'End' };

/** The template parsed the way the modeler parses it, with bpmn-js's updateProperties semantics. */
const load = async () => {
  const moddle = new BpmnModdle({ flowable: flowableModdle });
  const { rootElement: definitions, elementsById } = await moddle.fromXML(
    newDiagramXml('leave', names),
  );
  const element = (id: string): DiagramElement => {
    const businessObject = elementsById[id] as ModdleObject;
    return { id, type: businessObject.$type, businessObject };
  };
  const calls: Array<Record<string, unknown>> = [];
  const modeling: Modeling = {
    updateProperties: (target, properties) => {
      calls.push(properties);
      const object = target.businessObject as ModdleObject & {
        set: (k: string, v: unknown) => void;
      };
      for (const [key, value] of Object.entries(properties)) object.set(key, value);
    },
  };
  const xml = async () => (await moddle.toXML(definitions, { format: true })).xml;
  return { moddle, element, modeling, calls, xml, elementsById };
};

describe('the BPMN template', () => {
  it('opens as one process with a start event, a user task and an end event in a row', async () => {
    const { element, elementsById } = await load();
    expect(readProcess(element('leave').businessObject)).toEqual({
      key: 'leave',
      name: 'Leave <request>',
      listeners: [],
    });
    expect(Object.values(elementsById).map((e) => e.$type)).toEqual(
      expect.arrayContaining(['bpmn:StartEvent', 'bpmn:UserTask', 'bpmn:EndEvent']),
    );
    expect(readTask(element('UserTask_1').businessObject).name).toBe('Approve');
  });

  it('makes process keys the engine accepts', () => {
    expect(newProcessKey(() => 0)).toBe('process_aaaaaa');
    expect(newProcessKey()).toMatch(/^process_[a-z]{6}$/);
  });
});

describe('editing a user task', () => {
  it('writes the assignee and candidates as flowable attributes, and removes emptied ones', async () => {
    const { element, modeling, calls, xml } = await load();
    const task = element('UserTask_1');
    expect(kindOf(task)).toBe('userTask');
    writeTask(modeling, task, {
      ...readTask(task.businessObject),
      name: ' Manager approval ',
      assignee: '',
      candidateUsers: 'ada, grace',
      candidateGroups: ' 3 ',
    });
    expect(calls).toEqual([
      {
        name: 'Manager approval',
        'flowable:assignee': undefined,
        'flowable:candidateUsers': 'ada, grace',
        'flowable:candidateGroups': '3',
      },
    ]);
    const saved = await xml();
    expect(saved).toContain('name="Manager approval"');
    expect(saved).toContain('flowable:candidateUsers="ada, grace"');
    expect(saved).toContain('flowable:candidateGroups="3"');
    expect(saved).not.toContain('flowable:assignee');
    expect(readTask(task.businessObject)).toMatchObject({ assignee: '', candidateGroups: '3' });
  });

  it('sends no command when nothing changed', async () => {
    const { element, modeling, calls } = await load();
    const task = element('UserTask_1');
    writeTask(modeling, task, readTask(task.businessObject));
    expect(calls).toEqual([]);
  });
});

describe('editing a sequence flow', () => {
  it('sets a condition as a formal expression and clears it again', async () => {
    const { element, modeling, moddle, xml } = await load();
    const flow = element('Flow_2');
    expect(kindOf(flow)).toBe('sequenceFlow');
    writeFlow(modeling, moddle, flow, { name: 'large', condition: '${amount > 1000}' });
    expect(readFlow(flow.businessObject)).toEqual({ name: 'large', condition: '${amount > 1000}' });
    expect(await xml()).toMatch(
      /<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\$\{amount &gt; 1000\}<\/bpmn:conditionExpression>/,
    );
    writeFlow(modeling, moddle, flow, { name: 'large', condition: '  ' });
    expect(readFlow(flow.businessObject).condition).toBe('');
    expect(await xml()).not.toContain('conditionExpression');
  });
});

describe('editing the process', () => {
  it('renames the key only to a valid XML name', async () => {
    const { element, modeling, calls } = await load();
    const process = element('leave');
    writeProcess(modeling, process, { key: '1 bad', name: 'Leave', listeners: [] });
    expect(calls).toEqual([{ name: 'Leave' }]);
    writeProcess(modeling, process, { key: 'leave_v2', name: 'Leave', listeners: [] });
    expect(readProcess(process.businessObject)).toMatchObject({ key: 'leave_v2', name: 'Leave' });
  });

  it('names its listeners by id on the process element, and drops the attribute when none', async () => {
    const { element, modeling, xml } = await load();
    const process = element('leave');
    writeProcess(modeling, process, { key: 'leave', name: 'Leave', listeners: [5, 3, 5] });
    expect(readProcess(process.businessObject).listeners).toEqual([5, 3]);
    expect(await xml()).toMatch(/<bpmn:process id="leave"[^>]* flowable:listeners="5,3"/);
    writeProcess(modeling, process, { key: 'leave', name: 'Leave', listeners: [] });
    expect(await xml()).not.toContain('flowable:listeners');
  });
});

describe('the element list beside the canvas', () => {
  it('lists shapes before flows and leaves labels and the process out', async () => {
    const { element } = await load();
    const ids = ['leave', 'Flow_2', 'UserTask_1', 'StartEvent_1', 'Flow_1', 'EndEvent_1'];
    const label = { ...element('UserTask_1'), id: 'UserTask_1_label', labelTarget: {} };
    expect(pickableElements([...ids.map(element), label]).map((e) => e.id)).toEqual([
      'EndEvent_1',
      'StartEvent_1',
      'UserTask_1',
      'Flow_1',
      'Flow_2',
    ]);
  });
});
