import type { Locale } from '@retail/contract';
import { widgetText, type TextKey } from '../i18n/texts';
import type { TextVars } from '../i18n/translate';

/** An error a widget raises on purpose; its text is a widget text, shown in the host's language. */
export class WidgetError extends Error {
  constructor(
    readonly key: TextKey,
    readonly vars?: TextVars,
  ) {
    // The spec states these messages in Chinese; the boundary re-reads them in ctx.locale.
    super(widgetText('zh', key, vars));
    this.name = 'WidgetError';
  }
}

export const errorText = (error: unknown, locale: Locale): string => {
  if (error instanceof WidgetError) return widgetText(locale, error.key, error.vars);
  return error instanceof Error ? error.message : String(error);
};
