// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"device":{"prefersReducedMotion":"reduce"}}}
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { endpoints, flowableTaskFormResource } from '@retail/contract';
import { renderScreen } from '../../../resources/render.test-support';
import {
  bodiesOf,
  ok,
  paged,
  refused,
  routeFetch,
  routeOf,
} from '../../../resources/route-fetch.test-support';
import { expectToast, setUpScreenTests } from '../../../resources/screen.test-support';
import { FormBuilderScreen } from './form-builder-screen';
import { TaskFormScreen } from './task-form-screen';

setUpScreenTests('en', 90_000);

const codes = flowableTaskFormResource.codes;
const access = { [codes.list]: true, [codes.edit]: true };
const EDIT = endpoints.flowableTaskForm.edit;

const leave = {
  id: 5,
  formName: 'Leave',
  remark: 'HR',
  organId: 10,
  formContent: JSON.stringify([
    { key: 'days', label: { zh: '天数', en: 'Days', es: 'Días' }, type: 'number', required: true },
    { key: 'reason', label: 'Reason', type: 'textarea' },
  ]),
};

const serve = (
  edit: () => ReturnType<typeof ok> | ReturnType<typeof refused> = () => ok({ ...leave, id: 9 }),
) =>
  routeFetch({
    [routeOf(endpoints.flowableTaskForm.queryForList)]: () => ok([leave]),
    [routeOf(endpoints.flowableTaskForm.list)]: () => paged([leave]),
    [routeOf(EDIT)]: edit,
  });

const fieldRows = () => screen.queryAllByTestId('form-builder-field');
const keysOnCanvas = () => fieldRows().map((row) => row.dataset.key);
const change = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the form builder', () => {
  it('builds a form from the palette, edits, orders and previews it, and saves it as a task form', async () => {
    const requests = serve(() => ok({ ...leave, id: 9, formName: 'Expenses' }));
    renderScreen(<FormBuilderScreen />, access, '/tool/build/index');
    await screen.findByTestId('form-builder');

    fireEvent.click(screen.getByRole('button', { name: 'Add a Number field' }));
    expect(keysOnCanvas()).toEqual(['number1']);
    change('form-builder-key', 'amount');
    change('form-builder-label', 'Amount');
    fireEvent.click(screen.getByTestId('form-builder-required'));
    fireEvent.click(screen.getByTestId('form-builder-add-select'));
    fireEvent.click(screen.getByTestId('form-builder-add-text'));
    expect(keysOnCanvas()).toEqual(['amount', 'select1', 'text1']);

    // The text field, selected, moves up by keyboard, then is removed by keyboard.
    const text = screen.getByTestId('form-builder-select-2');
    fireEvent.keyDown(text, { key: 'ArrowUp', altKey: true });
    expect(keysOnCanvas()).toEqual(['amount', 'text1', 'select1']);
    fireEvent.keyDown(screen.getByTestId('form-builder-select-1'), { key: 'Delete' });
    expect(keysOnCanvas()).toEqual(['amount', 'select1']);
    // The select, now selected, goes first with its button, and back.
    fireEvent.click(screen.getByRole('button', { name: 'Move Choice up' }));
    expect(keysOnCanvas()).toEqual(['select1', 'amount']);
    fireEvent.click(screen.getByRole('button', { name: 'Move Choice down' }));

    // The select's properties: key, a label per language, two options.
    fireEvent.click(screen.getByTestId('form-builder-select-1'));
    change('form-builder-key', 'kind');
    fireEvent.click(
      within(screen.getByTestId('form-builder-label-mode')).getByText('Per language'),
    );
    change('form-builder-label-zh', '类型');
    change('form-builder-label-en', 'Kind');
    change('form-builder-label-es', 'Tipo');
    change('form-builder-option-value-0', 'travel');
    change('form-builder-option-label-0', 'Travel');
    fireEvent.click(screen.getByTestId('form-builder-option-add'));
    change('form-builder-option-value-1', 'meals');
    change('form-builder-option-label-1', 'Meals');

    // The preview renders the form as approvals do, in English.
    const preview = screen.getByTestId('form-builder-preview');
    expect(within(preview).getByText('Amount')).toBeTruthy();
    expect(within(preview).getByText('Kind')).toBeTruthy();
    expect(within(preview).getByTestId('form-builder-preview-field-amount')).toBeTruthy();

    fireEvent.click(screen.getByTestId('form-builder-save-as'));
    fireEvent.click(await screen.findByTestId('form-builder-save-as-ok'));
    expect(await screen.findByText('Give the form a name')).toBeTruthy();
    change('form-builder-form-name', ' Expenses ');
    fireEvent.click(screen.getByTestId('form-builder-save-as-ok'));
    await expectToast('Saved “Expenses”');
    const [body] = bodiesOf(requests, EDIT.path) as Array<Record<string, unknown>>;
    expect(body).toEqual({ formName: 'Expenses', formContent: expect.any(String), remark: null });
    expect(JSON.parse(String(body!.formContent))).toEqual([
      { key: 'amount', label: 'Amount', type: 'number', required: true },
      {
        key: 'kind',
        label: { zh: '类型', en: 'Kind', es: 'Tipo' },
        type: 'select',
        options: [
          { value: 'travel', label: 'Travel' },
          { value: 'meals', label: 'Meals' },
        ],
      },
    ]);
    // The builder is on the new record now.
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/tool/build/index?id=9'),
    );
    expect(await screen.findByText('Form builder: Expenses')).toBeTruthy();
    expect(screen.getByTestId('form-builder-save')).toBeTruthy();
  });

  it('opens a task form, saves back to it, and shows the server’s refusal on the field it names', async () => {
    let answer: ReturnType<typeof ok> | ReturnType<typeof refused> = refused(
      'The form content is not a valid form JSON: 1.key: invalid',
      'formContent',
    );
    const requests = serve(() => answer);
    renderScreen(<FormBuilderScreen />, access, '/tool/build/index?id=5');
    expect(await screen.findByText('Form builder: Leave')).toBeTruthy();
    // Its number is what a custom page's Form block names.
    expect(screen.getByTestId('form-builder-page-use').textContent).toMatch(/^Form number 5: /);
    expect(keysOnCanvas()).toEqual(['days', 'reason']);
    expect(within(screen.getByTestId('form-builder-preview')).getByText('Days')).toBeTruthy();

    fireEvent.click(screen.getByTestId('form-builder-save'));
    expect(await screen.findByTestId('form-builder-refusal')).toBeTruthy();
    // The second field is selected, its key shows the reason.
    expect((screen.getByTestId('form-builder-key') as HTMLInputElement).value).toBe('reason');
    expect(
      screen.getAllByText('The form content is not a valid form JSON: 1.key: invalid').length,
    ).toBeGreaterThanOrEqual(2);

    answer = ok(leave);
    change('form-builder-key', 'why');
    expect(screen.queryByTestId('form-builder-refusal')).toBeNull();
    fireEvent.click(screen.getByTestId('form-builder-save'));
    await expectToast('Saved “Leave”');
    const bodies = bodiesOf(requests, EDIT.path) as Array<Record<string, unknown>>;
    expect(bodies[1]).toMatchObject({ id: 5, formName: 'Leave', remark: 'HR' });
    expect(JSON.parse(String(bodies[1]!.formContent))[1]).toEqual({
      key: 'why',
      label: 'Reason',
      type: 'textarea',
    });
  });

  it('saves nothing while a field has problems, and points at them', async () => {
    const requests = serve();
    renderScreen(<FormBuilderScreen />, access, '/tool/build/index');
    await screen.findByTestId('form-builder');
    fireEvent.click(screen.getByTestId('form-builder-add-text'));
    fireEvent.click(screen.getByTestId('form-builder-add-text'));
    change('form-builder-key', 'text1');
    expect(screen.getByText('Another field has this key.')).toBeTruthy();
    expect(within(screen.getByTestId('form-builder-problems')).getAllByRole('button')).toHaveLength(
      2,
    );
    fireEvent.click(screen.getByTestId('form-builder-save-as'));
    await expectToast('Fix the problems marked before saving');
    expect(screen.queryByTestId('form-builder-save-as-ok')).toBeNull();
    expect(bodiesOf(requests, EDIT.path)).toEqual([]);
  });

  it('offers no saving without the task forms’ edit authority', async () => {
    serve();
    renderScreen(<FormBuilderScreen />, { [codes.list]: true }, '/tool/build/index?id=5');
    await screen.findByText('Form builder: Leave');
    expect(screen.queryByTestId('form-builder-save')).toBeNull();
    expect(screen.queryByTestId('form-builder-save-as')).toBeNull();
  });
});

describe('the task form list', () => {
  it('opens the builder on a row with its “Design” button', async () => {
    serve();
    renderScreen(<TaskFormScreen />, access, '/flowableTaskForm/index');
    fireEvent.click(await screen.findByRole('button', { name: 'Design Leave' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/tool/build/index?id=5'),
    );
  });
});
