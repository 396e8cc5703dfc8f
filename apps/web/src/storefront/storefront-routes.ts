import { DECLARED_PATHS, STOREFRONT_PATHS } from '@retail/widgets/render';

// The storefront's addresses, all under /m/ (docs/renovation.md, Storefront):
//   /m/<tenantId>                    the tenant's published home page
//   /m/<tenantId>/page/<pageId>      a published page
//   /m/preview/<token>               a draft through a signed preview link
//   /m/<tenantId>/<spec path>        the widgets' targets (storefront-widgets.md §2), e.g.
//                                    /m/1/pages/goods/detail?goodsId=7: the shop's pages
//                                    (SHOP_PATHS, lazily loaded: goods, orders, coupons, a
//                                    coupon, group buys, bargains…) or "not available yet" (article,
//                                    search, wallet, personal centre, category)
//   /m/<tenantId>/pages/custom/index?pageId=<id>   another page, as the builder's link picker
//                                    writes it (a `url` link): that published page
// Pure functions: the app and its tests share them.

export const STOREFRONT_BASE = '/m';

/**
 * The storefront paths the builder's link picker writes for targets without a link kind of
 * their own (features/renovation/editor/link-model.ts STOREFRONT_TARGETS; a test keeps the two
 * in step).
 */
export const PICKER_PATHS = {
  page: { path: 'pages/custom/index', key: 'pageId' },
  category: { path: 'pages/goods/list', key: 'goodsTypeId' },
  coupon: { path: 'pages/coupon/detail', key: 'couponId' },
} as const;

/**
 * The shop's own pages (signing in, goods, checkout, orders): the widgets' spec paths where §2
 * names one (goods detail, login, orders with its dataType), ours for the rest. Their code is a
 * chunk of its own, loaded when one of them opens (storefront-shop.tsx).
 */
export const SHOP_PATHS = {
  login: STOREFRONT_PATHS.login,
  goods: STOREFRONT_PATHS.goodsDetail,
  orders: STOREFRONT_PATHS.orders,
  confirm: 'pages/order/confirm',
  pay: 'pages/order/pay',
  order: 'pages/order/detail',
  refund: 'pages/order/refund',
  /**
   * The shopper's coupons: where the widgets' declared my-coupon link leads (resolveLink, for
   * pages saved before too).
   */
  coupons: STOREFRONT_PATHS.myCoupon,
  /** One coupon to claim (`?couponId=`): the link picker's coupon choice. */
  coupon: PICKER_PATHS.coupon.path,
  /** The tenant's running group buys: start a group, or join one open. */
  groupons: DECLARED_PATHS.groupBuy,
  /** One group (`?grouponId=`): the page its leader shares. */
  groupon: 'pages/groupon/detail',
  /** The tenant's running bargains: start one. */
  bargains: DECLARED_PATHS.bargainCut,
  /** One shopper's bargain (`?recordId=`): the page they share for helpers' cuts. */
  bargain: 'pages/bargain/detail',
  /** The tenant's flash sales on now: buy at the flash price. */
  seckills: DECLARED_PATHS.seckill,
  /** The cart: the server's when signed in, else this browser's. */
  cart: 'pages/cart/index',
} as const;
export type ShopPageName = keyof typeof SHOP_PATHS;

/** Targets of the widgets' links that the storefront does not have a page for yet. */
export type UnavailableTarget =
  | Exclude<keyof typeof STOREFRONT_PATHS, 'goodsDetail' | 'login' | 'orders' | 'myCoupon'>
  | 'category';

export type StorefrontRoute =
  | { kind: 'home'; tenantId: number }
  | { kind: 'page'; tenantId: number; pageId: number }
  | { kind: 'preview'; token: string }
  /** One of the shop's pages; `search` is the address's query (`?goodsId=7&storeId=2`). */
  | { kind: 'shop'; tenantId: number; page: ShopPageName; search: string }
  | { kind: 'unavailable'; tenantId: number; target: UnavailableTarget }
  | { kind: 'notFound'; tenantId: number | null };

/** Row ids as the server takes them in a path: digits without a leading zero. */
const ID = /^[1-9]\d{0,15}$/;
const idOf = (text: string | undefined): number | null =>
  text !== undefined && ID.test(text) ? Number(text) : null;

const SHOP_BY_PATH = new Map<string, ShopPageName>(
  Object.entries(SHOP_PATHS).map(([page, path]) => [path, page as ShopPageName] as const),
);

// (The shop's paths are looked up first: the targets it has a page for never get here.)
const TARGET_BY_PATH = new Map<string, UnavailableTarget>([
  ...Object.entries(STOREFRONT_PATHS).map(
    ([target, path]) => [path.replace(/^\//, ''), target as UnavailableTarget] as const,
  ),
  [PICKER_PATHS.category.path, 'category'],
]);

/** The route of an address (path name and query); anything unknown is a not-found route. */
export const routeOf = (pathname: string, search = ''): StorefrontRoute => {
  const parts = pathname.split('/').filter((part) => part !== '');
  if (parts[0] !== STOREFRONT_BASE.slice(1)) return { kind: 'notFound', tenantId: null };
  const [, first, ...rest] = parts;
  if (first === 'preview' && rest.length === 1 && rest[0])
    return { kind: 'preview', token: decodeURIComponent(rest[0]) };
  const tenantId = idOf(first);
  if (tenantId === null) return { kind: 'notFound', tenantId: null };
  if (rest.length === 0) return { kind: 'home', tenantId };
  if (rest.length === 2 && rest[0] === 'page') {
    const pageId = idOf(rest[1]);
    if (pageId !== null) return { kind: 'page', tenantId, pageId };
  }
  const path = rest.join('/');
  if (path === PICKER_PATHS.page.path) {
    const pageId = idOf(new URLSearchParams(search).get(PICKER_PATHS.page.key) ?? undefined);
    return pageId === null ? { kind: 'notFound', tenantId } : { kind: 'page', tenantId, pageId };
  }
  const shop = SHOP_BY_PATH.get(path);
  if (shop) return { kind: 'shop', tenantId, page: shop, search };
  const target = TARGET_BY_PATH.get(path);
  if (target) return { kind: 'unavailable', tenantId, target };
  return { kind: 'notFound', tenantId };
};

export const homePath = (tenantId: number): string => `${STOREFRONT_BASE}/${tenantId}`;

/** A scheme (`https:`, `mailto:`…) or a protocol-relative `//host`: leaves the storefront. */
const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Where a resolved widget link (`resolveLink`) leads from a tenant's storefront: the widgets'
 * spec paths (`pages/goods/detail?goodsId=7`, `/pages/article/detail?...`) become the tenant's
 * storefront routes, a path already under /m/ stays, an absolute URL leaves (`external`).
 */
export const storefrontHref = (
  resolved: string,
  tenantId: number,
  storeId: number | null = null,
): { href: string; external: boolean } => {
  if (EXTERNAL.test(resolved)) return { href: resolved, external: true };
  if (resolved === STOREFRONT_BASE || resolved.startsWith(`${STOREFRONT_BASE}/`))
    return { href: resolved, external: false };
  const path = resolved.replace(/^\/+/, '');
  return { href: `${homePath(tenantId)}/${withStore(path, storeId)}`, external: false };
};

/**
 * The store a page was opened for (`/m/1?storeId=3`): the published page does not name one, so
 * the address does, and the page's goods links carry it on to the goods detail, which needs it.
 */
export const storeIdOf = (search: string): number | null =>
  idOf(new URLSearchParams(search).get('storeId') ?? undefined);

const withStore = (path: string, storeId: number | null): string =>
  storeId === null || !path.startsWith(`${SHOP_PATHS.goods}?`) || /[?&]storeId=/.test(path)
    ? path
    : `${path}&storeId=${storeId}`;

/** The address of one of the shop's pages of a tenant, with its query. */
export const shopPath = (
  tenantId: number,
  page: ShopPageName,
  query: Record<string, string | number | null | undefined> = {},
): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return `${homePath(tenantId)}/${SHOP_PATHS[page]}${search ? `?${search}` : ''}`;
};
