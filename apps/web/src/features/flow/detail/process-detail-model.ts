import {
  FLOW_TEXTS,
  type FlowHistoryEntry,
  type FlowInstanceDetail,
  type Locale,
} from '@retail/contract';
import type { DiagramMarks } from '../bpmn/bpmn-viewer';
import { type FormDataRow, formDataRows } from '../form/flow-form-model';

/** A BPMN element's name and kind, read from the diagram's XML. */
export type DiagramNode = {
  id: string;
  name: string;
  kind: 'task' | 'event' | 'gateway' | 'flow' | 'other';
};

const kindOfTag = (tag: string): DiagramNode['kind'] => {
  if (/Task$/.test(tag) || tag === 'subProcess' || tag === 'callActivity') return 'task';
  if (/Event$/.test(tag)) return 'event';
  if (/Gateway$/.test(tag)) return 'gateway';
  if (tag === 'sequenceFlow') return 'flow';
  return 'other';
};

/** The named elements of a BPMN document by id (nothing when it does not parse). */
export const diagramNodes = (xml: string): Map<string, DiagramNode> => {
  const nodes = new Map<string, DiagramNode>();
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  if (document.getElementsByTagName('parsererror').length > 0) return nodes;
  for (const element of Array.from(document.getElementsByTagName('*'))) {
    const id = element.getAttribute('id');
    if (!id || element.namespaceURI !== 'http://www.omg.org/spec/BPMN/20100524/MODEL') continue;
    nodes.set(id, {
      id,
      name: element.getAttribute('name') ?? '',
      kind: kindOfTag(element.localName),
    });
  }
  return nodes;
};

/** A step waiting now: its node and who it waits for. */
export type CurrentStep = { elementId: string; name: string; waitingFor: string };

/** One entry of the history timeline, in the user's language. */
export type TimelineEntry = {
  id: number;
  type: FlowHistoryEntry['type'];
  /** What happened: 通过, Rejected, Transferido… */
  action: string;
  who: string;
  /** The node it happened at (empty for the instance's own events). */
  node: string;
  /** Who received a hand-over. */
  target: string;
  comment: string;
  when: string;
  form: FormDataRow[];
};

export type ProcessDetailView = {
  title: string;
  status: string;
  running: boolean;
  marks: DiagramMarks;
  /** Names of the steps already passed (tasks and events), in the diagram's words. */
  passed: string[];
  current: CurrentStep[];
  timeline: TimelineEntry[];
  form: FormDataRow[];
};

const STEP_KINDS: ReadonlySet<DiagramNode['kind']> = new Set(['task', 'event', 'gateway']);

/**
 * What a process detail shows, from the server's answer: the marks on the diagram (passed and
 * current), the same in words (the diagram's text alternative), the history as a timeline with
 * each decision's form values, and the instance's form data labelled by its form.
 */
export const processDetailView = (
  detail: FlowInstanceDetail,
  locale: Locale,
): ProcessDetailView => {
  const nodes = diagramNodes(detail.xml);
  const nameOf = (id: string) => nodes.get(id)?.name || id;
  const fields = detail.formContent ?? [];
  const active = new Set(detail.activeElementIds);
  const done = detail.completedElementIds.filter((id) => !active.has(id));
  const current: CurrentStep[] = detail.activeElementIds.map((elementId) => {
    const tasks = detail.tasks.filter((task) => task.elementId === elementId);
    const waitingFor = tasks
      .map((task) => task.assigneeName ?? task.candidates)
      .filter((who) => who)
      .join(', ');
    return { elementId, name: tasks[0]?.name || nameOf(elementId), waitingFor };
  });
  const { instance } = detail;
  return {
    title: `${instance.definitionName} v${String(instance.definitionVersion)}`,
    status: FLOW_TEXTS.instanceStatus[`${instance.status}`][locale],
    running: instance.status === 1,
    marks: { done, current: detail.activeElementIds },
    passed: done.filter((id) => STEP_KINDS.has(nodes.get(id)?.kind ?? 'other')).map(nameOf),
    current,
    timeline: detail.history.map((entry) => ({
      id: entry.id,
      type: entry.type,
      action: FLOW_TEXTS.commentType[entry.type][locale],
      who: entry.userName ?? '',
      node: entry.nodeName ?? (entry.elementId ? nameOf(entry.elementId) : ''),
      target: entry.targetUserName ?? '',
      comment: entry.comment ?? '',
      when: entry.createTime,
      form: entry.formData ? formDataRows(fields, entry.formData, locale) : [],
    })),
    form: formDataRows(fields, detail.variables, locale),
  };
};

/** A duration in its two largest units: [[2, 'd'], [3, 'h']]; under a minute in seconds. */
export type DurationUnit = 'd' | 'h' | 'min' | 's';

export const durationParts = (ms: number): Array<[number, DurationUnit]> => {
  const seconds = Math.floor(Math.max(0, ms) / 1000);
  if (seconds < 60) return [[seconds, 's']];
  const units: Array<[number, DurationUnit]> = [
    [Math.floor(seconds / 86_400), 'd'],
    [Math.floor((seconds % 86_400) / 3600), 'h'],
    [Math.floor((seconds % 3600) / 60), 'min'],
  ];
  const first = units.findIndex(([value]) => value > 0);
  return units.slice(first, first + 2).filter(([value], index) => index === 0 || value > 0);
};
