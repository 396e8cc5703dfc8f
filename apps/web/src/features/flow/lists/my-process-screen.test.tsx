// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"device":{"prefersReducedMotion":"reduce"}}}
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { endpoints, FLOW_AUTHORITIES } from '@retail/contract';
import { setLocale } from '../../../lib/i18n';
import { renderScreen } from '../../../resources/render.test-support';
import {
  bodiesOf,
  ok,
  paged,
  routeFetch,
  routeOf,
} from '../../../resources/route-fetch.test-support';
import { expectToast, openSelect, setUpScreenTests } from '../../../resources/screen.test-support';
import { flowDetail } from '../detail/flow-detail.test-support';
import { MyProcessScreen } from './my-process-screen';

setUpScreenTests('en', 40_000);

const access = {
  [FLOW_AUTHORITIES.myProcessList]: true,
  [FLOW_AUTHORITIES.myProcessStart]: true,
};

const leave = {
  id: 9,
  key: 'leave',
  name: 'Leave',
  version: 3,
  categoryName: null,
  businessType: 'general',
  formName: 'Leave form',
  formContent: [
    {
      key: 'days',
      label: { zh: '天数', en: 'Days', es: 'Días' },
      type: 'number',
      required: true,
    },
    { key: 'reason', label: { zh: '事由', en: 'Reason', es: 'Motivo' }, type: 'textarea' },
    {
      key: 'kind',
      label: { zh: '类型', en: 'Kind', es: 'Tipo' },
      type: 'select',
      options: [
        { value: 'annual', label: { zh: '年假', en: 'Annual', es: 'Anual' } },
        { value: 'sick', label: { zh: '病假', en: 'Sick', es: 'Enfermedad' } },
      ],
    },
  ],
};

const inputOf = (testId: string): HTMLInputElement => {
  const control = screen.getByTestId(testId);
  return (
    control.tagName === 'INPUT' || control.tagName === 'TEXTAREA'
      ? control
      : control.querySelector('input')
  ) as HTMLInputElement;
};

const serve = () =>
  routeFetch({
    [routeOf(endpoints.flowProcess.mine)]: () =>
      paged([{ ...flowDetail().instance, durationMs: 93_784_000 }]),
    [routeOf(endpoints.flowProcess.startable)]: () =>
      ok([leave, { ...leave, id: 10, key: 'trip', name: 'Trip', formContent: null }]),
    [routeOf(endpoints.flowProcess.start)]: () => ok(flowDetail().instance),
    [routeOf(endpoints.flowProcess.stop)]: () => ok({ ...flowDetail().instance, status: 4 }),
  });

describe('my processes', () => {
  it('lists what I started with its current step, assignee, duration and status', async () => {
    serve();
    renderScreen(<MyProcessScreen />, access);
    const table = await screen.findByTestId('flow-my-process-table');
    const row = (await within(table).findByText('Leave')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('v3');
    expect(row.textContent).toContain('Finance approval');
    expect(row.textContent).toContain('grace');
    expect(row.textContent).toContain('1 d 2 h');
    expect(row.textContent).toContain('Running');
  });

  it('starts a process with its form rendered from the form content, required fields checked', async () => {
    const requests = serve();
    renderScreen(<MyProcessScreen />, access);
    fireEvent.click(await screen.findByTestId('flow-send'));
    await screen.findByTestId('flow-start-definition');
    openSelect('flow-start-definition');
    fireEvent.click(await screen.findByText('Leave (v3)'));
    expect(await screen.findByLabelText('Days')).toBeTruthy();
    expect(screen.getByLabelText('Reason').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Kind')).toBeTruthy();

    fireEvent.click(screen.getByTestId('flow-start-submit'));
    expect(await screen.findByText('Days is required')).toBeTruthy();
    expect(bodiesOf(requests, endpoints.flowProcess.start.path)).toEqual([]);

    fireEvent.change(inputOf('flow-start-field-days'), { target: { value: '3' } });
    fireEvent.change(inputOf('flow-start-field-reason'), { target: { value: 'family' } });
    openSelect('flow-start-field-kind');
    fireEvent.click(await screen.findByText('Sick'));
    fireEvent.change(inputOf('flow-start-business-key'), { target: { value: ' LV-7 ' } });
    fireEvent.click(screen.getByTestId('flow-start-submit'));
    await expectToast('Started “Leave”');
    expect(bodiesOf(requests, endpoints.flowProcess.start.path)).toEqual([
      {
        definitionKey: 'leave',
        businessKey: 'LV-7',
        comment: null,
        variables: { days: 3, reason: 'family', kind: 'sick' },
      },
    ]);
  });

  it('says when a process has no form, in the user’s language', async () => {
    serve();
    await setLocale('zh');
    renderScreen(<MyProcessScreen />, access);
    fireEvent.click(await screen.findByTestId('flow-send'));
    await screen.findByTestId('flow-start-definition');
    openSelect('flow-start-definition');
    fireEvent.click(await screen.findByText('Trip (v3)'));
    expect(await screen.findByText('该流程没有表单。')).toBeTruthy();
  });

  it('stops a running process after asking', async () => {
    const requests = serve();
    renderScreen(<MyProcessScreen />, access);
    fireEvent.click(await screen.findByTestId('flow-stop-41'));
    fireEvent.click(await screen.findByTestId('flow-stop-confirm'));
    await expectToast('The process was stopped');
    expect(bodiesOf(requests, endpoints.flowProcess.stop.path)).toEqual([{ id: 41 }]);
  });

  it('offers neither start nor stop without the start authority', async () => {
    serve();
    renderScreen(<MyProcessScreen />, { [FLOW_AUTHORITIES.myProcessList]: true });
    await within(await screen.findByTestId('flow-my-process-table')).findByText('Leave');
    await waitFor(() => expect(screen.queryByTestId('flow-send')).toBeNull());
    expect(screen.queryByTestId('flow-stop-41')).toBeNull();
  });
});
