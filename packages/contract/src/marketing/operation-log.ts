import type { Locale } from '../i18n/locale';
import { textChoice } from '../renovation/catalogue/catalogue-fields';
import { defineResource } from '../registry/define-resource';
import { choice, integer, text } from '../registry/fields';
import { MARKETING_DIRECTORY } from './marketing-menu';

// An operation-records screen of marketing (docs/marketing.md): the state log's rows of some
// resources (the steps they write: the staff's and the clock's), newest first, read only, with
// the resources' titles, the steps' words and the states' words in each language.

type Titled = { key: string; labels: Record<Locale, { title: string }> };

type LogDeclaration<K extends string, S extends string> = {
  key: K;
  noun: string;
  after: string;
  titles: Record<Locale, string>;
  resources: readonly [Titled, ...Titled[]];
  steps: readonly [S, ...S[]];
  stepTexts: Record<Locale, Record<S, string>>;
  states: readonly [number, ...number[]];
  stateTexts: Record<Locale, Record<string, string>>;
  /** The record's id column, named for what it is ("Activity id"). */
  recordTexts: Record<Locale, string>;
};

const FIELD_TEXTS: Record<
  Locale,
  Record<
    'resource' | 'action' | 'fromState' | 'toState' | 'remark' | 'createBy' | 'updateDate',
    string
  >
> = {
  en: {
    resource: 'Kind',
    action: 'Step',
    fromState: 'From',
    toState: 'To',
    remark: 'Remark',
    createBy: 'By',
    updateDate: 'Time',
  },
  zh: {
    resource: '类型',
    action: '操作',
    fromState: '原状态',
    toState: '新状态',
    remark: '备注',
    createBy: '操作人',
    updateDate: '操作时间',
  },
  es: {
    resource: 'Tipo',
    action: 'Paso',
    fromState: 'De',
    toState: 'A',
    remark: 'Nota',
    createBy: 'Por',
    updateDate: 'Hora',
  },
};

export const operationLog = <const K extends string, const S extends string>(
  log: LogDeclaration<K, S>,
) => {
  const keys = log.resources.map((resource) => resource.key) as unknown as readonly [
    string,
    ...string[],
  ];
  const labels = (locale: Locale) => ({
    title: log.titles[locale],
    fields: { ...FIELD_TEXTS[locale], recordId: log.recordTexts[locale] },
    options: {
      resource: Object.fromEntries(
        log.resources.map((resource) => [resource.key, resource.labels[locale].title]),
      ),
      action: log.stepTexts[locale],
      fromState: log.stateTexts[locale],
      toState: log.stateTexts[locale],
    },
  });
  return defineResource({
    key: log.key,
    service: 'promotion',
    table: 'state_log',
    scope: 'organ',
    rows: { field: 'resource', values: keys },
    writable: false,
    newestFirst: true,
    noun: log.noun,
    menu: { directory: MARKETING_DIRECTORY.code, icon: 'documentation', after: log.after },
    fields: {
      resource: textChoice(keys, { defaultValue: keys[0], filter: true }),
      recordId: integer({ min: 1, max: 2_147_483_647, filter: true, id: true }),
      action: textChoice(log.steps, { defaultValue: log.steps[0], filter: true }),
      fromState: choice(log.states, { defaultValue: log.states[0] }),
      toState: choice(log.states, { defaultValue: log.states[0] }),
      remark: text({ max: 500 }),
      createBy: text({ max: 64, readOnly: true, filter: true }),
    },
    defaultSort: [],
    display: 'resource',
    labels: { en: labels('en'), zh: labels('zh'), es: labels('es') },
  });
};
