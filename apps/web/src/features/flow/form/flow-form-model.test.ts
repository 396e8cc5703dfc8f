import { describe, expect, it } from 'vitest';
import type { FlowFormContent } from '@retail/contract';
import { formDataRows, labelIn, parseFormContent, variablesOf } from './flow-form-model';

const fields: FlowFormContent = [
  {
    key: 'amount',
    label: { zh: '金额', en: 'Amount', es: 'Importe' },
    type: 'number',
    required: true,
  },
  { key: 'reason', label: 'Reason', type: 'textarea' },
  { key: 'day', label: 'Day', type: 'date' },
  {
    key: 'kind',
    label: 'Kind',
    type: 'select',
    options: [
      { value: 'a', label: { zh: '年假', en: 'Annual', es: 'Anual' } },
      { value: 2, label: 'Sick' },
    ],
  },
  { key: 'note', label: 'Note', type: 'text' },
];

describe('a task form’s content', () => {
  it('reads the server’s JSON list of fields', () => {
    expect(parseFormContent(JSON.stringify(fields))).toEqual(fields);
    expect(parseFormContent('')).toEqual([]);
  });

  it('refuses text that is not such a form', () => {
    expect(parseFormContent('{not json')).toBeNull();
    expect(
      parseFormContent(JSON.stringify([{ key: '1x', label: 'Bad', type: 'text' }])),
    ).toBeNull();
    expect(parseFormContent(JSON.stringify([{ key: 'a', label: 'A', type: 'colour' }]))).toBeNull();
  });

  it('labels in the user’s language, or the one text given for all', () => {
    expect(labelIn(fields[0]!.label, 'zh')).toBe('金额');
    expect(labelIn(fields[1]!.label, 'es')).toBe('Reason');
  });
});

describe('the variables a start or an approval sends', () => {
  it('sends every field: trimmed text, numbers as numbers, empty ones as null', () => {
    expect(
      variablesOf(fields, {
        amount: 1200,
        reason: '  two lines\nhere ',
        day: '2026-11-25',
        kind: 2,
        note: '   ',
      }),
    ).toEqual({
      amount: 1200,
      reason: '  two lines\nhere ',
      day: '2026-11-25',
      kind: 2,
      note: null,
    });
    expect(variablesOf(fields, {})).toEqual({
      amount: null,
      reason: null,
      day: null,
      kind: null,
      note: null,
    });
  });
});

describe('the form data a detail shows', () => {
  it('labels values by the form, option values by their label, in the form’s order', () => {
    expect(
      formDataRows(fields, { kind: 'a', amount: 1200, INITIATOR: 'ada', note: null }, 'zh'),
    ).toEqual([
      { key: 'amount', label: '金额', value: '1200' },
      { key: 'kind', label: 'Kind', value: '年假' },
      { key: 'note', label: 'Note', value: '' },
      { key: 'INITIATOR', label: 'INITIATOR', value: 'ada' },
    ]);
  });
});
