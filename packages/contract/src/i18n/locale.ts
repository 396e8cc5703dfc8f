export const LOCALES = ['zh', 'en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
/** The console starts in English until the user picks another language. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Picks the best supported locale from an Accept-Language header value. */
export const localeFromAcceptLanguage = (header: string | undefined): Locale => {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0] as Locale;
    if ((LOCALES as readonly string[]).includes(base)) return base;
  }
  return DEFAULT_LOCALE;
};

export type Translations = Record<Locale, string>;
