// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"device":{"prefersReducedMotion":"reduce"}}}
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { endpoints, FLOW_AUTHORITIES } from '@retail/contract';
import { renderScreen } from '../../../resources/render.test-support';
import {
  bodiesOf,
  ok,
  paged,
  routeFetch,
  routeOf,
} from '../../../resources/route-fetch.test-support';
import { expectToast, setUpScreenTests } from '../../../resources/screen.test-support';
import { financeTask, flowDetail } from '../detail/flow-detail.test-support';
import { TodoScreen } from './todo-screen';

// bpmn-js needs a real browser's SVG layout (the browser test draws it); here the detail's
// composition is checked through what it hands the canvas.
vi.mock('../bpmn/bpmn-viewer', () => ({
  BpmnDiagramViewer: (props: { label: string; marks: { done: string[]; current: string[] } }) => (
    <div
      role="img"
      aria-label={props.label}
      data-testid="flow-diagram"
      data-done={props.marks.done.join(' ')}
      data-current={props.marks.current.join(' ')}
    />
  ),
}));

setUpScreenTests('en', 40_000);

const access = { [FLOW_AUTHORITIES.todoList]: true, [FLOW_AUTHORITIES.todoApprove]: true };
const decision = { task: { ...financeTask, status: 2 }, instance: flowDetail().instance };

const serve = (task = financeTask, myTaskId: number | null = task.id) =>
  routeFetch({
    [routeOf(endpoints.flowProcess.todo)]: () => paged([task]),
    [routeOf(endpoints.flowProcess.detail)]: () => ok(flowDetail({ myTaskId, tasks: [task] })),
    [routeOf(endpoints.flowProcess.approve)]: () => ok(decision),
    [routeOf(endpoints.flowProcess.reject)]: () =>
      ok({ ...decision, task: { ...financeTask, status: 3 } }),
    [routeOf(endpoints.flowProcess.claim)]: () =>
      ok({ ...task, assigneeId: 1, assigneeName: 'Ada' }),
    [routeOf(endpoints.flowProcess.handOver)]: () => ok(task),
    [routeOf(endpoints.flowProcess.userOptions)]: () =>
      ok([
        { id: 9, userName: 'grace', name: 'Grace Hopper' },
        { id: 10, userName: 'linus', name: 'Linus' },
      ]),
  });

/** The input of a control with this test id (antd puts some test ids on a wrapper). */
const inputOf = (testId: string): HTMLInputElement => {
  const control = screen.getByTestId(testId);
  return (
    control.tagName === 'INPUT' ? control : control.querySelector('input')
  ) as HTMLInputElement;
};

const openTask = async () => {
  renderScreen(<TodoScreen />, access);
  await within(await screen.findByTestId('flow-todo-table')).findByText('Finance approval');
  fireEvent.click(screen.getByTestId('flow-handle-77'));
  return screen.findByTestId('flow-decisions');
};

describe('the to-do screen', () => {
  it('shows a task’s process: current step and history in words, the marked diagram, the form data', async () => {
    serve();
    await openTask();
    const detail = screen.getByTestId('flow-detail');
    expect(within(detail).getByTestId('flow-current').textContent).toBe(
      'Finance approval — waiting for grace',
    );
    const diagram = within(detail).getByTestId('flow-diagram');
    expect(diagram.getAttribute('role')).toBe('img');
    expect(diagram.getAttribute('aria-label')).toBe(
      'Diagram of Leave v3. Passed: Start, Manager approval. Current step: Finance approval.',
    );
    expect(diagram.dataset.done).toBe('start f1 manager f2');
    expect(diagram.dataset.current).toBe('finance');
    expect(within(detail).getByTestId('flow-legend').textContent).toContain(
      'Current step: dashed orange outline with ▶',
    );
    const history = within(detail).getByTestId('flow-history');
    expect(within(history).getByTestId('flow-history-approve').textContent).toContain('fine by me');
    expect(within(history).getByTestId('flow-history-transfer').textContent).toContain(
      'Handed over',
    );
    expect(within(history).getByTestId('flow-history-transfer').textContent).toContain('to grace');
    expect(within(detail).getByTestId('flow-detail-form').textContent).toContain('Reasonfamily');
  });

  it('approves with a comment and the form’s values', async () => {
    const requests = serve();
    await openTask();
    const amount = inputOf('flow-approve-field-amount');
    expect(amount.value).toBe('800');
    fireEvent.change(amount, { target: { value: '950' } });
    fireEvent.change(screen.getByTestId('flow-approve-comment'), { target: { value: ' ok ' } });
    fireEvent.click(screen.getByTestId('flow-approve'));
    await expectToast('Approved');
    expect(bodiesOf(requests, endpoints.flowProcess.approve.path)).toEqual([
      { taskId: 77, comment: 'ok', variables: { amount: 950, reason: 'family' } },
    ]);
  });

  it('rejects only with a reason', async () => {
    const requests = serve();
    await openTask();
    fireEvent.click(screen.getByTestId('flow-reject'));
    fireEvent.click(await screen.findByTestId('flow-reject-confirm'));
    expect(await screen.findByText('Say why you reject it')).toBeTruthy();
    expect(bodiesOf(requests, endpoints.flowProcess.reject.path)).toEqual([]);
    fireEvent.change(screen.getByTestId('flow-reject-reason'), {
      target: { value: 'No budget left' },
    });
    fireEvent.click(screen.getByTestId('flow-reject-confirm'));
    await expectToast('Rejected');
    expect(bodiesOf(requests, endpoints.flowProcess.reject.path)).toEqual([
      { taskId: 77, reason: 'No budget left' },
    ]);
  });

  it('hands over to a user picked in the chooser', async () => {
    const requests = serve();
    await openTask();
    fireEvent.click(screen.getByTestId('flow-hand-over'));
    fireEvent.click(await screen.findByTestId('flow-hand-over-confirm'));
    expect(await screen.findByText('Choose the user to hand it to')).toBeTruthy();
    fireEvent.click(screen.getByTestId('flow-hand-over-choose'));
    const chooser = await screen.findByTestId('flow-user-chooser-table');
    fireEvent.click(await within(chooser).findByText('Grace Hopper'));
    fireEvent.click(screen.getByTestId('flow-user-chooser-confirm'));
    await waitFor(() =>
      expect(screen.getByTestId('flow-hand-over-user').textContent).toBe('Grace Hopper (grace)'),
    );
    fireEvent.click(screen.getByTestId('flow-hand-over-delegate'));
    fireEvent.click(screen.getByTestId('flow-hand-over-confirm'));
    await expectToast('Handed over to Grace Hopper');
    expect(bodiesOf(requests, endpoints.flowProcess.handOver.path)).toEqual([
      { taskId: 77, userId: 9, delegate: true, comment: null },
    ]);
  });

  it('lets a candidate claim a task offered to a role, and decide nothing before that', async () => {
    const offered = {
      ...financeTask,
      assigneeId: null,
      assigneeName: null,
      candidates: 'Finance staff',
      claimable: true,
    };
    const requests = serve(offered, null);
    renderScreen(<TodoScreen />, access);
    const table = await screen.findByTestId('flow-todo-table');
    expect(await within(table).findByText('Candidates: Finance staff')).toBeTruthy();
    fireEvent.click(screen.getByTestId('flow-handle-77'));
    const decisions = await screen.findByTestId('flow-decisions');
    expect(within(decisions).queryByTestId('flow-approve')).toBeNull();
    fireEvent.click(within(decisions).getByTestId('flow-claim'));
    await expectToast('The task is yours now');
    expect(bodiesOf(requests, endpoints.flowProcess.claim.path)).toEqual([{ taskId: 77 }]);
  });
});
