import { PAY_ORDER_STATE, REFUND_ORDER_STATE, type StateLogEntry } from '@retail/contract';
import { newDeviceNonce, signDeviceRequest } from '@retail/contract/device-signature';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, startDemoApp } from './support/admin-calls';
import { bodyOf, type TestApp } from './support/test-app';
import { okData, PAGE } from './goods.support';

// Payments through the API (issue 17): the merchant API's signatures, replays and stale calls
// refused with nothing changed, idempotent order creation, the sandbox channel's signed
// notifications (a repeat — even 50 at once — pays once; a wrong amount or an unknown order is
// rejected and logged), closing only while unpaid, refunds never above what was paid (also at
// once), the secrets kept sealed, and one tenant never seeing another's payments.

type Row = { id: number } & Record<string, unknown>;
type Order = {
  payOrderId: string;
  mchOrderNo: string;
  amount: number;
  refundAmount: number;
  state: number;
  payData: Record<string, string> | null;
};
type Refund = { refundOrderId: string; refundAmount: number; state: number };

describe('payments', () => {
  let t: TestApp;
  let tokens: { sunrise: string; harbour: string };
  let app: Row;
  let secret: string;
  let seq = 0;

  beforeAll(async () => {
    const demo = await startDemoApp();
    t = demo.t;
    tokens = { sunrise: demo.sunrise, harbour: demo.harbour };
  });
  afterAll(() => t.close());

  const consoleCall = (
    who: keyof typeof tokens,
    method: 'POST' | 'PATCH' | 'DELETE',
    path: string,
    payload?: object,
  ) => callAs(t, tokens[who], method, `/api/payment/${path}`, payload);
  const edit = async (path: string, body: object, who: keyof typeof tokens = 'sunrise') =>
    okData<Row>(await consoleCall(who, 'PATCH', `${path}/edit`, body));
  const entities = async (
    path: string,
    filter: object = {},
    who: keyof typeof tokens = 'sunrise',
  ): Promise<Row[]> => {
    const response = await consoleCall(who, 'POST', `${path}/list${PAGE}`, filter);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return (response.json() as { entities: Row[] }).entities;
  };
  const db = () => t.app.db.withoutPlugins();
  const count = async (table: string) =>
    Number(
      (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db()))
        .rows[0]?.n,
    );

  /** A merchant call, signed unless told otherwise. */
  const merchant = async (
    name: string,
    payload: object,
    options: {
      appId?: string;
      secret?: string;
      timestamp?: number;
      nonce?: string;
      signature?: string;
      unsigned?: boolean;
    } = {},
  ): Promise<LightMyRequestResponse> => {
    const path = `/api/pay/${name}`;
    const body = JSON.stringify(payload);
    const timestamp = String(options.timestamp ?? t.clock.now());
    const nonce = options.nonce ?? newDeviceNonce();
    const signature =
      options.signature ??
      (await signDeviceRequest(options.secret ?? secret, {
        method: 'POST',
        path,
        timestamp,
        nonce,
        body,
      }));
    return t.app.inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/json',
        ...(options.unsigned
          ? {}
          : {
              'x-app-id': options.appId ?? String(app.appId),
              'x-timestamp': timestamp,
              'x-nonce': nonce,
              'x-signature': signature,
            }),
      },
      payload: body,
    });
  };
  const ok = async <T>(response: LightMyRequestResponse): Promise<T> => okData<T>(response);
  const refused = (response: LightMyRequestResponse, status: number, text?: RegExp) => {
    expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
    if (text) expect(bodyOf(response).description).toMatch(text);
  };
  const newOrder = async (amount = 1000, extra: object = {}) =>
    ok<Order>(
      await merchant('unified-order', {
        mchOrderNo: `M-${(seq += 1)}`,
        wayCode: 'SANDBOX_QR',
        amount,
        subject: 'Mineral water',
        ...extra,
      }),
    );
  /** What the sandbox sends when the payer pays, posted to the notify endpoint. */
  const notification = (
    payOrderId: string,
    options: { amount?: number; result?: 'success' | 'failed' } = {},
  ) => t.app.services.payments.sandboxNotification(payOrderId, options);
  const deliver = (note: { headers: Record<string, string | undefined>; body: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/pay/notify/sandbox',
      headers: { 'content-type': 'application/json', ...(note.headers as Record<string, string>) },
      payload: note.body,
    });
  const paid = async (amount = 1000) => {
    const order = await newOrder(amount);
    await ok(await deliver(await notification(order.payOrderId)));
    return order;
  };
  const orderRow = async (payOrderId: string) =>
    (await sql<Row>`select * from pay_order where pay_order_id = ${payOrderId}`.execute(db()))
      .rows[0] as Row & { state: number; refund_amount: number; amount: number };
  const history = async (resource: string, id: number) =>
    (
      await sql<{
        action: string;
        from_state: number;
        to_state: number;
        remark: string | null;
      }>`select action, from_state, to_state, remark from state_log
        where resource = ${resource} and record_id = ${id} order by id`.execute(db())
    ).rows;

  beforeAll(async () => {
    const merchantRow = await edit('mch-info', { mchNo: 'M100', name: 'Sunrise shop' });
    app = await edit('mch-app', { name: 'Till app', mchInfoId: merchantRow.id });
    secret = (
      await ok<{ secret: string }>(
        await consoleCall('sunrise', 'POST', 'mch-app/rotate-secret', { id: app.id }),
      )
    ).secret;
    const way = await edit('pay-way', { wayCode: 'SANDBOX_QR', name: 'Sandbox QR' });
    await edit('pay-way', { wayCode: 'WX_JSAPI', name: 'WeChat JSAPI' });
    const sandbox = await edit('pay-interface-define', {
      ifCode: 'sandbox',
      name: 'Sandbox',
      wayCodes: 'SANDBOX_QR',
      paramsSchema: JSON.stringify([
        { name: 'mchId', label: 'Channel merchant id' },
        { name: 'notifyKey', label: 'Notify key', secret: true },
      ]),
    });
    await edit('mch-pay-passage', {
      mchAppId: app.id,
      payWayId: way.id,
      payInterfaceDefineId: sandbox.id,
      rate: 6000,
    });
  });

  describe('merchants, apps and channels', () => {
    it('generates the app id, issues the secret once and never lists it', async () => {
      expect(app.appId).toMatch(/^app[0-9a-f]{20}$/);
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [listed] = await entities('mch-app', { appId: String(app.appId) });
      expect(listed?.secretRotatedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(JSON.stringify(listed)).not.toContain(secret);
      const stored = await sql<{ secret: string }>`select secret from pay_app_secret`.execute(db());
      expect(stored.rows.map((row) => row.secret).join()).not.toContain(secret);
      // Another tenant cannot issue it.
      refused(await consoleCall('harbour', 'POST', 'mch-app/rotate-secret', { id: app.id }), 404);
    });

    it('wants a provider for a sub-merchant and a passage whose interface supports the way', async () => {
      refused(
        await consoleCall('sunrise', 'PATCH', 'mch-info/edit', {
          mchNo: 'M2',
          name: 'Sub',
          type: 2,
        }),
        400,
      );
      const [wx] = await entities('pay-way', { wayCode: 'WX_JSAPI' });
      const [sandbox] = await entities('pay-interface-define', { ifCode: 'sandbox' });
      refused(
        await consoleCall('sunrise', 'PATCH', 'mch-pay-passage/edit', {
          mchAppId: app.id,
          payWayId: wx?.id,
          payInterfaceDefineId: sandbox?.id,
        }),
        400,
        /WX_JSAPI/,
      );
      refused(
        await consoleCall('sunrise', 'PATCH', 'pay-way/edit', { wayCode: 'lower', name: 'x' }),
        400,
      );
    });

    it('keeps secret parameters sealed, answers them masked and audits every change', async () => {
      const [sandbox] = await entities('pay-interface-define', { ifCode: 'sandbox' });
      const config = await edit('pay-interface-config', {
        mchAppId: app.id,
        payInterfaceDefineId: sandbox?.id,
        ifParams: JSON.stringify({ mchId: 'CH-1', notifyKey: 'key-one' }),
      });
      expect(JSON.parse(String(config.ifParams))).toEqual({ mchId: 'CH-1', notifyKey: '******' });
      const sealed = async () =>
        (
          await sql<{ sealed: string }>`select sealed from pay_interface_config_secret
            where pay_interface_config_id = ${config.id}`.execute(db())
        ).rows[0]?.sealed ?? '';
      expect(await sealed()).not.toContain('key-one');
      const open = async () =>
        JSON.parse(t.app.services.payments.channelSecrets.open(await sealed()) ?? '{}') as object;
      expect(await open()).toEqual({ notifyKey: 'key-one' });
      // The mask posted back keeps the key; a plain change is audited, never with a value.
      await edit('pay-interface-config', {
        id: config.id,
        mchAppId: app.id,
        payInterfaceDefineId: sandbox?.id,
        ifParams: JSON.stringify({ mchId: 'CH-2', notifyKey: '******' }),
      });
      expect(await open()).toEqual({ notifyKey: 'key-one' });
      await edit('pay-interface-config', {
        id: config.id,
        mchAppId: app.id,
        payInterfaceDefineId: sandbox?.id,
        ifParams: JSON.stringify({ mchId: 'CH-2', notifyKey: 'key-two' }),
      });
      expect(await open()).toEqual({ notifyKey: 'key-two' });
      const entries = await ok<StateLogEntry[]>(
        await consoleCall('sunrise', 'POST', 'pay-interface-config/history', { id: config.id }),
      );
      expect(entries.map((entry) => entry.remark)).toEqual([
        'changed: mchId, notifyKey (secret)',
        'changed: mchId',
        'changed: notifyKey (secret)',
      ]);
      expect(JSON.stringify(entries)).not.toContain('key-');
      // Disabled, its passages stop serving; enabled again, they serve.
      await ok(
        await consoleCall('sunrise', 'POST', 'pay-interface-config/disable', { id: config.id }),
      );
      refused(
        await merchant('unified-order', {
          mchOrderNo: 'M-disabled',
          wayCode: 'SANDBOX_QR',
          amount: 100,
          subject: 'x',
        }),
        400,
        /SANDBOX_QR/,
      );
      await ok(
        await consoleCall('sunrise', 'POST', 'pay-interface-config/enable', { id: config.id }),
      );
    });
  });

  describe('signed merchant calls', () => {
    const body = { mchOrderNo: 'M-sig', wayCode: 'SANDBOX_QR', amount: 100, subject: 'Sig' };

    it('refuses unsigned, unknown, badly signed, stale and replayed calls and changes nothing', async () => {
      const before = { orders: await count('pay_order'), nonces: await count('pay_nonce') };
      refused(await merchant('unified-order', body, { unsigned: true }), 401, /X-App-Id/);
      refused(await merchant('unified-order', body, { appId: 'app-nobody' }), 401, /app-nobody/);
      refused(
        await merchant('unified-order', body, { secret: 'not-the-secret' }),
        401,
        /signature/,
      );
      refused(
        await merchant('unified-order', body, { signature: 'f'.repeat(64) }),
        401,
        /signature/,
      );
      refused(
        await merchant('unified-order', body, { timestamp: t.clock.now() - 6 * 60_000 }),
        401,
        /5 minutes/,
      );
      expect(await count('pay_order')).toBe(before.orders);
      expect(await count('pay_nonce')).toBe(before.nonces);
      // The same nonce twice: the second is a replay, even of a read.
      const nonce = newDeviceNonce();
      const first = await ok<Order>(await merchant('unified-order', body, { nonce }));
      refused(await merchant('query', { payOrderId: first.payOrderId }, { nonce }), 401, /replay/);
      refused(await merchant('unified-order', { ...body, mchOrderNo: 'M-sig-2' }, { nonce }), 401);
      expect(await count('pay_order')).toBe(before.orders + 1);
    });

    it('refuses amounts that are not positive whole cents', async () => {
      const before = await count('pay_order');
      for (const amount of [0, -100, 12.5, 100_000_001])
        refused(
          await merchant('unified-order', { ...body, mchOrderNo: `M-amt-${amount}`, amount }),
          400,
        );
      expect(await count('pay_order')).toBe(before);
    });
  });

  describe('orders', () => {
    it('creates an order once per merchant order number', async () => {
      const first = await newOrder(1000);
      expect(first).toMatchObject({ state: PAY_ORDER_STATE.paying, amount: 1000, refundAmount: 0 });
      expect(first.payOrderId).toMatch(/^P\d{26}$/);
      expect(first.payData).toEqual({ codeUrl: `sandbox://pay/${first.payOrderId}` });
      const again = await ok<Order>(
        await merchant('unified-order', {
          mchOrderNo: first.mchOrderNo,
          wayCode: 'SANDBOX_QR',
          amount: 1000,
          subject: 'Mineral water',
        }),
      );
      expect(again.payOrderId).toBe(first.payOrderId);
      refused(
        await merchant('unified-order', {
          mchOrderNo: first.mchOrderNo,
          wayCode: 'SANDBOX_QR',
          amount: 999,
          subject: 'Mineral water',
        }),
        400,
        new RegExp(first.mchOrderNo),
      );
      // Ten identical calls at once make one order.
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          merchant('unified-order', {
            mchOrderNo: 'M-burst',
            wayCode: 'SANDBOX_QR',
            amount: 500,
            subject: 'Burst',
          }),
        ),
      );
      const ids = await Promise.all(
        answers.map(async (answer) => (await ok<Order>(answer)).payOrderId),
      );
      expect(new Set(ids).size).toBe(1);
      expect(
        Number(
          (
            await sql<{ n: number }>`select count(*) as n from pay_order
              where mch_order_no = 'M-burst'`.execute(db())
          ).rows[0]?.n,
        ),
      ).toBe(1);
      // The fee is the passage's rate, rounded half up: 0.6 % of 10.00 is 0.06.
      expect((await orderRow(first.payOrderId)).mch_fee_amount).toBe(6);
    });

    it('pays once, however many times (and at once) the notification comes', async () => {
      const order = await newOrder(1000);
      const note = await notification(order.payOrderId);
      const answers = await Promise.all(Array.from({ length: 50 }, () => deliver(note)));
      const results = await Promise.all(
        answers.map(async (answer) => (await ok<{ result: string }>(answer)).result),
      );
      expect(results.filter((result) => result === 'SUCCESS')).toHaveLength(1);
      expect(results.filter((result) => result === 'DUPLICATE')).toHaveLength(49);
      const row = await orderRow(order.payOrderId);
      expect(row.state).toBe(PAY_ORDER_STATE.success);
      expect((await history('payOrder', row.id)).map((entry) => entry.action)).toEqual([
        'pay',
        'succeed',
      ]);
      const logged = await sql<{ result: string; n: number }>`select result, count(*) as n
        from pay_channel_notify where pay_order_id = ${order.payOrderId} group by result`.execute(
        db(),
      );
      expect(Object.fromEntries(logged.rows.map((r) => [r.result, Number(r.n)]))).toEqual({
        applied: 1,
        duplicate: 49,
      });
      const queried = await ok<Order>(await merchant('query', { mchOrderNo: order.mchOrderNo }));
      expect(queried.state).toBe(PAY_ORDER_STATE.success);
    });

    it('rejects and logs a wrong amount, an unknown order and a forged notification', async () => {
      const order = await newOrder(1000);
      refused(await deliver(await notification(order.payOrderId, { amount: 1 })), 400, /amount 1/);
      const forged = await notification(order.payOrderId);
      refused(
        await deliver({ ...forged, body: forged.body.replace('"amount":1000', '"amount":1000 ') }),
        400,
        /signature/,
      );
      refused(
        await deliver({ ...forged, body: forged.body.replace(order.payOrderId, 'P000') }),
        400,
        /unknown order/,
      );
      expect((await orderRow(order.payOrderId)).state).toBe(PAY_ORDER_STATE.paying);
      const rejected = await sql<{ reason: string }>`select reason from pay_channel_notify
        where result = 'rejected' order by id`.execute(db());
      expect(rejected.rows.map((row) => row.reason)).toEqual(
        expect.arrayContaining([
          "amount 1 is not the order's 1000",
          'bad signature',
          'unknown order',
        ]),
      );
      // A failed payment: the order fails, once.
      await ok(await deliver(await notification(order.payOrderId, { result: 'failed' })));
      expect((await orderRow(order.payOrderId)).state).toBe(PAY_ORDER_STATE.failed);
    });

    it('lets the console pay a sandbox order, for its own tenant only', async () => {
      const order = await newOrder(300);
      const id = (await orderRow(order.payOrderId)).id;
      refused(await consoleCall('harbour', 'POST', 'pay-order/sandbox-pay', { id }), 404);
      const [row] = await ok<Row[]>(
        await consoleCall('sunrise', 'POST', 'pay-order/sandbox-pay', { id }),
      );
      expect(row?.state).toBe(PAY_ORDER_STATE.success);
      const [again] = await ok<Row[]>(
        await consoleCall('sunrise', 'POST', 'pay-order/sandbox-pay', { id }),
      );
      expect(again?.state).toBe(PAY_ORDER_STATE.success);
      expect((await entities('pay-order', { payOrderId: order.payOrderId }))[0]).toMatchObject({
        state: PAY_ORDER_STATE.success,
        mchAppName: 'Till app',
      });
      expect(await entities('pay-order', {}, 'harbour')).toEqual([]);
      refused(await consoleCall('sunrise', 'PATCH', 'pay-order/edit', { id }), 404);
    });

    it('closes only while unpaid, and an order past its expiry closes', async () => {
      const order = await newOrder(1000);
      const closed = await ok<Order>(await merchant('close', { payOrderId: order.payOrderId }));
      expect(closed.state).toBe(PAY_ORDER_STATE.closed);
      expect(
        (await ok<Order>(await merchant('close', { payOrderId: order.payOrderId }))).state,
      ).toBe(PAY_ORDER_STATE.closed);
      // Paid after it was closed: the notification is rejected, the order stays closed.
      refused(await deliver(await notification(order.payOrderId)), 400);
      expect((await orderRow(order.payOrderId)).state).toBe(PAY_ORDER_STATE.closed);
      const done = await paid(1000);
      refused(await merchant('close', { payOrderId: done.payOrderId }), 400, /Paid/);
      const late = await newOrder(1000, { expiredMinutes: 1 });
      t.clock.advance(61_000);
      expect(
        (await ok<Order>(await merchant('query', { payOrderId: late.payOrderId }))).state,
      ).toBe(PAY_ORDER_STATE.closed);
      refused(await merchant('query', { payOrderId: 'P-nope' }), 404);
      // The expiry job closes what nobody asked about, once.
      const forgotten = await newOrder(1000, { expiredMinutes: 1 });
      t.clock.advance(61_000);
      expect(await t.app.services.payments.expireDue()).toBeGreaterThanOrEqual(1);
      expect(await t.app.services.payments.expireDue()).toBe(0);
      expect((await orderRow(forgotten.payOrderId)).state).toBe(PAY_ORDER_STATE.closed);
      expect(
        (await history('payOrder', (await orderRow(forgotten.payOrderId)).id)).map(
          (entry) => entry.action,
        ),
      ).toEqual(['pay', 'expire']);
    });
  });

  describe('refunds', () => {
    const refund = (order: Order, mchRefundNo: string, refundAmount: number) =>
      merchant('refund', {
        payOrderId: order.payOrderId,
        mchRefundNo,
        refundAmount,
        reason: 'Returned',
      });

    it('refunds in parts, never more than paid less refunded', async () => {
      const unpaid = await newOrder(1000);
      refused(await refund(unpaid, 'R-unpaid', 100), 400, /Paying/);
      const order = await paid(1000);
      const first = await ok<Refund>(await refund(order, 'R-1', 300));
      expect(first).toMatchObject({ refundAmount: 300, state: REFUND_ORDER_STATE.success });
      expect(await ok<Refund>(await refund(order, 'R-1', 300))).toMatchObject({
        refundOrderId: first.refundOrderId,
      });
      refused(await refund(order, 'R-1', 200), 400, /R-1/);
      refused(await refund(order, 'R-2', 701), 400, /700/);
      expect((await orderRow(order.payOrderId)).state).toBe(PAY_ORDER_STATE.success);
      await ok(await refund(order, 'R-3', 700));
      const row = await orderRow(order.payOrderId);
      expect(row).toMatchObject({ state: PAY_ORDER_STATE.refunded, refund_amount: 1000 });
      refused(await refund(order, 'R-4', 1), 400, /Refunded/);
      const queried = await ok<Refund>(await merchant('refund-query', { mchRefundNo: 'R-3' }));
      expect(queried).toMatchObject({ refundAmount: 700, state: REFUND_ORDER_STATE.success });
      expect(await entities('refund-order', { payOrderId: row.id })).toHaveLength(2);
    });

    it('never refunds more than paid, even when refunds come at once', async () => {
      const order = await paid(1000);
      const answers = await Promise.all(
        Array.from({ length: 25 }, (_, index) => refund(order, `RC-${index}`, 100)),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.filter((status) => status === 400)).toHaveLength(15);
      const row = await orderRow(order.payOrderId);
      expect(row).toMatchObject({ state: PAY_ORDER_STATE.refunded, refund_amount: 1000 });
      const sum = await sql<{
        total: number;
      }>`select sum(refund_amount) as total from pay_refund_order
        where pay_order_id = ${row.id} and state = ${REFUND_ORDER_STATE.success}`.execute(db());
      expect(Number(sum.rows[0]?.total)).toBe(1000);
    });
  });
});
