import { vi } from 'vitest';
import type {
  ShopCoupon,
  ShopCouponTemplate,
  ShopGoods,
  ShopOrder,
  ShopPreview,
} from './storefront-shop-api';

// A fake shopper API for the shop's page tests: canned answers by "METHOD /path", every request
// recorded (url, body, headers).

export type Reply = { status?: number; body: unknown } | Error;
type Handler = Reply | ((body: unknown) => Reply | Promise<Reply>);

export type Call = { method: string; url: string; path: string; body: unknown; headers: Headers };

export const data = (value: unknown): Reply => ({
  body: { successful: true, status: 200, data: value },
});
export const refused = (status: number, description: string): Reply => ({
  status,
  body: { successful: false, status, description },
});

/**
 * `routes`: a reply, a function of the request body (its answer may be held back: a promise),
 * or a list answered in turn (its last one again once the others are used).
 */
export const fakeShop = (routes: Record<string, Handler | Handler[]>) => {
  const calls: Call[] = [];
  const queues = new Map(
    Object.entries(routes).map(([key, value]) => [
      key,
      Array.isArray(value) ? [...value] : [value],
    ]),
  );
  const fetcher = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const path = url.split('?')[0]!;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, path, body, headers: new Headers(init.headers) });
    const queue = queues.get(`${method} ${path}`);
    const handler = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    const reply = handler
      ? typeof handler === 'function'
        ? await handler(body)
        : handler
      : refused(404, `no fake for ${method} ${path}`);
    if (reply instanceof Error) throw reply;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return {
    fetcher: fetcher as typeof fetch,
    calls,
    /** The requests to one "METHOD /path". */
    to: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
};

export const TENANT = 2;

/** A shopper signed in to the tenant (the token the shop's calls carry). */
export const signIn = (token = 'tok-1') =>
  window.localStorage.setItem(
    `storefront:shopper:${TENANT}`,
    JSON.stringify({ token, expiresAt: new Date(Date.now() + 86_400_000).toISOString() }),
  );

export const GOODS: ShopGoods = {
  id: 7,
  storeId: 3,
  storeName: 'Harbour store',
  goodsName: 'Green tea',
  picUrl: '/api/file/7.png',
  pictures: [],
  description: 'Spring leaves.',
  units: [
    { skuId: 11, specText: '250 g', price: 1250, marketPrice: 1500, available: 2 },
    { skuId: 12, specText: '500 g', price: 2200, marketPrice: null, available: 0 },
  ],
  decoration: null,
  services: [
    { serviceName: '7-day no-reason return', icon: null, description: null },
    { serviceName: '48-hour delivery', icon: null, description: 'From the Harbour store' },
  ],
  reviews: {
    average: 4.5,
    count: 2,
    newest: [
      {
        rating: 5,
        content: 'Fresh and fragrant',
        picUrls: [],
        specText: '250 g',
        replyContent: 'Thank you!',
        reviewer: '139****01',
        createDate: '2026-11-20 10:00:00',
      },
    ],
  },
};

/** The line of ORDER (untyped here: the contract's order line grows with marketing). */
const ORDER_LINE = {
  id: 31,
  goodsId: 7,
  skuId: 11,
  goodsName: 'Green tea',
  specText: '250 g',
  picUrl: null,
  price: 1250,
  count: 2,
  discountPrice: 0,
  payPrice: 2500,
  refundedCount: 0,
  refundPrice: 0,
  afterSaleStatus: 0,
};

export const ORDER: ShopOrder = {
  id: 9,
  orderNo: 'SO202501010001',
  storeId: 3,
  storeName: 'Harbour store',
  status: 0,
  orderType: 0,
  grouponId: null,
  productCount: 2,
  totalPrice: 2500,
  discountPrice: 0,
  couponPrice: 0,
  deliveryPrice: 0,
  adjustPrice: 0,
  payPrice: 2500,
  refundPrice: 0,
  refundStatus: 0,
  deliveryType: 1,
  pickUpStoreName: null,
  pickUpVerifyCode: null,
  receiverName: 'Ana',
  receiverMobile: '13800000000',
  receiverArea: 'Pudong',
  receiverDetailAddress: '1 Harbour Road',
  userRemark: null,
  logisticsName: null,
  logisticsNo: null,
  payTime: null,
  payDeadline: null,
  deliveryTime: null,
  receiveTime: null,
  cancelType: 0,
  cancelTime: null,
  createDate: '2025-01-01 10:00:00',
  lines: [{ ...ORDER_LINE }],
  afterSales: [],
  invoices: [],
  // The discounts the order was given (the contract adds them to an order with marketing).
  ...{ discounts: [] },
};

/** A cart priced with a markdown, a full reduction and a coupon, and the shopper's coupons. */
export const PRICED: ShopPreview = {
  lines: [
    {
      goodsId: 7,
      skuId: 11,
      goodsName: 'Green tea',
      specText: '250 g',
      picUrl: null,
      price: 1250,
      count: 4,
      totalPrice: 5000,
      discountPrice: 1500,
      payPrice: 3500,
      available: 9,
    },
  ],
  adjustments: [
    { step: 20, sourceId: 5, name: 'Spring tea week', amount: 500, lineAmounts: [500] },
    { step: 30, sourceId: 6, name: '¥5 off every ¥40', amount: 500, lineAmounts: [500] },
    { step: 50, sourceId: 41, name: '¥5 welcome coupon', amount: 500, lineAmounts: [500] },
  ],
  totalPrice: 5000,
  discountPrice: 1000,
  couponPrice: 500,
  couponId: 41,
  deliveryPrice: 600,
  payPrice: 4100,
  coupons: [
    { id: 40, name: '¥2 coupon', discount: 200, usable: true, reason: null },
    { id: 41, name: '¥5 welcome coupon', discount: 500, usable: true, reason: null },
    { id: 42, name: '¥30 off ¥300', discount: 0, usable: false, reason: 'coupon.belowThreshold' },
  ],
};

/** The same cart without a coupon. */
export const PRICED_NO_COUPON: ShopPreview = {
  ...PRICED,
  adjustments: PRICED.adjustments.slice(0, 2),
  couponPrice: 0,
  couponId: null,
  payPrice: 4600,
};

/** Templates the tenant gives out: an amount off with a minimum spend, a percent off by days. */
export const TEMPLATES: ShopCouponTemplate[] = [
  {
    id: 3,
    name: 'Welcome',
    description: null,
    usePrice: 10000,
    discountType: 1,
    discountPercent: 0,
    discountPrice: 1000,
    discountLimitPrice: 0,
    validityType: 1,
    validStartTime: '2025-01-01 00:00:00',
    validEndTime: '2099-12-31 23:59:59',
    fixedEndTerm: 0,
    remaining: 10,
  },
  {
    id: 4,
    name: 'Tea lovers',
    description: null,
    usePrice: 0,
    discountType: 2,
    discountPercent: 15,
    discountPrice: 0,
    discountLimitPrice: 2000,
    validityType: 2,
    validStartTime: null,
    validEndTime: null,
    fixedEndTerm: 7,
    remaining: null,
  },
];

/** A coupon the shopper holds. */
export const COUPON: ShopCoupon = {
  id: 41,
  couponId: 3,
  name: 'Welcome',
  status: 1,
  usePrice: 10000,
  discountType: 1,
  discountPercent: 0,
  discountPrice: 1000,
  discountLimitPrice: 0,
  validStartTime: '2025-01-01 00:00:00',
  validEndTime: '2099-12-31 23:59:59',
  useOrderId: null,
};
