import { useCallback } from 'react';
import { useRenderContext } from '../core/context';
import { widgetText, type TextKey } from './texts';
import type { TextVars } from './translate';

export type WidgetText = (key: TextKey, vars?: TextVars) => string;

/** The widget texts in the locale of the render context. */
export const useWidgetText = (): WidgetText => {
  const { locale } = useRenderContext();
  return useCallback((key, vars) => widgetText(locale, key, vars), [locale]);
};
