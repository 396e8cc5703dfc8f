// Sample content follows the operator's language (issue 22): every Chinese string of every
// widget's defaults has its en and es copy, and the localized defaults still fit the schemas.
import { describe, expect, it } from 'vitest';
import type { Locale } from '@retail/contract';
import { localizedDefaults as editorLocalizedDefaults } from '../src/editor';
import {
  localizedDefaults,
  SAMPLE_IMAGE_LABELS,
  SAMPLE_TEXTS,
  sampleImageLabel,
  splitSampleImages,
  WIDGET_SCHEMAS,
} from '../src/schemas';

const CHINESE = /[\u4e00-\u9fff]/;
const TRANSLATED: readonly Exclude<Locale, 'zh'>[] = ['en', 'es'];

/** Every string of a value with where it is, e.g. `data.items[0].text`. */
const stringsOf = (value: unknown, path = ''): [string, string][] => {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringsOf(item, `${path}[${i}]`));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) =>
      stringsOf(child, path ? `${path}.${key}` : key),
    );
  return [];
};

/** A string as a reader sees it: the words on its sample pictures decoded too. */
const readable = (text: string): string => {
  const { text: rest, images } = splitSampleImages(text);
  return [rest, ...images.map((image) => sampleImageLabel(image) ?? '')].join(' ');
};

const texts = new Map(SAMPLE_TEXTS.map((entry) => [entry.zh, entry]));
const labels = new Map(SAMPLE_IMAGE_LABELS.map((entry) => [entry.zh, entry]));

describe('sample content', () => {
  it('has an en and es copy of every Chinese string and picture word in the defaults', () => {
    const missing: string[] = [];
    for (const { type, defaults } of WIDGET_SCHEMAS)
      for (const [path, value] of stringsOf(defaults)) {
        const { text, images } = splitSampleImages(value);
        if (CHINESE.test(text) && !texts.has(text)) missing.push(`${type} ${path}: ${text}`);
        for (const image of images) {
          const label = sampleImageLabel(image) ?? '';
          if (CHINESE.test(label) && !labels.has(label))
            missing.push(`${type} ${path} (picture): ${label}`);
        }
      }
    expect(missing).toEqual([]);
  });

  it('keeps one entry per Chinese string, each with en and es copy in no Chinese', () => {
    for (const table of [SAMPLE_TEXTS, SAMPLE_IMAGE_LABELS]) {
      const zh = table.map((entry) => entry.zh);
      expect(zh.filter((text, i) => zh.indexOf(text) !== i)).toEqual([]);
      for (const entry of table)
        for (const locale of TRANSLATED) {
          expect(entry[locale].trim(), `${entry.zh} ${locale}`).not.toBe('');
          expect(entry[locale], `${entry.zh} ${locale}`).not.toMatch(CHINESE);
        }
    }
  });

  it('keeps the HTML tags and the pictures of a translated text', () => {
    const tags = (text: string) => text.match(/<\/?\w+|\{image\}/g) ?? [];
    for (const entry of SAMPLE_TEXTS)
      for (const locale of TRANSLATED)
        expect(tags(entry[locale]), `${entry.zh} ${locale}`).toEqual(tags(entry.zh));
  });

  it.each(TRANSLATED)(
    'gives every widget defaults in %s with no Chinese, valid for its schema',
    (locale) => {
      const problems: string[] = [];
      for (const { type, props, defaults } of WIDGET_SCHEMAS) {
        const before = structuredClone(defaults);
        const localized = localizedDefaults(type, locale);
        for (const [path, value] of stringsOf(localized))
          if (CHINESE.test(readable(value))) problems.push(`${type} ${path}: ${readable(value)}`);
        // The schemas stay as they are: a copy too long for its field is shortened instead.
        for (const issue of props.safeParse(localized).error?.issues ?? [])
          problems.push(`${type} ${issue.path.join('.')}: ${issue.message}`);
        // A copy: the registered defaults stay as written.
        expect(defaults).toEqual(before);
        expect(editorLocalizedDefaults(type, locale)).toEqual(localized);
      }
      expect(problems).toEqual([]);
    },
  );

  it('leaves zh as written, in a copy', () => {
    for (const { type, defaults } of WIDGET_SCHEMAS) {
      const copy = localizedDefaults(type, 'zh');
      expect(copy).toEqual(defaults);
      expect(copy).not.toBe(defaults);
    }
    expect(localizedDefaults('no-such-widget', 'en')).toBeUndefined();
  });

  it('translates the title bar and text title samples', () => {
    const titleBar = localizedDefaults('title-bar', 'en') as { params: { text: string } };
    expect(titleBar.params.text).toBe('Featured picks');
    const spanish = localizedDefaults('title-bar', 'es') as { params: { text: string } };
    expect(spanish.params.text).toBe('Selección destacada');
    const textTitle = localizedDefaults('text-title', 'es') as { data: { title: string } };
    expect(textTitle.data.title).toBe('Lo más vendido de la semana');
  });

  it('relabels sample pictures: an avatar initial follows the translated name', () => {
    const header = localizedDefaults('user-header-card', 'es') as {
      data: { nickName: string; avatarUrl: string };
    };
    expect(header.data.nickName).toBe('Lucía');
    expect(sampleImageLabel(header.data.avatarUrl)).toBe('L');
    const description = localizedDefaults('goods-description', 'en') as {
      data: { goodsDescribe: string };
    };
    expect(description.data.goodsDescribe).toContain('<li>Net weight: 250g</li>');
    expect(readable(description.data.goodsDescribe)).toContain('Details');
  });
});
