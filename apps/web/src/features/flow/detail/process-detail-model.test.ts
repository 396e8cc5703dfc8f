// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { diagramNodes, durationParts, processDetailView } from './process-detail-model';
import { flowDetail } from './flow-detail.test-support';

describe('the names on a diagram', () => {
  it('reads each BPMN element’s name and kind by id', () => {
    const nodes = diagramNodes(flowDetail().xml);
    expect(nodes.get('manager')).toEqual({ id: 'manager', name: 'Manager approval', kind: 'task' });
    expect(nodes.get('start')?.kind).toBe('event');
    expect(nodes.get('f2')?.kind).toBe('flow');
    expect(diagramNodes('<not xml').size).toBe(0);
  });
});

describe('a process detail', () => {
  it('marks passed elements and the current step, and says them in words', () => {
    const view = processDetailView(flowDetail(), 'en');
    expect(view.title).toBe('Leave v3');
    expect(view.status).toBe('Running');
    expect(view.marks).toEqual({ done: ['start', 'f1', 'manager', 'f2'], current: ['finance'] });
    // Flows are marked on the canvas but not named in the text alternative.
    expect(view.passed).toEqual(['Start', 'Manager approval']);
    expect(view.current).toEqual([
      { elementId: 'finance', name: 'Finance approval', waitingFor: 'grace' },
    ]);
  });

  it('lists the history with the action in the user’s language and each decision’s values', () => {
    const view = processDetailView(flowDetail(), 'zh');
    expect(
      view.timeline.map((entry) => [entry.action, entry.who, entry.node, entry.comment]),
    ).toEqual([
      ['发起', 'ada', '', ''],
      ['通过', 'admin', 'Manager approval', 'fine by me'],
      ['转办', 'admin', 'Finance approval', ''],
    ]);
    expect(view.timeline[2]?.target).toBe('grace');
    expect(view.timeline[1]?.form).toEqual([{ key: 'amount', label: '金额', value: '800' }]);
    expect(view.form).toEqual([
      { key: 'amount', label: '金额', value: '800' },
      { key: 'reason', label: '事由', value: 'family' },
    ]);
  });

  it('says an ended process has no current step', () => {
    const detail = flowDetail();
    const ended = processDetailView(
      {
        ...detail,
        instance: { ...detail.instance, status: 3, endTime: '2026-11-25 12:00:00' },
        activeElementIds: [],
        tasks: [],
      },
      'es',
    );
    expect(ended).toMatchObject({ running: false, status: 'Rechazado', current: [] });
    expect(ended.marks.current).toEqual([]);
  });
});

describe('durations', () => {
  it('keeps the two largest units', () => {
    expect(durationParts(12_400)).toEqual([[12, 's']]);
    expect(durationParts(5 * 60_000 + 3000)).toEqual([[5, 'min']]);
    expect(durationParts(2 * 86_400_000 + 3 * 3_600_000 + 59_000)).toEqual([
      [2, 'd'],
      [3, 'h'],
    ]);
    expect(durationParts(86_400_000 + 60_000)).toEqual([[1, 'd']]);
  });
});
