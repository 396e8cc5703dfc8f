import type { Locale, Translations } from '@retail/contract';

export type TextVars = Record<string, string | number>;

/**
 * Declares texts with one entry per key holding all three languages side by side, so a
 * missing translation is a type error (and the parity test catches empty ones).
 */
export const defineTexts = <K extends string>(
  texts: Record<K, Translations>,
): Record<K, Translations> => texts;

/** Fills `{name}` placeholders; unknown placeholders stay as written. */
export const interpolate = (template: string, vars?: TextVars): string =>
  vars
    ? template.replace(/\{(\w+)\}/g, (whole, name: string) =>
        name in vars ? String(vars[name]) : whole,
      )
    : template;

export const translate = (
  entry: Translations | undefined,
  locale: Locale,
  vars?: TextVars,
): string => (entry ? interpolate(entry[locale], vars) : '');
