import { LOCALES, type Translations } from '@retail/contract';
import { describe, expect, it } from 'vitest';
import { EDITOR_LABELS, LABEL_SOURCES } from '../src/i18n/labels';
import { TEXT_SOURCES, WIDGET_TEXTS, widgetText } from '../src/i18n/texts';
import { interpolate } from '../src/i18n/translate';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each([
  ['view texts', TEXT_SOURCES],
  ['editor labels', LABEL_SOURCES],
] as const)('%s', (_, sources) => {
  const entries = Object.entries(sources as Record<string, Record<string, Translations>>);

  it('have every key in zh, en and es, never empty', () => {
    for (const [, source] of entries) {
      for (const [key, entry] of Object.entries(source)) {
        expect(Object.keys(entry).sort(), key).toEqual([...LOCALES].sort());
        for (const locale of LOCALES) expect(entry[locale].trim(), `${key}.${locale}`).not.toBe('');
      }
    }
  });

  it('use the same placeholders in every language', () => {
    for (const [, source] of entries) {
      for (const [key, entry] of Object.entries(source)) {
        // en/es may say a coupon discount differently ({percentOff}); every other text keeps zh's placeholders.
        if (key === 'couponBlock.discount') continue;
        for (const locale of LOCALES)
          expect(placeholders(entry[locale]), `${key}.${locale}`).toEqual(placeholders(entry.zh));
      }
    }
  });

  it('declare each key in one file only', () => {
    const seen = new Map<string, string>();
    for (const [file, source] of entries) {
      for (const key of Object.keys(source)) {
        expect(seen.get(key), `${key} in ${file}`).toBeUndefined();
        seen.set(key, file);
      }
    }
  });
});

describe('widget texts', () => {
  it('hold the spec texts as the Chinese strings', () => {
    const zh = Object.values(WIDGET_TEXTS).map((entry) => entry.zh);
    for (const text of [
      '等待开场',
      '领取',
      '已领取',
      '{discount}折',
      '亲，暂无商品描述',
      '关闭',
      '友情提示',
      '没有与{layout}匹配的layout',
    ]) {
      expect(zh).toContain(text);
    }
  });

  it('fill placeholders and leave unknown ones as written', () => {
    expect(widgetText('zh', 'common.layoutMismatch', { layout: 'grid' })).toBe(
      '没有与grid匹配的layout',
    );
    expect(widgetText('es', 'common.slide', { index: 2 })).toBe('Diapositiva 2');
    expect(interpolate('{a} {b}', { a: 1 })).toBe('1 {b}');
  });

  it('editor labels are a separate dictionary', () => {
    expect(Object.hasOwn(EDITOR_LABELS, 'style.theme')).toBe(true);
    expect(Object.hasOwn(WIDGET_TEXTS, 'style.theme')).toBe(false);
  });
});
