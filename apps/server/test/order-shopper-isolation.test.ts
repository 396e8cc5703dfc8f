import { endpoints, type EndpointDef } from '@retail/contract';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from './isolation/world';
import { okData } from './goods.support';
import { type OrderWorld, type ShopOrder, startOrderWorld } from './order.support';
import { apiRoutes } from './isolation/suite-support';
import { formatDateTime } from '../src/lib/date-time';

// Every shopper endpoint (isolation 'shopper') pointed at another shopper's records, by a
// shopper of the same tenant and by one of another tenant: a 404 (or their own, empty-of-theirs
// answer), nothing of the owner shown, nothing changed. A checklist by endpoint: a new shopper
// endpoint without its case here is a type error.

type Target = {
  orderId: number;
  orderItemId: number;
  addressId: number;
  afterSaleId: number;
  /** A Sunrise coupon template whose only coupon the owner claimed; the owner's coupon. */
  templateId: number;
  couponId: number;
  /** A bargain activity still a draft; the owner's bargain (over: its time ran out). */
  bargainActivityId: number;
  bargainRecordId: number;
  /** A line of the owner's cart. */
  cartLineId: number;
  /** An invoice the owner asked for. */
  invoiceId: number;
};
type Case = {
  /** The request aimed at the target's records. */
  body: (target: Target) => object;
  /** `own`: answers the caller's own records (a list); `refused`: 404 or 400, nothing written. */
  answer: 'own' | 'refused';
};

type ShopperKey = {
  [
    K in keyof typeof endpoints.shopper
  ]: (typeof endpoints.shopper)[K]['isolation'] extends 'shopper' ? K : never;
}[keyof typeof endpoints.shopper];

const CASES: Record<Exclude<ShopperKey, 'signOut'>, Case> = {
  me: { body: () => ({}), answer: 'own' },
  addresses: { body: () => ({}), answer: 'own' },
  saveAddress: {
    body: (target) => ({
      id: target.addressId,
      name: 'Taken',
      mobile: '13600000000',
      detailAddress: 'Elsewhere',
    }),
    answer: 'refused',
  },
  removeAddress: { body: (target) => ({ id: target.addressId }), answer: 'refused' },
  price: { body: () => ({ storeId: 0, lines: [] }), answer: 'refused' },
  checkout: { body: () => ({}), answer: 'refused' },
  orders: { body: () => ({}), answer: 'own' },
  order: { body: (target) => ({ id: target.orderId }), answer: 'refused' },
  pay: { body: (target) => ({ id: target.orderId }), answer: 'refused' },
  sandboxPay: { body: (target) => ({ id: target.orderId }), answer: 'refused' },
  cancel: { body: (target) => ({ id: target.orderId }), answer: 'refused' },
  receive: { body: (target) => ({ id: target.orderId }), answer: 'refused' },
  applyAfterSale: {
    body: (target) => ({
      orderId: target.orderId,
      way: 10,
      applyReason: 'Not mine',
      lines: [{ orderItemId: target.orderItemId, count: 1 }],
    }),
    answer: 'refused',
  },
  afterSales: { body: () => ({}), answer: 'own' },
  cancelAfterSale: { body: (target) => ({ id: target.afterSaleId }), answer: 'refused' },
  shipBack: {
    body: (target) => ({ id: target.afterSaleId, logisticsNo: 'SF123' }),
    answer: 'refused',
  },
  cart: { body: () => ({}), answer: 'own' },
  // Adding names nobody's records; aimed past the quantity's limit, it writes nothing.
  addToCart: { body: () => ({ storeId: 1, goodsId: 1, count: 1000 }), answer: 'refused' },
  updateCart: { body: (target) => ({ id: target.cartLineId, count: 7 }), answer: 'refused' },
  removeFromCart: { body: (target) => ({ ids: [target.cartLineId] }), answer: 'refused' },
  // Empties the caller's own (empty) cart: the owner's lines stay.
  clearCart: { body: () => ({}), answer: 'own' },
  review: {
    body: (target) => ({ orderItemId: target.orderItemId, rating: 1, content: 'Not mine' }),
    answer: 'refused',
  },
  reviews: { body: () => ({}), answer: 'own' },
  // Not a multipart upload: refused; a real upload is the caller's own picture (order-extras).
  reviewPicture: { body: () => ({}), answer: 'refused' },
};

/** The storefront's coupon calls (marketing), aimed at the owner's template and coupon. */
type CouponKey = {
  [
    K in keyof typeof endpoints.shopperCoupon
  ]: (typeof endpoints.shopperCoupon)[K]['isolation'] extends 'shopper' ? K : never;
}[keyof typeof endpoints.shopperCoupon];

const COUPON_CASES: Record<CouponKey, Case> = {
  claim: { body: (target) => ({ couponId: target.templateId }), answer: 'refused' },
  mine: { body: () => ({}), answer: 'own' },
  // Nobody starts a bargain of an activity not on, nor cuts one that is over (another tenant's:
  // not found).
  startBargain: { body: (target) => ({ activityId: target.bargainActivityId }), answer: 'refused' },
  helpBargain: { body: (target) => ({ recordId: target.bargainRecordId }), answer: 'refused' },
  myBargains: { body: () => ({}), answer: 'own' },
};

let w: OrderWorld;
let target: Target;
let owner: { token: string; addressId: number };
let marker = '';
const attackers: Record<string, string> = {};

beforeAll(async () => {
  // Jobs off: today's finance statements, worked out again 2 s after the payment below, would
  // otherwise land in the middle of a "changes nothing" check on a slow machine.
  w = await startOrderWorld({ jobs: false });
  owner = await w.shopper('13500000001');
  const order = await okData<ShopOrder>(await w.checkout(owner, 2));
  await okData(await w.shop(owner.token, 'order/sandbox-pay', { id: order.id }));
  const afterSale = await okData<{ id: number }>(
    await w.shop(owner.token, 'after-sale/apply', {
      orderId: order.id,
      way: 10,
      applyReason: 'Changed my mind',
      lines: [{ orderItemId: order.lines[0]?.id, count: 1 }],
    }),
  );
  // A template of one coupon, named after the order (a leak of it shows), claimed by the owner.
  const day = 86_400_000;
  const template = await w.edit('/api/coupon/coupon', {
    name: `Kept ${order.orderNo}`.slice(0, 64),
    takeType: 1,
    totalCount: 1,
    takeLimitCount: 1,
    validityType: 1,
    validStartTime: formatDateTime(w.t.clock.now() - day),
    validEndTime: formatDateTime(w.t.clock.now() + 30 * day),
    discountType: 1,
    discountPrice: 100,
  });
  await okData(await w.act('/api/coupon/coupon/activate', { id: template.id }));
  const coupon = await okData<{ id: number }>(
    await w.shop(owner.token, 'coupon/claim', { couponId: template.id }),
  );
  // A bargain of bananas the owner started, over now; and a draft bargain activity.
  const bargainOf = (name: string) =>
    w.edit('/api/promotion/bargain-activity', {
      name,
      startTime: formatDateTime(w.t.clock.now() - day),
      endTime: formatDateTime(w.t.clock.now() + 30 * day),
      goodsId: w.bananas.id,
      bargainFirstPrice: 900,
      bargainMinPrice: 500,
      randomMinPrice: 50,
      randomMaxPrice: 100,
      totalStock: 5,
    });
  const running = await bargainOf('Running');
  await okData(await w.act('/api/promotion/bargain-activity/schedule', { id: running.id }));
  const bargain = await okData<{ id: number }>(
    await w.shop(owner.token, 'bargain/start', { activityId: running.id }),
  );
  await sql`update bargain_record set status = 30 where id = ${bargain.id}`.execute(
    w.t.app.db.withoutPlugins(),
  );
  const draft = await bargainOf('Draft');
  const cart = await okData<{ lines: { id: number }[] }>(
    await w.shop(owner.token, 'cart/add', { storeId: w.store.id, goodsId: w.bananas.id, count: 2 }),
  );
  const invoice = await okData<{ id: number }>(
    await w.shop(owner.token, 'order/invoice', {
      orderId: order.id,
      titleType: 1,
      title: 'Owner',
      email: 'owner@example.com',
      amount: 1,
      requestKey: 'owner-invoice',
    }),
  );
  target = {
    invoiceId: invoice.id,
    cartLineId: cart.lines[0]?.id ?? 0,
    bargainActivityId: draft.id,
    bargainRecordId: bargain.id,
    orderId: order.id,
    orderItemId: order.lines[0]?.id ?? 0,
    addressId: owner.addressId,
    afterSaleId: afterSale.id,
    templateId: template.id,
    couponId: coupon.id,
  };
  marker = order.orderNo;
  attackers['same tenant, another customer'] = (await w.shopper('13500000002')).token;
  attackers['another tenant'] = await w.signIn('13500000003', w.harbourId);
});
afterAll(() => w.t.close());

const send = (def: EndpointDef, token: string, body: object): Promise<LightMyRequestResponse> =>
  w.t.app.inject({
    method: def.method,
    url:
      def.method === 'GET'
        ? `${def.path}?${new URLSearchParams(body as Record<string, string>).toString()}`
        : def.kind === 'paged'
          ? `${def.path}?pageSize=20&pageNum=1`
          : def.path,
    headers: { authorization: `Bearer ${token}` },
    ...(def.method === 'GET' ? {} : { payload: body }),
  });

describe('shopper isolation', () => {
  it('covers every shopper endpoint the server has', () => {
    const served = apiRoutes(w.t)
      .routes.filter(({ def }) => def.isolation === 'shopper')
      .map(({ def }) => def.path)
      .sort();
    const covered = [
      ...[...Object.keys(CASES), 'signOut'].map((key) => endpoints.shopper[key as ShopperKey].path),
      ...Object.keys(COUPON_CASES).map((key) => endpoints.shopperCoupon[key as CouponKey].path),
      endpoints.orderDetail.requestInvoice.path,
      endpoints.orderDetail.shopperInvoicePdf.path,
    ].sort();
    expect(served).toEqual(covered);
  });

  const all = [
    ...Object.entries(CASES).map(
      ([key, entry]) => [key, entry, endpoints.shopper[key as ShopperKey] as EndpointDef] as const,
    ),
    ...Object.entries(COUPON_CASES).map(
      ([key, entry]) =>
        [`coupon ${key}`, entry, endpoints.shopperCoupon[key as CouponKey] as EndpointDef] as const,
    ),
    [
      'invoice request',
      {
        body: (target: Target) => ({
          orderId: target.orderId,
          titleType: 1,
          title: 'Not mine',
          email: 'thief@example.com',
          amount: 1,
          requestKey: 'invoice-theft',
        }),
        answer: 'refused',
      } satisfies Case,
      endpoints.orderDetail.requestInvoice as EndpointDef,
    ] as const,
    [
      'invoice PDF',
      { body: (target: Target) => ({ id: String(target.invoiceId) }), answer: 'refused' },
      endpoints.orderDetail.shopperInvoicePdf as EndpointDef,
    ] as const,
  ];
  for (const [key, entry, def] of all) {
    it(`${key}: another shopper gets nothing of theirs and changes nothing`, async () => {
      for (const [who, token] of Object.entries(attackers)) {
        const before = await snapshot(w.t.app.db);
        const response = await send(def, token, entry.body(target));
        const shown = `${who}: ${response.statusCode} ${response.body.slice(0, 300)}`;
        if (entry.answer === 'own') expect(response.statusCode, shown).toBe(200);
        else expect([400, 404], shown).toContain(response.statusCode);
        expect(response.body, shown).not.toContain(marker);
        expect(response.body, shown).not.toContain('13500000001');
        expect(await snapshot(w.t.app.db), shown).toEqual(before);
      }
    });
  }

  it('another shopper cannot use the owner’s coupon, priced or at checkout; templates stay in their tenant', async () => {
    for (const [who, token] of Object.entries(attackers)) {
      const before = await snapshot(w.t.app.db);
      const lines = [{ goodsId: w.bananas.id, skuId: null, count: 1, price: 980 }];
      for (const [path, body] of [
        ['order/price', { storeId: w.store.id, lines, couponId: target.couponId }],
        [
          'order/create',
          {
            storeId: w.store.id,
            lines,
            addressId: owner.addressId,
            couponId: target.couponId,
            requestKey: `coupon-${who.length}`,
          },
        ],
      ] as const) {
        const response = await w.shop(token, path, body);
        const shown = `${who} ${path}: ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect([400, 404], shown).toContain(response.statusCode);
        expect(response.body, shown).not.toContain(marker);
      }
      expect(await snapshot(w.t.app.db), who).toEqual(before);
    }
    // With an address of their own, the refusal is the coupon's.
    const thief = await w.shopper('13500000005');
    const before = await snapshot(w.t.app.db);
    const refused = await w.checkout(thief, 1, { couponId: target.couponId });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'couponId' });
    expect(await snapshot(w.t.app.db)).toEqual(before);
    const harbourTemplates = await w.t.app.inject({
      method: 'GET',
      url: `/api/shop/coupon/templates/${w.harbourId}`,
    });
    expect(harbourTemplates.statusCode).toBe(200);
    expect(harbourTemplates.body).not.toContain(marker);
  });

  it('signing out ends only the caller’s own session', async () => {
    const spare = await w.signIn('13500000004');
    await okData(await send(endpoints.shopper.signOut, spare, {}));
    expect((await send(endpoints.shopper.me, spare, {})).statusCode).toBe(401);
    expect((await send(endpoints.shopper.me, owner.token, {})).statusCode).toBe(200);
  });
});
