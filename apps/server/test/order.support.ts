import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { callAs, demoToken, organIdOf } from './support/admin-calls';
import { bodyOf, expectStatus, startTestApp } from './support/test-app';
import { okData, PAGE } from './goods.support';

// The order tests' world (docs/orders.md): the demo app; Sunrise takes storefront orders through
// a sandbox merchant app (trade settings: 6.00 delivery, free from 50.00), Bananas (SR-0004, on
// sale at every store at 9.80) with 10 on hand at Sunrise Central Plaza; shoppers sign in with
// the codes the app "sends" (kept here); calls as a shopper or as console users.

export type Row = { id: number } & Record<string, unknown>;
export type ShopOrder = {
  id: number;
  orderNo: string;
  status: number;
  totalPrice: number;
  deliveryPrice: number;
  payPrice: number;
  refundPrice: number;
  refundStatus: number;
  cancelType: number;
  lines: {
    id: number;
    count: number;
    payPrice: number;
    refundedCount: number;
    refundPrice: number;
    afterSaleStatus: number;
  }[];
  afterSales: { id: number; status: number; refundPrice: number }[];
};

/** `jobs: false`: no background job writes while the file runs (its timers stay off). */
export const startOrderWorld = async (options: { jobs?: boolean } = {}) => {
  const codes: { tenantId: number; mobile: string; code: string }[] = [];
  const t = await startTestApp({
    config: { seed: 'demo', captcha: false, jobs: options.jobs ?? true },
    sendSignInCode: (message) => codes.push(message),
  });
  const tokens = {
    sunrise: await demoToken(t, 'sunrise.admin'),
    harbour: await demoToken(t, 'harbour.admin'),
    sunriseStore: await demoToken(t, 'sunrise.store'),
  };
  type Who = keyof typeof tokens;
  const sunriseId = await organIdOf(t, 'Sunrise Retail');
  const harbourId = await organIdOf(t, 'Harbour Mart');

  const console = (
    who: Who,
    method: 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    language?: string,
  ) => callAs(t, tokens[who], method, url, payload, language);
  const edit = async (url: string, body: object, who: Who = 'sunrise') =>
    okData<Row>(await console(who, 'PATCH', `${url}/edit`, body));
  const list = async (url: string, filter: object = {}, who: Who = 'sunrise') => {
    const response = await console(who, 'POST', `${url}/list${PAGE}`, filter);
    expectStatus(response, 200);
    return (response.json() as { entities: Row[] }).entities;
  };
  const act = (url: string, body: object, who: Who = 'sunrise', language?: string) =>
    console(who, 'POST', url, body, language);

  // The demo shop (db/seed/order-seed.ts): Sunrise sells online at Central Plaza, paid through
  // its sandbox merchant app; the Bananas' stock there is set to 10 for these tests.
  const [config] = await list('/api/order/trade-config');
  const app = { id: config?.mchAppId as number };
  const store = { id: config?.storeId as number };
  const bananas = (await t.app.db
    .selectFrom('goods')
    .select(['id'])
    .where('goodsCode', '=', 'SR-0004')
    .where('tenantId', '=', sunriseId)
    .executeTakeFirstOrThrow()) as { id: number };
  // The demo's unpaid order holds a banana: cancelled by staff, so the tests start from none.
  for (const row of await list('/api/order/order', { status: 0 }))
    await okData(await act('/api/order/order/cancel', { id: row.id, remark: 'Test set-up' }));
  const [stock] = (await list('/api/ministore/goods-stock', {
    storeId: store.id,
    goodsId: bananas.id,
  })) as (Row & { onHand: number; reserved: number })[];
  if (!stock) throw new Error('The demo shop has no stock of Bananas');
  await okData(
    await act('/api/ministore/goods-stock/adjust', {
      id: stock.id,
      change: 10 + stock.reserved - stock.onHand,
      reason: 'Counted for the tests',
    }),
  );

  const stockNow = async () =>
    (await t.app.db
      .selectFrom('goodsStock' as never)
      .select(['onHand', 'reserved'] as never)
      .where('id' as never, '=', stock.id as never)
      .executeTakeFirstOrThrow()) as unknown as { onHand: number; reserved: number };

  const db = () => t.app.db.withoutPlugins();
  const count = async (table: string) =>
    Number(
      (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db()))
        .rows[0]?.n,
    );

  /** A shopper's call (a token, or none). */
  const shop = (token: string | undefined, path: string, payload: object = {}, language?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/shop/${path}`,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(language ? { 'accept-language': language } : {}),
      },
      payload,
    });

  /** Signs a mobile in to a tenant with the code it was sent; answers the shopper's token. */
  const signIn = async (mobile: string, tenantId = sunriseId) => {
    await okData(await shop(undefined, 'sign-in/code', { tenantId, mobile }));
    const code = codes
      .filter((sent) => sent.mobile === mobile && sent.tenantId === tenantId)
      .at(-1)?.code;
    const signed = await okData<{ token: string }>(
      await shop(undefined, 'sign-in', { tenantId, mobile, code }),
    );
    return signed.token;
  };

  /** A shopper with an address, ready to buy. */
  const shopper = async (mobile: string) => {
    const token = await signIn(mobile);
    const address = await okData<Row>(
      await shop(token, 'address/save', {
        name: 'Li Lei',
        mobile,
        area: 'Pudong',
        detailAddress: `No. ${mobile}, Century Avenue`,
      }),
    );
    return { token, addressId: address.id };
  };

  let keys = 0;
  /** A checkout of bananas at the central store (the shown price 9.80 unless told). */
  const checkout = (
    buyer: { token: string; addressId: number },
    count: number,
    extra: object = {},
  ) =>
    shop(buyer.token, 'order/create', {
      storeId: store.id,
      lines: [{ goodsId: bananas.id, skuId: null, count, price: 980 }],
      addressId: buyer.addressId,
      requestKey: `k-${(keys += 1)}`,
      ...extra,
    });

  /** New console sessions, after the test clock moved past the old ones' lifetime. */
  const logInAgain = async () => {
    tokens.sunrise = await demoToken(t, 'sunrise.admin');
    tokens.harbour = await demoToken(t, 'harbour.admin');
    tokens.sunriseStore = await demoToken(t, 'sunrise.store');
  };

  const refused = (response: LightMyRequestResponse, status: number, text?: RegExp) => {
    expectStatus(response, status);
    if (text) expect(bodyOf(response).description).toMatch(text);
  };

  return {
    t,
    codes,
    sunriseId,
    harbourId,
    store,
    bananas,
    stock,
    stockNow,
    count,
    shop,
    signIn,
    shopper,
    checkout,
    console,
    edit,
    list,
    act,
    refused,
    logInAgain,
    app,
  };
};

export type OrderWorld = Awaited<ReturnType<typeof startOrderWorld>>;
