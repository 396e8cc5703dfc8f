import { describe, expect, it } from 'vitest';
import { linkSchema } from '@retail/widgets/schemas';
import { isDeclaredLink, linkOf, selectionOf, urlProblem, type LinkSelection } from './link-model';

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
});
