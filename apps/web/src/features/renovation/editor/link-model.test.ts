import { describe, expect, it } from 'vitest';
import { linkSchema } from '@retail/widgets/schemas';
import {
  couponOptions,
  isDeclaredLink,
  linkOf,
  selectionOf,
  urlProblem,
  type LinkSelection,
} from './link-model';

const pick = (choice: LinkSelection['choice'], id: number | null = null, text = '') =>
  linkOf({ choice, id, text });

describe('the link picker model', () => {
  it('makes descriptors the widgets accept, and reads them back', () => {
    const made = [
      pick('none'),
      pick('goods', 12),
      pick('category', 3),
      pick('page', 9),
      pick('coupon', 4),
      pick('article', 5),
      pick('orders', null, 'payment'),
      pick('wallet'),
      pick('url', null, 'https://shop.example.com/sale'),
      pick('url', null, 'pages/search/index'),
    ];
    for (const link of made) {
      expect(link).not.toBeNull();
      expect(linkSchema.safeParse(link).success).toBe(true);
      expect(linkOf(selectionOf(link))).toEqual(link);
    }
    expect(selectionOf(pick('category', 3))).toEqual({ choice: 'category', id: 3, text: '' });
    expect(selectionOf(pick('goods', 12))).toEqual({ choice: 'goods', id: 12, text: '' });
  });

  it('holds back an incomplete choice (no goods chosen yet, a bad URL)', () => {
    expect(pick('goods')).toBeNull();
    expect(pick('page')).toBeNull();
    expect(pick('url', null, 'javascript:alert(1)')).toBeNull();
    expect(pick('url', null, '')).toBeNull();
  });

  it('checks URLs: http(s), mailto and tel, or a storefront path', () => {
    expect(urlProblem('https://a.example')).toBeNull();
    expect(urlProblem('mailto:shop@example.com')).toBeNull();
    expect(urlProblem('tel:+34123')).toBeNull();
    expect(urlProblem('/pages/article/detail?articleId=2')).toBeNull();
    expect(urlProblem('ftp://files.example')).toBe('scheme');
    expect(urlProblem('//evil.example')).toBe('scheme');
    expect(urlProblem('  ')).toBe('empty');
  });

  it('recognises the links the spec declares without behaviour', () => {
    expect(isDeclaredLink({ kind: 'inert', declared: 'hotspot', target: '' })).toBe(true);
    expect(isDeclaredLink({ kind: 'url', url: 'x' })).toBe(false);
    expect(selectionOf(undefined)).toEqual({ choice: 'none', id: null, text: '' });
  });

  it('writes a coupon as its storefront page and lists the templates by name', () => {
    expect(pick('coupon', 4)).toEqual({ kind: 'url', url: 'pages/coupon/detail?couponId=4' });
    expect(selectionOf({ kind: 'url', url: 'pages/coupon/detail?couponId=4' })).toEqual({
      choice: 'coupon',
      id: 4,
      text: '',
    });
    const rows = [
      { id: 4, name: 'Welcome', status: 20, takeType: 1 },
      { id: 5, name: 'Gift', status: 20, takeType: 2 },
      { id: 6, name: 'Later', status: 10, takeType: 1 },
    ];
    const texts = { idle: (name: string) => `${name}*`, missing: (id: number) => `#${id}?` };
    expect(couponOptions(rows, 4, { ...texts, loading: false })).toEqual([
      { value: 4, label: 'Welcome' },
      { value: 5, label: 'Gift*' },
      { value: 6, label: 'Later*' },
    ]);
    expect(couponOptions(rows, 9, { ...texts, loading: false }).at(-1)).toEqual({
      value: 9,
      label: '#9?',
    });
    expect(couponOptions([], 9, { ...texts, loading: true })).toEqual([]);
  });
});
