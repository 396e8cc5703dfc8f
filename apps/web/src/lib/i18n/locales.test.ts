import { describe, expect, it } from 'vitest';
import { LOCALES } from '@retail/contract';
import { registeredMessages } from './feature-messages';
import { messages } from './index';

// Every feature catalogue (`*.i18n.ts`) registers itself when imported.
import.meta.glob('../../**/*.i18n.ts', { eager: true });

/** Every leaf key of a nested catalogue, as dotted paths. */
const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) =>
        keysOf(child, prefix ? `${prefix}.${key}` : key),
      )
    : [prefix];

const leaf = (catalogue: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], catalogue);

describe('locales', () => {
  it('zh, en and es have identical key sets', () => {
    const reference = keysOf(messages.en).sort();
    expect(reference.length).toBeGreaterThan(20);
    for (const locale of LOCALES)
      expect(keysOf(messages[locale]).sort(), locale).toEqual(reference);
  });

  it('has a non-empty text for every key in every language', () => {
    for (const locale of LOCALES) {
      for (const key of keysOf(messages.en)) {
        const text = leaf(messages[locale], key);
        expect(typeof text === 'string' && text.trim().length > 0, `${locale}:${key}`).toBe(true);
      }
    }
  });

  it('uses the same placeholders in every language', () => {
    const placeholders = (text: unknown) =>
      String(text)
        .match(/\{\{\w+\}\}/g)
        ?.sort() ?? [];
    for (const key of keysOf(messages.en)) {
      for (const locale of LOCALES) {
        expect(placeholders(leaf(messages[locale], key)), `${locale}:${key}`).toEqual(
          placeholders(leaf(messages.en, key)),
        );
      }
    }
  });

  it('zh carries the spec texts of the error catalogue', () => {
    expect(messages.zh.http.logoutTitle).toBe('确定登出');
    expect(messages.zh.http.logoutContent).toBe(
      '{{description}}你已被登出，可以取消继续留在该页面，或者重新登录',
    );
    expect(messages.zh.http.relogin).toBe('重新登录');
    expect(messages.zh.http.cancel).toBe('取消');
    expect(messages.zh.http.serverError).toBe('服务器错误');
    expect(messages.en.session.verificationFailed).toBe('Verification failed, please login again.');
    expect(messages.en.session.rolesRequired).toBe('roles must be a non-null array');
  });

  it('every feature catalogue (*.i18n.ts) has the same keys, texts and placeholders in zh, en and es', () => {
    for (const { namespace, bundles } of registeredMessages) {
      const reference = keysOf(bundles.en).sort();
      for (const locale of LOCALES) {
        expect(keysOf(bundles[locale]).sort(), `${namespace}:${locale}`).toEqual(reference);
        for (const key of reference) {
          const text = leaf(bundles[locale], key);
          expect(
            typeof text === 'string' && text.trim().length > 0,
            `${namespace}:${locale}:${key}`,
          ).toBe(true);
          expect(
            String(text)
              .match(/\{\{\w+\}\}/g)
              ?.sort() ?? [],
            `${namespace}:${locale}:${key}`,
          ).toEqual(
            String(leaf(bundles.en, key))
              .match(/\{\{\w+\}\}/g)
              ?.sort() ?? [],
          );
        }
      }
    }
  });
});
