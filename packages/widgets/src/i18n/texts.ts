// The one dictionary of texts the widget views show, merged from per-batch files so that
// helpers adding widgets in parallel never edit the same file.
import type { Locale } from '@retail/contract';
import { batchATexts } from './batch-a.texts';
import { batchBTexts } from './batch-b.texts';
import { batchCTexts } from './batch-c.texts';
import { batchDTexts } from './batch-d.texts';
import { commonTexts } from './common.texts';
import { customPageTexts } from './custom-page.texts';
import { translate, type TextVars } from './translate';

/** Every source, by name; the parity test also checks that no key is declared twice. */
export const TEXT_SOURCES = {
  common: commonTexts,
  'batch-a': batchATexts,
  'batch-b': batchBTexts,
  'batch-c': batchCTexts,
  'batch-d': batchDTexts,
  'custom-page': customPageTexts,
};

export const WIDGET_TEXTS = {
  ...commonTexts,
  ...batchATexts,
  ...batchBTexts,
  ...batchCTexts,
  ...batchDTexts,
  ...customPageTexts,
};

export type TextKey = keyof typeof WIDGET_TEXTS;

export const widgetText = (locale: Locale, key: TextKey, vars?: TextVars): string =>
  translate(WIDGET_TEXTS[key], locale, vars);
