import { describe, expect, it } from 'vitest';
import { decideAccess, loginUrl, safeRedirect } from './route-access';

describe('access rules (console.md §2)', () => {
  it.each([
    // path, search, token, expected redirect
    ['/login', '', false, null],
    ['/auth-redirect', '?code=1', false, null],
    ['/login', '', true, '/'],
    ['/login/', '', true, '/'],
    ['/login', '?redirect=/store/index', true, '/store/index'],
    ['/login', '?redirect=//evil.example/x', true, '/'],
    ['/', '', false, '/login?redirect=/'],
    ['/store/index', '', false, '/login?redirect=/store/index'],
    [
      '/store/index',
      '?pageNum=2&x=a b',
      false,
      '/login?redirect=/store/index%3FpageNum%3D2%26x%3Da%20b',
    ],
    ['/404', '', false, '/login?redirect=/404'],
    ['/no/such/page', '', false, '/login?redirect=/no/such/page'],
    ['/', '', true, null],
    ['/store/index', '?a=1', true, null],
    ['/auth-redirect', '', true, null],
  ] as const)('%s%s with token=%s → %s', (path, search, token, expected) => {
    expect(decideAccess(path, search, token)).toBe(expected);
  });

  it('the redirect parameter decodes back to the full path with its query', () => {
    const url = new URL(loginUrl('/store/index?pageNum=2&tab=a'), 'http://host');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirect')).toBe('/store/index?pageNum=2&tab=a');
  });

  it('follows only same-site redirect targets', () => {
    expect(safeRedirect('/a?b=1')).toBe('/a?b=1');
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});
