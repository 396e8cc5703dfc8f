import { describe, expect, it } from 'vitest';
import { flowFormContentSchema } from '@retail/contract';
import {
  addField,
  addOption,
  contentAccepted,
  contentText,
  emptyBuilder,
  MAX_FIELDS,
  moveField,
  nudgeField,
  nudgeOption,
  openContent,
  previewContent,
  refusalTarget,
  removeField,
  removeOption,
  selectField,
  toFormContent,
  updateField,
  updateOption,
  validateFields,
  withLabelMode,
  type BuilderState,
} from './form-builder-model';

const texts = { label: 'New field', option: (n: number) => `Option ${String(n)}` };

const keys = (state: BuilderState) => state.fields.map((field) => field.key);

/** Text, number, select in that order, the select selected. */
const threeFields = () =>
  ['text', 'number', 'select'].reduce(
    (state, type) => addField(state, type as 'text', texts),
    emptyBuilder(),
  );

describe('the form builder model', () => {
  it('adds fields after the selected one with a free key, selecting the new one', () => {
    let state = threeFields();
    expect(keys(state)).toEqual(['text1', 'number1', 'select1']);
    expect(state.selectedId).toBe(state.fields[2]!.id);
    expect(state.fields[2]!.options.map((option) => option.value)).toEqual(['1']);
    state = selectField(state, state.fields[0]!.id);
    state = addField(state, 'text', texts);
    expect(keys(state)).toEqual(['text1', 'text2', 'number1', 'select1']);
    expect(state.selectedId).toBe(state.fields[1]!.id);
    state = addField(state, 'date', texts, 0);
    expect(keys(state)[0]).toBe('date1');
    const ids = new Set(state.fields.flatMap((f) => [f.id, ...f.options.map((o) => o.id)]));
    expect(ids.size).toBe(6);
  });

  it('adds nothing once the form has its 50 fields', () => {
    let state = emptyBuilder();
    for (let i = 0; i < MAX_FIELDS + 3; i += 1) state = addField(state, 'text', texts);
    expect(state.fields).toHaveLength(MAX_FIELDS);
  });

  it('moves fields to a position or one place, within the list', () => {
    const state = threeFields();
    const [text, , select] = state.fields;
    expect(keys(moveField(state, select!.id, 0))).toEqual(['select1', 'text1', 'number1']);
    expect(keys(moveField(state, text!.id, 99))).toEqual(['number1', 'select1', 'text1']);
    expect(keys(nudgeField(state, text!.id, 1))).toEqual(['number1', 'text1', 'select1']);
    expect(nudgeField(state, text!.id, -1)).toBe(state);
    expect(moveField(state, 'nope', 0)).toBe(state);
  });

  it('removes a field and selects the one now in its place, else the one before', () => {
    let state = threeFields();
    state = selectField(state, state.fields[1]!.id);
    state = removeField(state, state.fields[1]!.id);
    expect(keys(state)).toEqual(['text1', 'select1']);
    expect(state.selectedId).toBe(state.fields[1]!.id);
    state = removeField(state, state.fields[1]!.id);
    expect(state.selectedId).toBe(state.fields[0]!.id);
    state = removeField(state, state.fields[0]!.id);
    expect(state).toEqual({ fields: [], selectedId: null, nextId: state.nextId });
  });

  it('finds what the schema refuses: bad and repeated keys, empty labels, options', () => {
    let state = threeFields();
    const [text, number, select] = state.fields;
    expect(validateFields(state.fields)).toEqual([]);
    state = updateField(state, text!.id, { key: '1abc' });
    state = updateField(state, number!.id, {
      key: 'select1',
      label: withLabelMode(number!.label, true),
    });
    state = updateField(state, number!.id, { label: { ...state.fields[1]!.label, es: ' ' } });
    const option = select!.options[0]!;
    state = addOption(state, select!.id, texts);
    state = updateOption(state, select!.id, state.fields[2]!.options[1]!.id, { value: ' 1 ' });
    expect(validateFields(state.fields)).toEqual([
      { fieldId: text!.id, target: 'key', code: 'keyInvalid' },
      { fieldId: number!.id, target: 'key', code: 'keyDuplicate' },
      { fieldId: number!.id, target: 'label.es', code: 'labelRequired' },
      { fieldId: select!.id, target: 'key', code: 'keyDuplicate' },
      { fieldId: select!.id, target: `option.${option.id}.value`, code: 'optionValueDuplicate' },
      {
        fieldId: select!.id,
        target: `option.${state.fields[2]!.options[1]!.id}.value`,
        code: 'optionValueDuplicate',
      },
    ]);
    state = removeOption(state, select!.id, option.id);
    state = removeOption(state, select!.id, state.fields[2]!.options[0]!.id);
    expect(validateFields([state.fields[2]!])).toEqual([
      { fieldId: select!.id, target: 'options', code: 'optionsEmpty' },
    ]);
  });

  it('writes content the server’s schema accepts and reads it back unchanged', () => {
    let state = emptyBuilder();
    state = addField(state, 'number', texts);
    const amount = state.fields[0]!;
    state = updateField(state, amount.id, {
      key: 'amount',
      required: true,
      label: { perLanguage: true, text: '', zh: '金额', en: 'Amount', es: 'Importe' },
    });
    state = addField(state, 'select', texts);
    const kind = state.fields[1]!;
    state = updateField(state, kind.id, { key: 'kind', label: { ...kind.label, text: ' Kind ' } });
    state = addOption(state, kind.id, texts);
    state = nudgeOption(state, kind.id, state.fields[1]!.options[1]!.id, -1);
    const content = toFormContent(state.fields);
    expect(content).toEqual([
      {
        key: 'amount',
        label: { zh: '金额', en: 'Amount', es: 'Importe' },
        type: 'number',
        required: true,
      },
      {
        key: 'kind',
        label: 'Kind',
        type: 'select',
        options: [
          { value: '2', label: 'Option 2' },
          { value: '1', label: 'Option 1' },
        ],
      },
    ]);
    expect(flowFormContentSchema.safeParse(content).success).toBe(true);
    expect(contentAccepted(state.fields)).toBe(true);
    const reopened = openContent(contentText(state.fields));
    expect(reopened && toFormContent(reopened.fields)).toEqual(content);
  });

  it('keeps number option values numbers and options of a field that is no longer a select apart', () => {
    const opened = openContent(
      JSON.stringify([
        { key: 'level', label: 'Level', type: 'select', options: [{ value: 1, label: 'Low' }] },
      ]),
    )!;
    expect(toFormContent(opened.fields)[0]!.options).toEqual([{ value: 1, label: 'Low' }]);
    const asText = updateField(opened, opened.fields[0]!.id, { type: 'text' });
    expect(toFormContent(asText.fields)[0]).toEqual({ key: 'level', label: 'Level', type: 'text' });
    const back = updateField(asText, opened.fields[0]!.id, { type: 'select' }, texts);
    expect(back.fields[0]!.options).toHaveLength(1);
  });

  it('opens nothing from text that is not a form; an empty content is an empty form', () => {
    expect(openContent('{"not":"a form"}')).toBeNull();
    expect(openContent('[{"key":"1x","label":"X","type":"text"}]')).toBeNull();
    expect(openContent('')?.fields).toEqual([]);
  });

  it('switches a label between one text and per language, carrying the text over', () => {
    const one = { perLanguage: false, text: 'Amount', zh: '', en: '', es: '' };
    const each = withLabelMode(one, true);
    expect(each).toEqual({
      perLanguage: true,
      text: 'Amount',
      zh: 'Amount',
      en: 'Amount',
      es: 'Amount',
    });
    expect(withLabelMode({ ...each, text: '', en: 'Sum' }, false).text).toBe('Sum');
  });

  it('previews every field, standing in for keys not usable yet and empty labels', () => {
    let state = threeFields();
    state = updateField(state, state.fields[1]!.id, {
      key: 'text1',
      label: { ...state.fields[1]!.label, text: '' },
    });
    const preview = previewContent(state.fields, 'en');
    expect(preview.map((field) => field.key)).toEqual([
      'text1',
      `_${state.fields[1]!.id}`,
      'select1',
    ]);
    expect(preview[1]!.label).toBe('text1');
  });

  it('points a refusal of the server at the field and control its reason names', () => {
    const state = threeFields();
    const [text, , select] = state.fields;
    const reason = 'The form content is not a valid form JSON: 0.key: invalid';
    expect(refusalTarget(state.fields, reason)).toEqual({ fieldId: text!.id, target: 'key' });
    expect(refusalTarget(state.fields, 'x: 2.options.0.value: tooLong')).toEqual({
      fieldId: select!.id,
      target: `option.${select!.options[0]!.id}.value`,
    });
    expect(refusalTarget(state.fields, 'x: 2.label: invalid')).toEqual({
      fieldId: select!.id,
      target: 'label',
    });
    expect(refusalTarget(state.fields, 'x: /: duplicate')).toBeNull();
    expect(refusalTarget(state.fields, 'x: 7.key: invalid')).toBeNull();
  });
});
