import { describe, expect, it } from 'vitest';
import { LOCALES, fieldLabel, localeFromAcceptLanguage, serverMessages, translate } from '../src';

describe('server messages', () => {
  it('every message has a non-empty text in every locale', () => {
    for (const [key, texts] of Object.entries(serverMessages)) {
      for (const locale of LOCALES) expect(texts[locale], `${key}.${locale}`).toMatch(/\S/);
    }
  });
  it('fills values and names fields in the caller’s language', () => {
    expect(translate('field.required', 'en', { field: fieldLabel('userName', 'en') })).toBe(
      'User name is required',
    );
    expect(translate('field.required', 'zh', { field: fieldLabel('password', 'zh') })).toBe(
      '密码不能为空',
    );
    expect(fieldLabel('somethingElse', 'es')).toBe('somethingElse');
  });
  it('reads Accept-Language with quality values', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
    expect(localeFromAcceptLanguage('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(localeFromAcceptLanguage('fr-FR, es;q=0.5, en;q=0.4')).toBe('es');
    expect(localeFromAcceptLanguage('de')).toBe('en');
    expect(localeFromAcceptLanguage('en;q=0, es')).toBe('es');
  });
});
