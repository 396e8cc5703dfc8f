import { describe, expect, it } from 'vitest';
import { resolveLink } from '@retail/widgets/render';
import { routeOf, shopPath, storefrontHref, storeIdOf } from './storefront-routes';
import { pickLocale, storefrontText } from './storefront.i18n';

describe('storefront routes', () => {
  it('reads the home, page and preview addresses', () => {
    expect(routeOf('/m/12')).toEqual({ kind: 'home', tenantId: 12 });
    expect(routeOf('/m/12/')).toEqual({ kind: 'home', tenantId: 12 });
    expect(routeOf('/m/12/page/345')).toEqual({ kind: 'page', tenantId: 12, pageId: 345 });
    expect(routeOf('/m/preview/abc.def-ghi')).toEqual({ kind: 'preview', token: 'abc.def-ghi' });
  });

  it('answers not found for ids the server would refuse and unknown paths', () => {
    for (const path of ['/m', '/m/0', '/m/012', '/m/x', '/m/1/page/0', '/m/1/page/x', '/other'])
      expect(routeOf(path).kind, path).toBe('notFound');
    expect(routeOf('/m/3/pages/custom/index', '?pageId=x').kind).toBe('notFound');
    expect(routeOf('/m/3/pages/custom/index', '?pageId=8')).toEqual({
      kind: 'page',
      tenantId: 3,
      pageId: 8,
    });
    // Under a tenant, the not-found page can still lead home.
    expect(routeOf('/m/3/nothing')).toEqual({ kind: 'notFound', tenantId: 3 });
  });

  it('knows every target of the widgets’ links (spec §2): a shop page or not available yet', () => {
    const links = [
      { kind: 'goodsDetail', goodsId: 7 },
      { kind: 'articleDetail', articleId: 2 },
      { kind: 'orders', dataType: 'all' },
      { kind: 'wallet' },
      { kind: 'login' },
      { kind: 'personal' },
      { kind: 'search' },
      // Declared by §2; the storefront has the shopper's coupons (saved pages lead there too).
      { kind: 'inert', declared: 'myCoupon' },
    ] as const;
    const targets = links.map((link) => {
      const { href, external } = storefrontHref(resolveLink(link as never)!, 4);
      expect(external).toBe(false);
      expect(href.startsWith('/m/4/')).toBe(true);
      const url = new URL(href, 'http://shop.test');
      const route = routeOf(url.pathname, url.search);
      return route.kind === 'unavailable'
        ? route.target
        : route.kind === 'shop'
          ? `shop:${route.page}${route.search}`
          : route.kind;
    });
    expect(targets).toEqual([
      'shop:goods?goodsId=7',
      'articleDetail',
      'shop:orders?dataType=all',
      'wallet',
      'shop:login',
      'personal',
      'search',
      'shop:coupons',
    ]);
    // The other declared links lead nowhere: the host is never asked.
    expect(resolveLink({ kind: 'inert', declared: 'points' })).toBeNull();
    expect(storefrontHref('pages/goods/detail?goodsId=7', 4).href).toBe(
      '/m/4/pages/goods/detail?goodsId=7',
    );
  });

  it('routes the shop’s own pages and writes their addresses', () => {
    expect(routeOf('/m/4/pages/order/confirm', '?storeId=2&goodsId=7&count=1')).toEqual({
      kind: 'shop',
      tenantId: 4,
      page: 'confirm',
      search: '?storeId=2&goodsId=7&count=1',
    });
    for (const page of ['pay', 'order', 'refund'] as const)
      expect(routeOf(shopPath(4, page, { orderId: 9 }).split('?')[0]!)).toMatchObject({ page });
    expect(routeOf('/m/4/pages/coupon/detail', '?couponId=8')).toEqual({
      kind: 'shop',
      tenantId: 4,
      page: 'coupon',
      search: '?couponId=8',
    });
    expect(routeOf('/m/4/pages/coupon/index')).toMatchObject({ kind: 'shop', page: 'coupons' });
    // The activities' pages: a list, and one (the link a shopper shares) by its id.
    for (const [kind, key, id] of [
      ['groupon', 'grouponId', 15],
      ['bargain', 'recordId', 6],
    ] as const) {
      expect(routeOf(`/m/4/pages/${kind}/index`)).toMatchObject({ kind: 'shop', page: `${kind}s` });
      const search = `?${key}=${id}`;
      expect(routeOf(`/m/4/pages/${kind}/detail`, search)).toEqual({
        kind: 'shop',
        tenantId: 4,
        page: kind,
        search,
      });
      expect(shopPath(4, kind, { [key]: id })).toBe(`/m/4/pages/${kind}/detail${search}`);
    }
    expect(routeOf('/m/4/pages/goods/list', '?goodsTypeId=3')).toEqual({
      kind: 'unavailable',
      tenantId: 4,
      target: 'category',
    });
    expect(shopPath(4, 'confirm', { storeId: 2, goodsId: 7, skuId: null, count: 3 })).toBe(
      '/m/4/pages/order/confirm?storeId=2&goodsId=7&count=3',
    );
  });

  it('carries the store of the page’s address on to its goods links', () => {
    expect(storeIdOf('?storeId=3&lang=en')).toBe(3);
    expect(storeIdOf('?storeId=x')).toBeNull();
    expect(storefrontHref('pages/goods/detail?goodsId=7', 4, 3).href).toBe(
      '/m/4/pages/goods/detail?goodsId=7&storeId=3',
    );
    // A link that names its store keeps it; other links are left as they are.
    expect(storefrontHref('pages/goods/detail?goodsId=7&storeId=5', 4, 3).href).toBe(
      '/m/4/pages/goods/detail?goodsId=7&storeId=5',
    );
    expect(storefrontHref('pages/search/index', 4, 3).href).toBe('/m/4/pages/search/index');
  });

  it('keeps storefront paths and lets absolute URLs leave', () => {
    expect(storefrontHref('/m/4/page/9', 4)).toEqual({ href: '/m/4/page/9', external: false });
    expect(storefrontHref('https://example.com/a', 4)).toEqual({
      href: 'https://example.com/a',
      external: true,
    });
    expect(storefrontHref('tel:123', 4).external).toBe(true);
    expect(storefrontHref('//evil.test/x', 4).external).toBe(true);
  });
});

describe('storefront language', () => {
  it('takes ?lang= first, then the browser’s languages in order, else English', () => {
    expect(pickLocale('?lang=es', ['zh-CN'])).toBe('es');
    expect(pickLocale('?lang=fr', ['fr-FR', 'zh-TW', 'en'])).toBe('zh');
    expect(pickLocale('', ['de', 'es-MX'])).toBe('es');
    expect(pickLocale('', ['de'])).toBe('en');
    expect(pickLocale('', [])).toBe('en');
  });

  it('fills placeholders in each language', () => {
    expect(storefrontText('en', 'unavailableBody', { name: 'Search' })).toBe(
      'The “Search” page is not available in this shop yet.',
    );
    expect(storefrontText('zh', 'unavailableBody', { name: '搜索' })).toBe(
      '「搜索」页面在本店铺暂未开放。',
    );
    expect(storefrontText('es', 'notFoundTitle')).toBe('Página no encontrada');
  });
});
