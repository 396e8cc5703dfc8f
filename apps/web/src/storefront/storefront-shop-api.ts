import type {
  CheckoutPreview,
  Locale,
  ShopCouponTemplate as ContractCouponTemplate,
  ShopperCoupon,
  OrderPayment,
  ShopGoods as ContractShopGoods,
  ShopBargain as ContractBargain,
  ShopBargainRecord as ContractBargainRecord,
  ShopGroupon as ContractGroupon,
  ShopSeckill as ContractSeckill,
  ShopGrouponDetail as ContractGrouponDetail,
  ShopperAddress,
  ShopperAfterSale,
  ShopperOrder,
  SignedIn,
} from '@retail/contract';

// The shopper API (the contract's `shopperEndpoints`, packages/contract/src/order/), with plain
// fetch. Its shapes are the contract's, imported as types only (erased from the bundle: the
// schemas would bring zod to every phone). Amounts are integer cents. Calls after signing in
// carry the shopper's bearer token, kept in the browser per tenant; a 401 forgets it and sends
// the shopper to sign in again.

export type ShopGoods = ContractShopGoods;
export type ShopGoodsUnit = ShopGoods['units'][number];
export type ShopAddress = ShopperAddress;
/** A line to price or buy: a goods, or one of its SKUs, and how many. */
export type ShopLine = { goodsId: number; skuId: number | null; count: number };
export type ShopPricedLine = CheckoutPreview['lines'][number];
export type ShopPreview = CheckoutPreview;
/** One discount of a priced cart: its step (a kind of PRICING_STEP_NAMES), source and amount. */
export type ShopAdjustment = CheckoutPreview['adjustments'][number];
/** One of the shopper's coupons as the priced cart sees it: its discount here, or why not. */
export type ShopCartCoupon = CheckoutPreview['coupons'][number];
export type ShopCouponTemplate = ContractCouponTemplate;
export type ShopCoupon = ShopperCoupon;
export type ShopOrderLine = ShopperOrder['lines'][number];
export type ShopAfterSale = ShopperAfterSale;
export type ShopOrder = ShopperOrder;
export type ShopInvoice = ShopperOrder['invoices'][number];
export type ShopPayment = OrderPayment;
export type ShopSignedIn = SignedIn;
/** A running group buy: its goods (group and store prices) and the groups open to join. */
export type ShopGroupon = ContractGroupon;
export type ShopGrouponItem = ShopGroupon['items'][number];
export type ShopGrouponGroup = ShopGroupon['groups'][number];
/** One group (the page its leader shares): its activity's goods and its members, masked. */
export type ShopGrouponDetail = ContractGrouponDetail;
/** A running bargain activity: its goods, store price, first and floor prices, what is left. */
export type ShopBargain = ContractBargain;
/** One shopper's bargain (the page they share): the price now, its helpers' cuts, masked. */
export type ShopBargainRecord = ContractBargainRecord;
/** A helper's cut: what it took off, and the bargain after it. */
export type ShopBargainCut = { reducePrice: number; record: ShopBargainRecord };
/** A flash sale on now, in today's slot: its goods, flash prices and what is left. */
export type ShopSeckill = ContractSeckill;
export type ShopperMe = SignedIn['shopper'];

/** A paged answer (the console's lists too): the page beside `successful`. */
export type ShopPaged<T> = {
  entities: T[];
  totalCount: number;
  pageSize: number;
  currentPage: number;
};

/**
 * Order states (order-codes.ts ORDER_STATUS), after-sale states and ways, coupon codes: values the
 * storefront cannot import (the contract's values bring zod); `apps/web/test/storefront-codes.test.ts` checks
 * they are the contract's.
 */
export const ORDER_STATUS = { unpaid: 0, paid: 10, shipped: 20, completed: 30, cancelled: 40 };
export const AFTER_SALE_STATUS = {
  applied: 10,
  approving: 15,
  agreed: 20,
  returned: 30,
  awaitingRefund: 40,
  refunded: 50,
};
export const AFTER_SALE_WAY = { refundOnly: 10, returnAndRefund: 20 } as const;
/** The states in which an after-sale still holds its lines. */
export const AFTER_SALE_ACTIVE: readonly number[] = [10, 15, 20, 30, 40];
/** Marketing's codes (marketing-codes.ts): a customer's coupon, a discount's kind, a validity. */
export const COUPON_STATUS = { unused: 1, used: 2, expired: 3, recalled: 4 };
export const DISCOUNT_TYPE = { amount: 1, percent: 2 };
export const VALIDITY_TYPE = { fixed: 1, term: 2 };
/** A group of a group buy (GROUPON_STATUS) and an order's type (order-codes.ts ORDER_TYPE). */
export const GROUPON_STATUS = { forming: 0, open: 10, succeeded: 20, failed: 30, void: 40 };
export const ORDER_TYPE = { normal: 0, seckill: 1, bargain: 2, groupBuy: 3 };
export const DELIVERY_TYPE = { express: 1, pickUp: 2 } as const;
/** Invoice requests (order-detail-codes.ts INVOICE_STATUS, INVOICE_TITLE_TYPE). */
export const INVOICE_STATUS = { requested: 10, issued: 20, rejected: 30, voided: 40 };
export const INVOICE_TITLE_TYPE = { personal: 1, company: 2 };
/** An activity's state (ACTIVITY_STATUS): a group buy sells while running. */
export const ACTIVITY_STATUS = { draft: 0, scheduled: 10, running: 20, ended: 30, stopped: 40 };
/** A shopper's bargain (BARGAIN_STATUS). */
export const BARGAIN_STATUS = { inProgress: 10, succeeded: 20, failed: 30 };

/**
 * An answer: the data, or why not: `status` 0 when the server could not be reached, `message`
 * the server's translated description when it sent one.
 */
export type ShopAnswer<T> =
  { ok: true; data: T } | { ok: false; status: number; message: string | null };

// The session, per tenant, in the browser.

type Session = { token: string; expiresAt: string };
const sessionKey = (tenantId: number) => `storefront:shopper:${tenantId}`;

export const readSession = (tenantId: number): Session | null => {
  try {
    const raw = window.localStorage.getItem(sessionKey(tenantId));
    if (!raw) return null;
    const session = JSON.parse(raw) as Partial<Session>;
    if (typeof session.token !== 'string' || typeof session.expiresAt !== 'string') return null;
    if (Date.parse(session.expiresAt) <= Date.now()) return null;
    return { token: session.token, expiresAt: session.expiresAt };
  } catch {
    return null;
  }
};

export const saveSession = (tenantId: number, signedIn: ShopSignedIn): void => {
  try {
    window.localStorage.setItem(
      sessionKey(tenantId),
      JSON.stringify({ token: signedIn.token, expiresAt: signedIn.expiresAt }),
    );
  } catch {
    // Storage refused (private mode): the shopper signs in again on the next visit.
  }
};

export const clearSession = (tenantId: number): void => {
  try {
    window.localStorage.removeItem(sessionKey(tenantId));
  } catch {
    // Nothing kept, nothing to forget.
  }
};

type Body = { successful?: unknown; status?: unknown; description?: unknown; data?: unknown };

export type ShopApi = {
  /** A public read (goods). */
  get: <T>(path: string) => Promise<ShopAnswer<T>>;
  /** A call with a JSON body; `auth: false` for signing in (no token sent). */
  post: <T>(path: string, body?: unknown, options?: { auth?: boolean }) => Promise<ShopAnswer<T>>;
  /** A paged list: the page from the answer's top level. */
  page: <T>(path: string, body: unknown) => Promise<ShopAnswer<ShopPaged<T>>>;
  /** A file sent as the multipart field `file` (a review's picture). */
  upload: <T>(path: string, file: Blob, fileName: string) => Promise<ShopAnswer<T>>;
  /** Bytes read with the shopper's token (an invoice's PDF); null when refused. */
  download: (path: string) => Promise<Blob | null>;
};

export const createShopApi = ({
  tenantId,
  locale,
  fetcher,
  onSignedOut,
}: {
  tenantId: number;
  locale: Locale;
  fetcher: typeof fetch;
  /** A call with the shopper's token was refused (401): the token is forgotten, sign in again. */
  onSignedOut: () => void;
}): ShopApi => {
  const call = async <T>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    auth: boolean,
    paged: boolean,
  ): Promise<ShopAnswer<T>> => {
    const session = auth ? readSession(tenantId) : null;
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': locale,
    };
    const form = body instanceof FormData;
    if (method === 'POST' && !form) headers['content-type'] = 'application/json';
    if (session) headers.authorization = `Bearer ${session.token}`;
    let response: Response;
    try {
      response = await fetcher(path, {
        method,
        headers,
        body: method === 'POST' ? (form ? body : JSON.stringify(body ?? {})) : undefined,
      });
    } catch {
      return { ok: false, status: 0, message: null };
    }
    let answer: Body | null = null;
    try {
      answer = (await response.json()) as Body;
    } catch {
      answer = null;
    }
    if (response.ok && answer?.successful === true)
      return { ok: true, data: (paged ? answer : answer.data) as T };
    const status =
      !response.ok || typeof answer?.status !== 'number' ? response.status : answer.status;
    if (status === 401 && session) {
      clearSession(tenantId);
      onSignedOut();
    }
    return {
      ok: false,
      status: status >= 400 ? status : 500,
      message: typeof answer?.description === 'string' ? answer.description : null,
    };
  };
  return {
    get: (path) => call('GET', path, undefined, true, false),
    post: (path, body, options) => call('POST', path, body, options?.auth ?? true, false),
    page: (path, body) => call('POST', path, body, true, true),
    upload: (path, file, fileName) => {
      const form = new FormData();
      form.append('file', file, fileName);
      return call('POST', path, form, true, false);
    },
    download: async (path) => {
      const session = readSession(tenantId);
      try {
        const response = await fetcher(path, {
          headers: {
            'accept-language': locale,
            ...(session ? { authorization: `Bearer ${session.token}` } : {}),
          },
        });
        return response.ok ? await response.blob() : null;
      } catch {
        return null;
      }
    },
  };
};

/** A fresh key for one checkout attempt (letters, digits, dashes; sent again on a retry). */
export const newRequestKey = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
