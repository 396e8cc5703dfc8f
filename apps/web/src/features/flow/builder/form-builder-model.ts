import {
  FLOW_FORM_FIELD_TYPES,
  type FlowFormContent,
  type FlowFormField,
  type FlowFormFieldType,
  flowFormContentSchema,
  type Locale,
} from '@retail/contract';
import { parseFormContent } from '../form/flow-form-model';

// The form builder's model (tool/build, docs/approvals.md "Form builder"): the fields of a task
// form as the builder edits them, the edits (add, move, remove, change), the problems the
// server's flowFormContentSchema would refuse, and the way to and from `formContent`.
// Pure functions over plain data: every edit returns a new state.

export const FIELD_TYPES: readonly FlowFormFieldType[] = FLOW_FORM_FIELD_TYPES;
export const LANGUAGES = ['zh', 'en', 'es'] as const satisfies readonly Locale[];

/** A field's key: what the schema allows (a process variable's name). */
export const KEY_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
/** The schema's limits: fields per form, options per select, characters per label and value. */
export const MAX_FIELDS = 50;
export const MAX_OPTIONS = 100;
export const MAX_LABEL = 100;
/** The record's formContent holds at most this many characters. */
export const MAX_CONTENT = 60_000;

/** A label as edited: one text for every language, or one per language (zh, en, es). */
export type LabelDraft = {
  perLanguage: boolean;
  text: string;
  zh: string;
  en: string;
  es: string;
};

/** A select's choice; `numeric` keeps a number value a number (as the form had it). */
export type OptionDraft = { id: string; value: string; numeric: boolean; label: LabelDraft };

export type FieldDraft = {
  /** The builder's own id (keys change while typing, this one does not). */
  id: string;
  key: string;
  type: FlowFormFieldType;
  required: boolean;
  label: LabelDraft;
  /** Kept when the type changes away from select and back; written only for a select. */
  options: OptionDraft[];
};

export type BuilderState = {
  fields: FieldDraft[];
  selectedId: string | null;
  /** The next builder id. */
  nextId: number;
};

export const emptyBuilder = (): BuilderState => ({ fields: [], selectedId: null, nextId: 1 });

export const labelDraft = (text: string): LabelDraft => ({
  perLanguage: false,
  text,
  zh: '',
  en: '',
  es: '',
});

const labelDraftOf = (label: FlowFormField['label']): LabelDraft =>
  typeof label === 'string'
    ? labelDraft(label)
    : { perLanguage: true, text: '', zh: label.zh, en: label.en, es: label.es };

/** A label in one language as the preview and the canvas show it ('' when not given yet). */
export const labelTextIn = (label: LabelDraft, locale: Locale): string =>
  (label.perLanguage ? label[locale] : label.text).trim();

/** Switches a label between one text and per language, carrying the text it has over. */
export const withLabelMode = (label: LabelDraft, perLanguage: boolean): LabelDraft => {
  if (perLanguage === label.perLanguage) return label;
  if (perLanguage)
    return {
      ...label,
      perLanguage,
      zh: label.zh || label.text,
      en: label.en || label.text,
      es: label.es || label.text,
    };
  return { ...label, perLanguage, text: label.text || label.en || label.zh || label.es };
};

/** The first free key `<type><n>` (number1, select2 …). */
export const freeKey = (fields: readonly FieldDraft[], type: FlowFormFieldType): string => {
  const taken = new Set(fields.map((field) => field.key));
  let n = 1;
  while (taken.has(`${type}${String(n)}`)) n += 1;
  return `${type}${String(n)}`;
};

/** Texts a new field starts with, in the operator's language. */
export type NewFieldTexts = { label: string; option: (n: number) => string };

/**
 * Adds a field of this type at `at` (default: after the selected field, else last) and selects
 * it. A select starts with one option. Nothing changes when the form is full.
 */
export const addField = (
  state: BuilderState,
  type: FlowFormFieldType,
  texts: NewFieldTexts,
  at?: number,
): BuilderState => {
  if (state.fields.length >= MAX_FIELDS) return state;
  let nextId = state.nextId;
  const id = `f${String(nextId++)}`;
  const options: OptionDraft[] =
    type === 'select'
      ? [
          {
            id: `o${String(nextId++)}`,
            value: '1',
            numeric: false,
            label: labelDraft(texts.option(1)),
          },
        ]
      : [];
  const field: FieldDraft = {
    id,
    key: freeKey(state.fields, type),
    type,
    required: false,
    label: labelDraft(texts.label),
    options,
  };
  const selected = state.fields.findIndex((f) => f.id === state.selectedId);
  const position = Math.max(
    0,
    Math.min(at ?? (selected < 0 ? state.fields.length : selected + 1), state.fields.length),
  );
  const fields = [...state.fields];
  fields.splice(position, 0, field);
  return { fields, selectedId: id, nextId };
};

/** Moves a field to position `to` (clamped), as the canvas's buttons, keys and drag do. */
export const moveField = (state: BuilderState, id: string, to: number): BuilderState => {
  const from = state.fields.findIndex((field) => field.id === id);
  if (from < 0) return state;
  const target = Math.max(0, Math.min(to, state.fields.length - 1));
  if (target === from) return state;
  const fields = [...state.fields];
  const [moved] = fields.splice(from, 1);
  fields.splice(target, 0, moved!);
  return { ...state, fields };
};

/** Moves a field one place up (-1) or down (+1). */
export const nudgeField = (state: BuilderState, id: string, delta: -1 | 1): BuilderState => {
  const from = state.fields.findIndex((field) => field.id === id);
  return from < 0 ? state : moveField(state, id, from + delta);
};

/** Removes a field; the selection goes to the field now in its place (else the one before). */
export const removeField = (state: BuilderState, id: string): BuilderState => {
  const at = state.fields.findIndex((field) => field.id === id);
  if (at < 0) return state;
  const fields = state.fields.filter((field) => field.id !== id);
  const selectedId =
    state.selectedId === id
      ? (fields[Math.min(at, fields.length - 1)]?.id ?? null)
      : state.selectedId;
  return { ...state, fields, selectedId };
};

export const selectField = (state: BuilderState, id: string | null): BuilderState =>
  id === null || state.fields.some((field) => field.id === id)
    ? { ...state, selectedId: id }
    : state;

/** Changes a field's key, type, required or label. A select without options gets one. */
export const updateField = (
  state: BuilderState,
  id: string,
  patch: Partial<Pick<FieldDraft, 'key' | 'type' | 'required' | 'label'>>,
  texts?: Pick<NewFieldTexts, 'option'>,
): BuilderState => {
  let nextId = state.nextId;
  const fields = state.fields.map((field) => {
    if (field.id !== id) return field;
    const next = { ...field, ...patch };
    if (next.type === 'select' && next.options.length === 0 && texts)
      next.options = [
        {
          id: `o${String(nextId++)}`,
          value: '1',
          numeric: false,
          label: labelDraft(texts.option(1)),
        },
      ];
    return next;
  });
  return { ...state, fields, nextId };
};

const withOptions = (
  state: BuilderState,
  fieldId: string,
  change: (options: OptionDraft[]) => OptionDraft[],
): BuilderState => ({
  ...state,
  fields: state.fields.map((field) =>
    field.id === fieldId ? { ...field, options: change(field.options) } : field,
  ),
});

/** Adds an option (value = the first free number) to a select. */
export const addOption = (
  state: BuilderState,
  fieldId: string,
  texts: Pick<NewFieldTexts, 'option'>,
): BuilderState => {
  const field = state.fields.find((f) => f.id === fieldId);
  if (!field || field.options.length >= MAX_OPTIONS) return state;
  const taken = new Set(field.options.map((option) => option.value.trim()));
  let n = field.options.length + 1;
  while (taken.has(String(n))) n += 1;
  const option: OptionDraft = {
    id: `o${String(state.nextId)}`,
    value: String(n),
    numeric: false,
    label: labelDraft(texts.option(n)),
  };
  return {
    ...withOptions(state, fieldId, (options) => [...options, option]),
    nextId: state.nextId + 1,
  };
};

export const updateOption = (
  state: BuilderState,
  fieldId: string,
  optionId: string,
  patch: Partial<Pick<OptionDraft, 'value' | 'label'>>,
): BuilderState =>
  withOptions(state, fieldId, (options) =>
    options.map((option) => (option.id === optionId ? { ...option, ...patch } : option)),
  );

export const removeOption = (
  state: BuilderState,
  fieldId: string,
  optionId: string,
): BuilderState =>
  withOptions(state, fieldId, (options) => options.filter((option) => option.id !== optionId));

export const nudgeOption = (
  state: BuilderState,
  fieldId: string,
  optionId: string,
  delta: -1 | 1,
): BuilderState =>
  withOptions(state, fieldId, (options) => {
    const from = options.findIndex((option) => option.id === optionId);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= options.length) return options;
    const next = [...options];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    return next;
  });

/** What a problem is about: a field's key, its label (a language), its options, or one option. */
export type ProblemTarget =
  | 'key'
  | 'label'
  | `label.${(typeof LANGUAGES)[number]}`
  | 'options'
  | `option.${string}.value`
  | `option.${string}.label`;

export type ProblemCode =
  | 'keyInvalid'
  | 'keyDuplicate'
  | 'labelRequired'
  | 'labelTooLong'
  | 'optionsEmpty'
  | 'optionValueRequired'
  | 'optionValueTooLong'
  | 'optionValueDuplicate'
  | 'tooManyOptions';

export type Problem = { fieldId: string; target: ProblemTarget; code: ProblemCode };

const labelProblems = (
  label: LabelDraft,
  fieldId: string,
  target: (language?: (typeof LANGUAGES)[number]) => ProblemTarget,
): Problem[] => {
  const check = (text: string, at: ProblemTarget): Problem[] =>
    text.trim() === ''
      ? [{ fieldId, target: at, code: 'labelRequired' }]
      : text.trim().length > MAX_LABEL
        ? [{ fieldId, target: at, code: 'labelTooLong' }]
        : [];
  return label.perLanguage
    ? LANGUAGES.flatMap((language) => check(label[language], target(language)))
    : check(label.text, target());
};

/**
 * Everything the server would refuse (flowFormContentSchema), per field and control, plus what a
 * select needs to be usable: at least one option, values given and distinct.
 */
export const validateFields = (fields: readonly FieldDraft[]): Problem[] =>
  fields.flatMap((field) => {
    const problems: Problem[] = [];
    if (!KEY_PATTERN.test(field.key))
      problems.push({ fieldId: field.id, target: 'key', code: 'keyInvalid' });
    else if (fields.some((other) => other !== field && other.key === field.key))
      problems.push({ fieldId: field.id, target: 'key', code: 'keyDuplicate' });
    problems.push(
      ...labelProblems(field.label, field.id, (language) =>
        language ? `label.${language}` : 'label',
      ),
    );
    if (field.type !== 'select') return problems;
    if (field.options.length === 0)
      problems.push({ fieldId: field.id, target: 'options', code: 'optionsEmpty' });
    if (field.options.length > MAX_OPTIONS)
      problems.push({ fieldId: field.id, target: 'options', code: 'tooManyOptions' });
    for (const option of field.options) {
      const value = option.value.trim();
      const at = `option.${option.id}.value` as const;
      if (value === '')
        problems.push({ fieldId: field.id, target: at, code: 'optionValueRequired' });
      else if (value.length > MAX_LABEL)
        problems.push({ fieldId: field.id, target: at, code: 'optionValueTooLong' });
      else if (field.options.some((other) => other !== option && other.value.trim() === value))
        problems.push({ fieldId: field.id, target: at, code: 'optionValueDuplicate' });
      // An option's label is one control whichever language is missing.
      problems.push(...labelProblems(option.label, field.id, () => `option.${option.id}.label`));
    }
    return problems;
  });

const labelOut = (label: LabelDraft): FlowFormField['label'] =>
  label.perLanguage
    ? { zh: label.zh.trim(), en: label.en.trim(), es: label.es.trim() }
    : label.text.trim();

const optionValueOut = (option: OptionDraft): string | number => {
  const value = option.value.trim();
  return option.numeric && value !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
};

const fieldOut = (field: FieldDraft): FlowFormField => ({
  key: field.key,
  label: labelOut(field.label),
  type: field.type,
  ...(field.required ? { required: true } : {}),
  ...(field.type === 'select'
    ? {
        options: field.options.map((option) => ({
          value: optionValueOut(option),
          label: labelOut(option.label),
        })),
      }
    : {}),
});

/** The form's content as the record keeps it (call once validateFields finds nothing). */
export const toFormContent = (fields: readonly FieldDraft[]): FlowFormContent =>
  fields.map(fieldOut);

/** The `formContent` text saved in the record. */
export const contentText = (fields: readonly FieldDraft[]): string =>
  JSON.stringify(toFormContent(fields));

/** Whether the content passes the server's own schema (and fits in the record). */
export const contentAccepted = (fields: readonly FieldDraft[]): boolean => {
  const text = contentText(fields);
  return text.length <= MAX_CONTENT && flowFormContentSchema.safeParse(JSON.parse(text)).success;
};

/** A builder on a form's content, nothing selected. */
export const fromFormContent = (content: FlowFormContent): BuilderState => {
  let nextId = 1;
  const fields = content.map((field): FieldDraft => {
    const id = `f${String(nextId++)}`;
    return {
      id,
      key: field.key,
      type: field.type,
      required: field.required ?? false,
      label: labelDraftOf(field.label),
      options: (field.options ?? []).map((option) => ({
        id: `o${String(nextId++)}`,
        value: String(option.value),
        numeric: typeof option.value === 'number',
        label: labelDraftOf(option.label),
      })),
    };
  });
  return { fields, selectedId: null, nextId };
};

/** A builder on a record's `formContent` text; null when it is not a valid form. */
export const openContent = (text: string | null | undefined): BuilderState | null => {
  const content = parseFormContent(text);
  return content === null ? null : fromFormContent(content);
};

/**
 * What the preview renders: the fields as the form would be, a key that is not usable yet (bad
 * or taken twice) replaced by a stand-in so each field still shows, an empty label by the key.
 */
export const previewContent = (fields: readonly FieldDraft[], locale: Locale): FlowFormContent => {
  const seen = new Set<string>();
  return fields.map((field) => {
    const usable = KEY_PATTERN.test(field.key) && !seen.has(field.key);
    const key = usable ? field.key : `_${field.id}`;
    seen.add(key);
    const shown = (label: LabelDraft, fallback: string) => labelTextIn(label, locale) || fallback;
    return {
      key,
      label: shown(field.label, field.key || key),
      type: field.type,
      required: field.required,
      ...(field.type === 'select'
        ? {
            options: field.options.map((option) => ({
              value: option.value.trim(),
              label: shown(option.label, option.value.trim() || '—'),
            })),
          }
        : {}),
    };
  });
};

/**
 * Where a refusal of the server's form check points: its reason names the path
 * (`2.key: invalid`, `1.options.0.label: …`); the field at that position and the control.
 * Null when it names no field of the form (then it is shown for the whole form).
 */
export const refusalTarget = (
  fields: readonly FieldDraft[],
  reason: string,
): { fieldId: string; target: ProblemTarget } | null => {
  const match =
    /(?:^|[\s:;(])(\d+)\.(key|label|type|required|options)(?:\.(\d+)\.(value|label))?/.exec(reason);
  if (!match) return null;
  const field = fields[Number(match[1])];
  if (!field) return null;
  const [, , property, optionIndex, optionProperty] = match;
  if (property === 'options' && optionIndex !== undefined) {
    const option = field.options[Number(optionIndex)];
    if (option)
      return {
        fieldId: field.id,
        target: `option.${option.id}.${optionProperty as 'value' | 'label'}`,
      };
    return { fieldId: field.id, target: 'options' };
  }
  if (property === 'label')
    return { fieldId: field.id, target: field.label.perLanguage ? 'label.en' : 'label' };
  if (property === 'options') return { fieldId: field.id, target: 'options' };
  return { fieldId: field.id, target: 'key' };
};
