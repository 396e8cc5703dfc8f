import { PAY_ORDER_STATE, REFUND_ORDER_STATE, type StateLogEntry } from '@retail/contract';
import { newDeviceNonce } from '@retail/contract/device-signature';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okData } from './goods.support';
import { type Order, type PaymentWorld, type Row, startPaymentWorld } from './payment.support';

// Payments through the API (issue 17): the merchant API's signatures, replays and stale calls
// refused with nothing changed, idempotent order creation, the sandbox channel's signed
// notifications (a repeat — even 50 at once — pays once; a wrong amount or an unknown order is
// rejected and logged), closing only while unpaid, refunds never above what was paid (also at
// once), the secrets kept sealed, and one tenant never seeing another's payments.

type Refund = { refundOrderId: string; refundAmount: number; state: number };

describe('payments', () => {
  let w: PaymentWorld;

  beforeAll(async () => {
    w = await startPaymentWorld();
  });
  afterAll(() => w.t.close());

  describe('merchants, apps and channels', () => {
    it('generates the app id, issues the secret once and never lists it', async () => {
      expect(w.app.appId).toMatch(/^app[0-9a-f]{20}$/);
      expect(w.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [listed] = await w.entities('mch-app', { appId: String(w.app.appId) });
      expect(listed?.secretRotatedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(JSON.stringify(listed)).not.toContain(w.secret);
      const stored = await sql<{ secret: string }>`select secret from pay_app_secret`.execute(
        w.db(),
      );
      expect(stored.rows.map((row) => row.secret).join()).not.toContain(w.secret);
      // Another tenant cannot issue it.
      w.refused(
        await w.consoleCall('harbour', 'POST', 'mch-app/rotate-secret', { id: w.app.id }),
        404,
      );
    });

    it('wants a provider for a sub-merchant and a passage whose interface supports the way', async () => {
      w.refused(
        await w.consoleCall('sunrise', 'PATCH', 'mch-info/edit', {
          mchNo: 'M2',
          name: 'Sub',
          type: 2,
        }),
        400,
      );
      const [wx] = await w.entities('pay-way', { wayCode: 'WX_JSAPI' });
      const [sandbox] = await w.entities('pay-interface-define', { ifCode: 'sandbox' });
      w.refused(
        await w.consoleCall('sunrise', 'PATCH', 'mch-pay-passage/edit', {
          mchAppId: w.app.id,
          payWayId: wx?.id,
          payInterfaceDefineId: sandbox?.id,
        }),
        400,
        /WX_JSAPI/,
      );
      w.refused(
        await w.consoleCall('sunrise', 'PATCH', 'pay-way/edit', { wayCode: 'lower', name: 'x' }),
        400,
      );
    });

    it('keeps secret parameters sealed, answers them masked and audits every change', async () => {
      const [sandbox] = await w.entities('pay-interface-define', { ifCode: 'sandbox' });
      const config = await w.edit('pay-interface-config', {
        mchAppId: w.app.id,
        payInterfaceDefineId: sandbox?.id,
        ifParams: JSON.stringify({ mchId: 'CH-1', notifyKey: 'key-one' }),
      });
      expect(JSON.parse(String(config.ifParams))).toEqual({ mchId: 'CH-1', notifyKey: '******' });
      const sealed = async () =>
        (
          await sql<{ sealed: string }>`select sealed from pay_interface_config_secret
            where pay_interface_config_id = ${config.id}`.execute(w.db())
        ).rows[0]?.sealed ?? '';
      expect(await sealed()).not.toContain('key-one');
      const open = async () =>
        JSON.parse(w.t.app.services.payments.channelSecrets.open(await sealed()) ?? '{}') as object;
      expect(await open()).toEqual({ notifyKey: 'key-one' });
      // The mask posted back keeps the key; a plain change is audited, never with a value.
      await w.edit('pay-interface-config', {
        id: config.id,
        mchAppId: w.app.id,
        payInterfaceDefineId: sandbox?.id,
        ifParams: JSON.stringify({ mchId: 'CH-2', notifyKey: '******' }),
      });
      expect(await open()).toEqual({ notifyKey: 'key-one' });
      await w.edit('pay-interface-config', {
        id: config.id,
        mchAppId: w.app.id,
        payInterfaceDefineId: sandbox?.id,
        ifParams: JSON.stringify({ mchId: 'CH-2', notifyKey: 'key-two' }),
      });
      expect(await open()).toEqual({ notifyKey: 'key-two' });
      const entries = await okData<StateLogEntry[]>(
        await w.consoleCall('sunrise', 'POST', 'pay-interface-config/history', { id: config.id }),
      );
      expect(entries.map((entry) => entry.remark)).toEqual([
        'changed: mchId, notifyKey (secret)',
        'changed: mchId',
        'changed: notifyKey (secret)',
      ]);
      expect(JSON.stringify(entries)).not.toContain('key-');
      // Disabled, its passages stop serving; enabled again, they serve.
      await okData(
        await w.consoleCall('sunrise', 'POST', 'pay-interface-config/disable', { id: config.id }),
      );
      w.refused(
        await w.merchant('unified-order', {
          mchOrderNo: 'M-disabled',
          wayCode: 'SANDBOX_QR',
          amount: 100,
          subject: 'x',
        }),
        400,
        /SANDBOX_QR/,
      );
      await okData(
        await w.consoleCall('sunrise', 'POST', 'pay-interface-config/enable', { id: config.id }),
      );
    });
  });

  describe('signed merchant calls', () => {
    const body = { mchOrderNo: 'M-sig', wayCode: 'SANDBOX_QR', amount: 100, subject: 'Sig' };

    it('refuses unsigned, unknown, badly signed, stale and replayed calls and changes nothing', async () => {
      const before = { orders: await w.count('pay_order'), nonces: await w.count('pay_nonce') };
      w.refused(await w.merchant('unified-order', body, { unsigned: true }), 401, /X-App-Id/);
      w.refused(
        await w.merchant('unified-order', body, { appId: 'app-nobody' }),
        401,
        /app-nobody/,
      );
      w.refused(
        await w.merchant('unified-order', body, { secret: 'not-the-secret' }),
        401,
        /signature/,
      );
      w.refused(
        await w.merchant('unified-order', body, { signature: 'f'.repeat(64) }),
        401,
        /signature/,
      );
      w.refused(
        await w.merchant('unified-order', body, { timestamp: w.t.clock.now() - 6 * 60_000 }),
        401,
        /5 minutes/,
      );
      expect(await w.count('pay_order')).toBe(before.orders);
      expect(await w.count('pay_nonce')).toBe(before.nonces);
      // The same nonce twice: the second is a replay, even of a read.
      const nonce = newDeviceNonce();
      const first = await okData<Order>(await w.merchant('unified-order', body, { nonce }));
      w.refused(
        await w.merchant('query', { payOrderId: first.payOrderId }, { nonce }),
        401,
        /replay/,
      );
      w.refused(
        await w.merchant('unified-order', { ...body, mchOrderNo: 'M-sig-2' }, { nonce }),
        401,
      );
      expect(await w.count('pay_order')).toBe(before.orders + 1);
    });

    it('refuses amounts that are not positive whole cents', async () => {
      const before = await w.count('pay_order');
      for (const amount of [0, -100, 12.5, 100_000_001])
        w.refused(
          await w.merchant('unified-order', { ...body, mchOrderNo: `M-amt-${amount}`, amount }),
          400,
        );
      expect(await w.count('pay_order')).toBe(before);
    });
  });

  describe('orders', () => {
    it('creates an order once per merchant order number', async () => {
      const first = await w.newOrder(1000);
      expect(first).toMatchObject({ state: PAY_ORDER_STATE.paying, amount: 1000, refundAmount: 0 });
      expect(first.payOrderId).toMatch(/^P\d{26}$/);
      expect(first.payData).toEqual({ codeUrl: `sandbox://pay/${first.payOrderId}` });
      const again = await okData<Order>(
        await w.merchant('unified-order', {
          mchOrderNo: first.mchOrderNo,
          wayCode: 'SANDBOX_QR',
          amount: 1000,
          subject: 'Mineral water',
        }),
      );
      expect(again.payOrderId).toBe(first.payOrderId);
      w.refused(
        await w.merchant('unified-order', {
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
          w.merchant('unified-order', {
            mchOrderNo: 'M-burst',
            wayCode: 'SANDBOX_QR',
            amount: 500,
            subject: 'Burst',
          }),
        ),
      );
      const ids = await Promise.all(
        answers.map(async (answer) => (await okData<Order>(answer)).payOrderId),
      );
      expect(new Set(ids).size).toBe(1);
      expect(
        Number(
          (
            await sql<{ n: number }>`select count(*) as n from pay_order
              where mch_order_no = 'M-burst'`.execute(w.db())
          ).rows[0]?.n,
        ),
      ).toBe(1);
      // The fee is the passage's rate, rounded half up: 0.6 % of 10.00 is 0.06.
      expect((await w.orderRow(first.payOrderId)).mch_fee_amount).toBe(6);
    });

    it('pays once, however many times (and at once) the notification comes', async () => {
      const order = await w.newOrder(1000);
      const note = await w.notification(order.payOrderId);
      const answers = await Promise.all(Array.from({ length: 50 }, () => w.deliver(note)));
      const results = await Promise.all(
        answers.map(async (answer) => (await okData<{ result: string }>(answer)).result),
      );
      expect(results.filter((result) => result === 'SUCCESS')).toHaveLength(1);
      expect(results.filter((result) => result === 'DUPLICATE')).toHaveLength(49);
      const row = await w.orderRow(order.payOrderId);
      expect(row.state).toBe(PAY_ORDER_STATE.success);
      expect((await w.history('payOrder', row.id)).map((entry) => entry.action)).toEqual([
        'pay',
        'succeed',
      ]);
      const logged = await sql<{ result: string; n: number }>`select result, count(*) as n
        from pay_channel_notify where pay_order_id = ${order.payOrderId} group by result`.execute(
        w.db(),
      );
      expect(Object.fromEntries(logged.rows.map((r) => [r.result, Number(r.n)]))).toEqual({
        applied: 1,
        duplicate: 49,
      });
      const queried = await okData<Order>(
        await w.merchant('query', { mchOrderNo: order.mchOrderNo }),
      );
      expect(queried.state).toBe(PAY_ORDER_STATE.success);
    });

    it('rejects and logs a wrong amount, an unknown order and a forged notification', async () => {
      const order = await w.newOrder(1000);
      w.refused(
        await w.deliver(await w.notification(order.payOrderId, { amount: 1 })),
        400,
        /amount 1/,
      );
      const forged = await w.notification(order.payOrderId);
      w.refused(
        await w.deliver({
          ...forged,
          body: forged.body.replace('"amount":1000', '"amount":1000 '),
        }),
        400,
        /signature/,
      );
      w.refused(
        await w.deliver({ ...forged, body: forged.body.replace(order.payOrderId, 'P000') }),
        400,
        /unknown order/,
      );
      expect((await w.orderRow(order.payOrderId)).state).toBe(PAY_ORDER_STATE.paying);
      const rejected = await sql<{ reason: string }>`select reason from pay_channel_notify
        where result = 'rejected' order by id`.execute(w.db());
      expect(rejected.rows.map((row) => row.reason)).toEqual(
        expect.arrayContaining([
          "amount 1 is not the order's 1000",
          'bad signature',
          'unknown order',
        ]),
      );
      // A failed payment: the order fails, once.
      await okData(await w.deliver(await w.notification(order.payOrderId, { result: 'failed' })));
      expect((await w.orderRow(order.payOrderId)).state).toBe(PAY_ORDER_STATE.failed);
    });

    it('lets the console pay a sandbox order, for its own tenant only', async () => {
      const order = await w.newOrder(300);
      const id = (await w.orderRow(order.payOrderId)).id;
      w.refused(await w.consoleCall('harbour', 'POST', 'pay-order/sandbox-pay', { id }), 404);
      const [row] = await okData<Row[]>(
        await w.consoleCall('sunrise', 'POST', 'pay-order/sandbox-pay', { id }),
      );
      expect(row?.state).toBe(PAY_ORDER_STATE.success);
      const [again] = await okData<Row[]>(
        await w.consoleCall('sunrise', 'POST', 'pay-order/sandbox-pay', { id }),
      );
      expect(again?.state).toBe(PAY_ORDER_STATE.success);
      expect((await w.entities('pay-order', { payOrderId: order.payOrderId }))[0]).toMatchObject({
        state: PAY_ORDER_STATE.success,
        mchAppName: 'Till app',
      });
      expect(await w.entities('pay-order', {}, 'harbour')).toEqual([]);
      w.refused(await w.consoleCall('sunrise', 'PATCH', 'pay-order/edit', { id }), 404);
    });

    it('closes only while unpaid, and an order past its expiry closes', async () => {
      const order = await w.newOrder(1000);
      const closed = await okData<Order>(
        await w.merchant('close', { payOrderId: order.payOrderId }),
      );
      expect(closed.state).toBe(PAY_ORDER_STATE.closed);
      expect(
        (await okData<Order>(await w.merchant('close', { payOrderId: order.payOrderId }))).state,
      ).toBe(PAY_ORDER_STATE.closed);
      // Paid after it was closed: the notification is rejected, the order stays closed.
      w.refused(await w.deliver(await w.notification(order.payOrderId)), 400);
      expect((await w.orderRow(order.payOrderId)).state).toBe(PAY_ORDER_STATE.closed);
      const done = await w.paid(1000);
      w.refused(await w.merchant('close', { payOrderId: done.payOrderId }), 400, /Paid/);
      const late = await w.newOrder(1000, { expiredMinutes: 1 });
      w.t.clock.advance(61_000);
      expect(
        (await okData<Order>(await w.merchant('query', { payOrderId: late.payOrderId }))).state,
      ).toBe(PAY_ORDER_STATE.closed);
      w.refused(await w.merchant('query', { payOrderId: 'P-nope' }), 404);
      // The expiry job closes what nobody asked about, once.
      const forgotten = await w.newOrder(1000, { expiredMinutes: 1 });
      w.t.clock.advance(61_000);
      expect(await w.t.app.services.payments.expireDue()).toBeGreaterThanOrEqual(1);
      expect(await w.t.app.services.payments.expireDue()).toBe(0);
      expect((await w.orderRow(forgotten.payOrderId)).state).toBe(PAY_ORDER_STATE.closed);
      expect(
        (await w.history('payOrder', (await w.orderRow(forgotten.payOrderId)).id)).map(
          (entry) => entry.action,
        ),
      ).toEqual(['pay', 'expire']);
    });
  });

  describe('refunds', () => {
    const refund = (order: Order, mchRefundNo: string, refundAmount: number) =>
      w.merchant('refund', {
        payOrderId: order.payOrderId,
        mchRefundNo,
        refundAmount,
        reason: 'Returned',
      });

    it('refunds in parts, never more than paid less refunded', async () => {
      const unpaid = await w.newOrder(1000);
      w.refused(await refund(unpaid, 'R-unpaid', 100), 400, /Paying/);
      const order = await w.paid(1000);
      const first = await okData<Refund>(await refund(order, 'R-1', 300));
      expect(first).toMatchObject({ refundAmount: 300, state: REFUND_ORDER_STATE.success });
      expect(await okData<Refund>(await refund(order, 'R-1', 300))).toMatchObject({
        refundOrderId: first.refundOrderId,
      });
      w.refused(await refund(order, 'R-1', 200), 400, /R-1/);
      w.refused(await refund(order, 'R-2', 701), 400, /700/);
      expect((await w.orderRow(order.payOrderId)).state).toBe(PAY_ORDER_STATE.success);
      await okData(await refund(order, 'R-3', 700));
      const row = await w.orderRow(order.payOrderId);
      expect(row).toMatchObject({ state: PAY_ORDER_STATE.refunded, refund_amount: 1000 });
      w.refused(await refund(order, 'R-4', 1), 400, /Refunded/);
      const queried = await okData<Refund>(
        await w.merchant('refund-query', { mchRefundNo: 'R-3' }),
      );
      expect(queried).toMatchObject({ refundAmount: 700, state: REFUND_ORDER_STATE.success });
      expect(await w.entities('refund-order', { payOrderId: row.id })).toHaveLength(2);
    });

    it('never refunds more than paid, even when refunds come at once', async () => {
      const order = await w.paid(1000);
      const answers = await Promise.all(
        Array.from({ length: 25 }, (_, index) => refund(order, `RC-${index}`, 100)),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.filter((status) => status === 400)).toHaveLength(15);
      const row = await w.orderRow(order.payOrderId);
      expect(row).toMatchObject({ state: PAY_ORDER_STATE.refunded, refund_amount: 1000 });
      const sum = await sql<{
        total: number;
      }>`select sum(refund_amount) as total from pay_refund_order
        where pay_order_id = ${row.id} and state = ${REFUND_ORDER_STATE.success}`.execute(w.db());
      expect(Number(sum.rows[0]?.total)).toBe(1000);
    });
  });
});
