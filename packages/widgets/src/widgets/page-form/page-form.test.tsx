// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormSubmitOutcome, WidgetAction } from '../../core/actions';
import { renderWidgetForTest } from '../../testing/render-helpers';
import { pageFormSchema } from './page-form.schema';
import { pageFormView } from './page-form.view';

const fields = [
  {
    key: 'name',
    label: { zh: '姓名', en: 'Name', es: 'Nombre' },
    type: 'text',
    required: true,
    options: [],
  },
  { key: 'guests', label: 'Guests', type: 'number', required: false, options: [] },
  {
    key: 'size',
    label: { zh: '尺码', en: 'Size', es: 'Talla' },
    type: 'select',
    required: true,
    options: [
      { value: 's', label: { zh: '小', en: 'Small', es: 'Pequeña' } },
      { value: 2, label: 'Two' },
    ],
  },
];
const props = {
  params: { formId: 7, title: 'Sign up' },
  data: { formName: 'Sign-up form', fields },
};

type Submit = Extract<WidgetAction, { type: 'form-submit' }>;

/** The form's body is a chunk of its own: it shows once loaded. */
const loaded = () => screen.findByRole('button');

describe('page form (a block of custom pages)', () => {
  it('parses its defaults: no form chosen, no fields', () => {
    expect(pageFormSchema.props.parse(pageFormSchema.defaults)).toEqual(pageFormSchema.defaults);
  });

  it('draws the form’s fields in the shopper’s language and checks required ones before sending', async () => {
    const { ctx } = renderWidgetForTest(pageFormView, props, { locale: 'es' });
    await loaded();
    expect(screen.getByRole('heading', { name: 'Sign up' })).toBeTruthy();
    expect(screen.getByLabelText(/Nombre/)).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Pequeña' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(ctx.dispatch).not.toHaveBeenCalled();
    expect(screen.getByText('Nombre es obligatorio')).toBeTruthy();
    expect(screen.getByText('Talla es obligatorio')).toBeTruthy();
  });

  it('sends numbers as numbers and options as their values, then shows the thanks', async () => {
    const { ctx } = renderWidgetForTest(pageFormView, props, { locale: 'en' });
    await loaded();
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: ' Ann ' } });
    fireEvent.change(screen.getByLabelText(/Guests/), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText(/Size/), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const action = ctx.dispatch.mock.calls[0]![0] as Submit;
    expect(action).toMatchObject({
      type: 'form-submit',
      widgetId: 'w1',
      formId: 7,
      values: { name: 'Ann', guests: 3, size: 2 },
    });
    act(() => action.done({ ok: true }));
    expect(screen.getByRole('status').textContent).toBe('Thank you, we have received it.');
  });

  it('shows the server’s refusal on the field it names, else above the button', async () => {
    const { ctx } = renderWidgetForTest(pageFormView, props, { locale: 'en' });
    await loaded();
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Ann' } });
    fireEvent.change(screen.getByLabelText(/Size/), { target: { value: 's' } });
    const send = (outcome: FormSubmitOutcome) => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      const calls = ctx.dispatch.mock.calls;
      act(() => (calls[calls.length - 1]![0] as Submit).done(outcome));
    };
    send({ ok: false, field: 'values.guests', message: 'Guests: not a number' });
    expect(screen.getByText('Guests: not a number')).toBeTruthy();
    expect(screen.getByLabelText(/Guests/).getAttribute('aria-invalid')).toBe('true');
    send({ ok: false, field: null, message: 'The shop could not be reached' });
    expect(screen.getByRole('alert').textContent).toBe('The shop could not be reached');
  });

  it('is drawn but never sent in the builder, and says where its fields come from', async () => {
    const { ctx } = renderWidgetForTest(pageFormView, props, { mode: 'preview' });
    await loaded();
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    ctx.dispatch.mockClear();
    cleanup();
    const empty = renderWidgetForTest(
      pageFormView,
      { params: { formId: 9 } },
      { locale: 'en', mode: 'preview' },
    );
    await loaded();
    expect(empty.container.textContent).toContain(
      'The fields of form #9 show on the published page.',
    );
  });
});
