// The value lists a link descriptor may carry, shared by linkSchema (zod) and the zod-free
// resolver in link.ts, so neither file has to import the other for them.

/** Order list tabs a link may open (the order-shortcut ids of §3). */
export const ORDER_DATA_TYPES = ['all', 'payment', 'delivery', 'received'] as const;
export type OrderDataType = (typeof ORDER_DATA_TYPES)[number];

/**
 * Links the spec declares without behaviour (§2): they stay inert, except those a storefront has
 * a page for (link.ts DECLARED_PATHS: `myCoupon`, the shopper's coupons).
 */
export const DECLARED_LINKS = [
  'classTag',
  'hotspot',
  'store',
  'brand',
  'seckill',
  'bargainCut',
  'groupBuy',
  'storeCard',
  'points',
  'myCoupon',
] as const;
export type DeclaredLink = (typeof DECLARED_LINKS)[number];
