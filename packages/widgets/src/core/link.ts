// Link descriptors and their resolver. Pure and free of zod: the render entry ships to phones.
import type { z } from 'zod';
import type { linkSchema } from './link.schema';
import type { DeclaredLink } from './link-constants';

export type LinkDescriptor = z.output<typeof linkSchema>;
export type LinkKind = LinkDescriptor['kind'];

export {
  DECLARED_LINKS,
  ORDER_DATA_TYPES,
  type DeclaredLink,
  type OrderDataType,
} from './link-constants';

export const NO_LINK: LinkDescriptor = { kind: 'none' };

/** The storefront paths of §2, written exactly as the spec gives them. */
export const STOREFRONT_PATHS = {
  articleDetail: '/pages/article/detail',
  goodsDetail: 'pages/goods/detail',
  wallet: 'pages/wallet/index',
  login: 'pages/login/index',
  personal: 'pages/user/personal/index',
  orders: 'pages/order/index',
  search: 'pages/search/index',
  /** The shopper's coupons: where the declared `myCoupon` link leads (DECLARED_PATHS). */
  myCoupon: 'pages/coupon/index',
} as const;

/**
 * Declared links (§2) a storefront has a page for: they lead there, as saved (`{ kind: 'inert',
 * declared: 'myCoupon' }` in pages saved before it had one too): the shopper's coupons and the
 * flash sale, group buy and bargain lists. The other declared links stay inert.
 */
export const DECLARED_PATHS = {
  myCoupon: STOREFRONT_PATHS.myCoupon,
  /** The flash sales on now, the group buys running, the bargains running (the shop's pages). */
  seckill: 'pages/seckill/index',
  groupBuy: 'pages/groupon/index',
  bargainCut: 'pages/bargain/index',
} as const satisfies Partial<Record<DeclaredLink, string>>;

const declaredPaths: Partial<Record<DeclaredLink, string>> = DECLARED_PATHS;

const withQuery = (path: string, key: string, value: string | number): string =>
  `${path}?${key}=${encodeURIComponent(String(value))}`;

// Saved pages are validated on the server; this guard keeps script URLs away from the host
// even if an unchecked page reaches a phone.
const SCRIPT_SCHEME = /^\s*(javascript|vbscript|data):/i;

/**
 * The storefront path a link leads to, or null when it leads nowhere (none, a declared link
 * without a page, empty url).
 */
export const resolveLink = (link: LinkDescriptor): string | null => {
  switch (link.kind) {
    case 'articleDetail':
      return withQuery(STOREFRONT_PATHS.articleDetail, 'articleId', link.articleId);
    case 'goodsDetail':
      return withQuery(STOREFRONT_PATHS.goodsDetail, 'goodsId', link.goodsId);
    case 'orders':
      return withQuery(STOREFRONT_PATHS.orders, 'dataType', link.dataType);
    case 'wallet':
    case 'login':
    case 'personal':
    case 'search':
      return STOREFRONT_PATHS[link.kind];
    case 'url': {
      const url = link.url.trim();
      return url === '' || SCRIPT_SCHEME.test(url) ? null : url;
    }
    case 'inert':
      return Object.hasOwn(declaredPaths, link.declared)
        ? (declaredPaths[link.declared] ?? null)
        : null;
    case 'none':
      return null;
    default:
      // An unknown kind in an unchecked page leads nowhere.
      return null;
  }
};

export const isActionableLink = (link: LinkDescriptor | undefined): link is LinkDescriptor =>
  link !== undefined && resolveLink(link) !== null;
