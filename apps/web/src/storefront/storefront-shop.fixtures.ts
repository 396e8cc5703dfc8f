import { vi } from 'vitest';
import type { ShopGoods, ShopOrder } from './storefront-shop-api';

// A fake shopper API for the shop's page tests: canned answers by "METHOD /path", every request
// recorded (url, body, headers).

export type Reply = { status?: number; body: unknown } | Error;
type Handler = Reply | ((body: unknown) => Reply);

export type Call = { method: string; url: string; path: string; body: unknown; headers: Headers };

export const data = (value: unknown): Reply => ({
  body: { successful: true, status: 200, data: value },
});
export const refused = (status: number, description: string): Reply => ({
  status,
  body: { successful: false, status, description },
});

/**
 * `routes`: a reply, a function of the request body, or a list answered in turn (its last one
 * again once the others are used).
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
        ? handler(body)
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
};

export const ORDER: ShopOrder = {
  id: 9,
  orderNo: 'SO202501010001',
  storeId: 3,
  storeName: 'Harbour store',
  status: 0,
  productCount: 2,
  totalPrice: 2500,
  discountPrice: 0,
  couponPrice: 0,
  deliveryPrice: 0,
  payPrice: 2500,
  refundPrice: 0,
  refundStatus: 0,
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
  lines: [
    {
      id: 31,
      goodsId: 7,
      skuId: 11,
      goodsName: 'Green tea',
      specText: '250 g',
      picUrl: null,
      price: 1250,
      count: 2,
      payPrice: 2500,
      refundedCount: 0,
      refundPrice: 0,
      afterSaleStatus: 0,
    },
  ],
  afterSales: [],
};
