// The one dictionary of editor labels (builder side only, never shipped by the render
// entry), merged from per-batch files like the view texts.
import type { Locale } from '@retail/contract';
import { batchALabels } from './batch-a.labels';
import { batchBLabels } from './batch-b.labels';
import { batchCLabels } from './batch-c.labels';
import { batchDLabels } from './batch-d.labels';
import { commonLabels } from './common.labels';
import { customPageLabels } from './custom-page.labels';
import { translate } from './translate';
import { widgetNameLabels } from './widget-names.labels';

export const LABEL_SOURCES = {
  common: commonLabels,
  'widget-names': widgetNameLabels,
  'batch-a': batchALabels,
  'batch-b': batchBLabels,
  'batch-c': batchCLabels,
  'batch-d': batchDLabels,
  'custom-page': customPageLabels,
};

export const EDITOR_LABELS = {
  ...commonLabels,
  ...widgetNameLabels,
  ...batchALabels,
  ...batchBLabels,
  ...batchCLabels,
  ...batchDLabels,
  ...customPageLabels,
};

export type LabelKey = keyof typeof EDITOR_LABELS;

export const editorLabel = (locale: Locale, key: LabelKey): string =>
  translate(EDITOR_LABELS[key], locale);
