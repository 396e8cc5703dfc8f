import type { Locale } from '../i18n/locale';
import { transitionInput } from '../registry/define-resource';
import { dateTime, state, text } from '../registry/fields';
import { ACTIVITY_STATUS_TEXTS, ACTIVITY_STATUSES } from './marketing-codes';

// What every timed activity (markdown, full reduction) declares alike: its name, its window and
// its life (draft → scheduled → running → ended, or stopped; the clock moves it, not the console).

export const activityFields = () => ({
  name: text({ max: 64, required: true, filter: true, sortable: true }),
  status: state(ACTIVITY_STATUSES, { initial: 0, editableIn: [0], filter: true }),
  startTime: dateTime({ required: true, sortable: true }),
  endTime: dateTime({ required: true, sortable: true }),
  remark: text({ max: 500, multiline: true, list: false }),
});

export const activityActions = {
  schedule: {
    input: transitionInput,
    authority: 'EDIT',
    summary:
      'Schedule a draft: it runs from its start to its end (refused when it overlaps another on the same goods)',
    transition: { from: [0], to: 10 },
  },
  stop: {
    input: transitionInput,
    authority: 'EDIT',
    summary: 'Stop a scheduled or running activity (for good)',
    transition: { from: [10, 20], to: 40 },
  },
} as const;

const fieldTexts: Record<
  Locale,
  Record<'name' | 'status' | 'startTime' | 'endTime' | 'remark', string>
> = {
  en: { name: 'Name', status: 'Status', startTime: 'Starts', endTime: 'Ends', remark: 'Remark' },
  zh: {
    name: '活动名称',
    status: '状态',
    startTime: '开始时间',
    endTime: '结束时间',
    remark: '备注',
  },
  es: {
    name: 'Nombre',
    status: 'Estado',
    startTime: 'Empieza',
    endTime: 'Termina',
    remark: 'Nota',
  },
};
const actionTexts: Record<Locale, Record<'schedule' | 'stop', string>> = {
  en: { schedule: 'Schedule', stop: 'Stop' },
  zh: { schedule: '发布', stop: '停止' },
  es: { schedule: 'Programar', stop: 'Detener' },
};

/** The activity part of a declaration's labels in one language. */
export const activityLabels = (locale: Locale) => ({
  fields: fieldTexts[locale],
  status: ACTIVITY_STATUS_TEXTS[locale],
  actions: actionTexts[locale],
});
