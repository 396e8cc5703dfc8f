import { describe, expect, it } from 'vitest';
import {
  DECLARED_LINKS,
  DECLARED_PATHS,
  isActionableLink,
  resolveLink,
  type LinkDescriptor,
} from '../src/core/link';
import { linkSchema } from '../src/schemas';

describe('resolveLink (storefront paths of §2)', () => {
  it.each<[LinkDescriptor, string]>([
    [{ kind: 'articleDetail', articleId: 12 }, '/pages/article/detail?articleId=12'],
    [{ kind: 'goodsDetail', goodsId: 'g-7' }, 'pages/goods/detail?goodsId=g-7'],
    [{ kind: 'wallet' }, 'pages/wallet/index'],
    [{ kind: 'login' }, 'pages/login/index'],
    [{ kind: 'personal' }, 'pages/user/personal/index'],
    [{ kind: 'orders', dataType: 'payment' }, 'pages/order/index?dataType=payment'],
    [{ kind: 'search' }, 'pages/search/index'],
    // Declared by §2 without a path; the storefront has the shopper's coupons (saved pages too).
    [{ kind: 'inert', declared: 'myCoupon' }, 'pages/coupon/index'],
    [{ kind: 'inert', declared: 'myCoupon', target: 'anything' }, 'pages/coupon/index'],
    // The flash sale, group buy and bargain lists' links: the storefront's pages of them.
    [{ kind: 'inert', declared: 'seckill' }, 'pages/seckill/index'],
    [{ kind: 'inert', declared: 'groupBuy' }, 'pages/groupon/index'],
    [{ kind: 'inert', declared: 'bargainCut', target: 'bargain-cut/1' }, 'pages/bargain/index'],
    [{ kind: 'url', url: ' https://shop.example.com/a?b=1 ' }, 'https://shop.example.com/a?b=1'],
    [{ kind: 'url', url: 'pages/address/index' }, 'pages/address/index'],
  ])('%j → %s', (link, path) => {
    expect(resolveLink(link)).toBe(path);
    expect(isActionableLink(link)).toBe(true);
  });

  it('leaves declared-only, empty and missing links inert', () => {
    const inert: LinkDescriptor[] = [
      ...DECLARED_LINKS.filter((declared) => !Object.hasOwn(DECLARED_PATHS, declared)).map(
        (declared): LinkDescriptor => ({ kind: 'inert', declared }),
      ),
      { kind: 'inert', declared: 'classTag', target: '15' },
      { kind: 'inert', declared: 'points' },
      { kind: 'none' },
      { kind: 'url', url: '  ' },
    ];
    for (const link of inert) expect(resolveLink(link)).toBeNull();
    expect(isActionableLink(undefined)).toBe(false);
  });

  it('never hands a script URL to the host, even from an unchecked page', () => {
    expect(resolveLink({ kind: 'url', url: 'javascript:alert(1)' })).toBeNull();
    expect(resolveLink({ kind: 'url', url: ' JavaScript:alert(1)' })).toBeNull();
    expect(resolveLink({ kind: 'bogus' } as unknown as LinkDescriptor)).toBeNull();
    expect(
      resolveLink({ kind: 'inert', declared: 'toString' } as unknown as LinkDescriptor),
    ).toBeNull();
  });
});

describe('linkSchema', () => {
  it('accepts the descriptors and checked URLs', () => {
    for (const link of [
      { kind: 'goodsDetail', goodsId: 3 },
      { kind: 'orders', dataType: 'received' },
      { kind: 'url', url: 'https://a.example.com' },
      { kind: 'url', url: 'tel:10086' },
      { kind: 'url', url: '/pages/x' },
      { kind: 'url', url: '' },
      { kind: 'inert', declared: 'brand' },
    ]) {
      expect(linkSchema.safeParse(link).success, JSON.stringify(link)).toBe(true);
    }
  });

  it('rejects other schemes, protocol-relative URLs and unknown targets', () => {
    for (const link of [
      { kind: 'url', url: 'javascript:alert(1)' },
      { kind: 'url', url: '//evil.example.com' },
      { kind: 'orders', dataType: 'refund' },
      { kind: 'inert', declared: 'somewhere' },
      { kind: 'goodsDetail', goodsId: 'a b' },
      { kind: 'teleport' },
    ]) {
      expect(linkSchema.safeParse(link).success, JSON.stringify(link)).toBe(false);
    }
  });
});
