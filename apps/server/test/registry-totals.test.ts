import { PAY_ORDER_STATE } from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorityIdOf, callAs, organIdOf } from './support/admin-calls';
import { bodyOf, tokenFor } from './support/test-app';
import { okData } from './goods.support';
import {
  type MerchantCallOptions,
  type Order,
  type PaymentWorld,
  type Row,
  startPaymentWorld,
} from './payment.support';

// Header totals of a registry list (issue 17, "every figure on a screen adds up"): the pay order
// list's count, paid amount and refunded amount, over the list's own filter and scope, equal the
// sums worked out from the rows the list answers — with no filter and with filters on the state,
// the merchant and an order number; a user of a sub-organisation counts only its subtree, another
// tenant's orders never count, and a bad filter is a 400 naming the field in the caller's language.

const LIST = 'pay-order/list?pageSize=500&pageNum=1';
const TOTALS = 'pay-order/totals';
const PAID_STATES: readonly number[] = [PAY_ORDER_STATE.success, PAY_ORDER_STATE.refunded];

type Totals = { count: number; paidAmount: number; refundAmount: number };
const NONE: Totals = { count: 0, paidAmount: 0, refundAmount: 0 };

/** The figures the header must show, worked out from the list's rows. */
const sumsOf = (rows: Row[]): Totals => ({
  count: rows.length,
  paidAmount: rows
    .filter((row) => PAID_STATES.includes(row.state as number))
    .reduce((sum, row) => sum + (row.amount as number), 0),
  refundAmount: rows.reduce((sum, row) => sum + (row.refundAmount as number), 0),
});

describe('header totals of the pay order list', () => {
  let w: PaymentWorld;
  let region: string;
  let harbourToken: string;
  const orders: Record<string, Order> = {};

  /** An app (with its sandbox passage) of a merchant, in `organId` or the caller's root. */
  const appOf = async (
    who: 'sunrise' | 'harbour',
    mchNo: string,
    organId?: number,
  ): Promise<MerchantCallOptions> => {
    const merchant = await w.edit('mch-info', { mchNo, name: `Shop ${mchNo}` }, who);
    const app = await w.edit(
      'mch-app',
      { name: `App ${mchNo}`, mchInfoId: merchant.id, ...(organId ? { organId } : {}) },
      who,
    );
    const { secret } = await okData<{ secret: string }>(
      await w.consoleCall(who, 'POST', 'mch-app/rotate-secret', { id: app.id }),
    );
    const [way] = await w.entities('pay-way', { wayCode: 'SANDBOX_QR' }, who);
    const [sandbox] = await w.entities('pay-interface-define', { ifCode: 'sandbox' }, who);
    await w.edit(
      'mch-pay-passage',
      { mchAppId: app.id, payWayId: way?.id, payInterfaceDefineId: sandbox?.id, rate: 0 },
      who,
    );
    return { appId: String(app.appId), secret };
  };

  /** A pay order of the app, paid by the sandbox payer unless `unpaid`. */
  const order = async (
    name: string,
    amount: number,
    caller: MerchantCallOptions = {},
    unpaid = false,
  ) => {
    const made = await okData<Order>(
      await w.merchant(
        'unified-order',
        { mchOrderNo: `TOT-${name}`, wayCode: 'SANDBOX_QR', amount, subject: 'Totals' },
        caller,
      ),
    );
    if (!unpaid) await okData(await w.deliver(await w.notification(made.payOrderId)));
    orders[name] = made;
  };
  const refund = async (name: string, refundAmount: number) =>
    okData(
      await w.merchant('refund', {
        payOrderId: orders[name]?.payOrderId,
        mchRefundNo: `TOT-R-${name}`,
        refundAmount,
        reason: 'Returned',
      }),
    );

  const listAs = async (token: string, filter: object) => {
    const response = await callAs(w.t, token, 'POST', `/api/payment/${LIST}`, filter);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const page = response.json() as { entities: Row[]; totalCount: number };
    // The whole list on one page, so its rows are every row the totals cover.
    expect(page.totalCount).toBe(page.entities.length);
    return page.entities;
  };
  const totalsAs = async (token: string, filter: object) =>
    okData<Totals>(await callAs(w.t, token, 'POST', `/api/payment/${TOTALS}`, filter));
  let sunriseToken: string;
  const sunrise = () => sunriseToken;

  beforeAll(async () => {
    w = await startPaymentWorld();
    sunriseToken = await tokenFor(w.t, 'sunrise.admin', 'Sunrise#Admin1');
    // Sunrise's own app (M100): paid, refunded in part, refunded in whole, not paid yet.
    await order('part', 1000);
    await refund('part', 300);
    await order('whole', 2500);
    await refund('whole', 2500);
    await order('open', 1700, {}, true);
    // An app of Sunrise Downtown, a sub-organisation.
    const downtownId = await organIdOf(w.t, 'Sunrise Downtown');
    const downtown = await appOf('sunrise', 'TOT-DT', downtownId);
    await order('downtown', 800, downtown);
    await order('downtownOpen', 400, downtown, true);
    // One below it (its kiosk), and its sibling (Uptown).
    const kiosk = await appOf('sunrise', 'TOT-KI', await organIdOf(w.t, 'Sunrise Downtown Kiosk'));
    await order('kiosk', 600, kiosk);
    await order(
      'uptown',
      700,
      await appOf('sunrise', 'TOT-UP', await organIdOf(w.t, 'Sunrise Uptown')),
    );
    // Another tenant's merchant, with its own sandbox way and interface.
    await w.edit('pay-way', { wayCode: 'SANDBOX_QR', name: 'Sandbox QR' }, 'harbour');
    await w.edit(
      'pay-interface-define',
      { ifCode: 'sandbox', name: 'Sandbox', wayCodes: 'SANDBOX_QR' },
      'harbour',
    );
    await order('harbour', 9900, await appOf('harbour', 'TOT-HB'));

    // A region administrator: a user of Sunrise Downtown who may list pay orders.
    const admin = sunriseToken;
    const role = await okData<{ id: number }>(
      await callAs(w.t, admin, 'PATCH', '/api/admin/role/edit', {
        name: 'Pay order reader',
        code: 'pay-order-reader',
      }),
    );
    await callAs(w.t, admin, 'POST', '/api/admin/role/set-authorities', {
      id: role.id,
      authorityIds: [await authorityIdOf(w.t, 'PAY_ORDER_LIST')],
    });
    const created = await callAs(w.t, admin, 'PATCH', '/api/admin/user/edit', {
      userName: 'downtown.payments',
      name: 'Downtown payments',
      password: 'Quartz#Harbor8',
      organId: downtownId,
      roleIds: [role.id],
    });
    expect(created.statusCode, created.body).toBe(200);
    region = await tokenFor(w.t, 'downtown.payments', 'Quartz#Harbor8');
    harbourToken = await tokenFor(w.t, 'harbour.admin', 'Harbour#Admin1');
  });
  afterAll(() => w?.t.close());

  it('adds up to the list’s rows with no filter and with each filter', async () => {
    const filters: object[] = [
      {},
      { state: PAY_ORDER_STATE.success },
      { state: PAY_ORDER_STATE.refunded },
      { state: PAY_ORDER_STATE.paying },
      { mchNo: 'M100' },
      { mchNo: 'TOT-DT' },
      { payOrderId: orders.part?.payOrderId },
      { mchOrderNo: 'TOT-whole' },
      { mchNo: 'no such merchant' },
    ];
    for (const filter of filters) {
      const rows = await listAs(sunrise(), filter);
      expect(await totalsAs(sunrise(), filter), JSON.stringify(filter)).toEqual(sumsOf(rows));
    }
  });

  it('shows the figures of the orders made here', async () => {
    // The merchant's own: 1,000 and 2,500 paid (the second refunded in whole), 1,700 not paid.
    expect(await totalsAs(sunrise(), { mchNo: 'M100' })).toMatchObject({
      paidAmount: 3500,
      refundAmount: 2800,
    });
    expect(await totalsAs(sunrise(), { mchOrderNo: 'TOT-part' })).toEqual({
      count: 1,
      paidAmount: 1000,
      refundAmount: 300,
    });
    expect(await totalsAs(sunrise(), { mchOrderNo: 'TOT-open' })).toEqual({
      count: 1,
      paidAmount: 0,
      refundAmount: 0,
    });
    expect(await totalsAs(sunrise(), { mchNo: 'no such merchant' })).toEqual(NONE);
  });

  it('counts only the organisation subtree of a region administrator (not its sibling)', async () => {
    const rows = await listAs(region, {});
    expect(rows.map((row) => row.mchOrderNo).sort()).toEqual([
      'TOT-downtown',
      'TOT-downtownOpen',
      'TOT-kiosk',
    ]);
    expect(await totalsAs(region, {})).toEqual({ count: 3, paidAmount: 1400, refundAmount: 0 });
    expect(await totalsAs(region, {})).toEqual(sumsOf(rows));
    // Naming the organisation above it, or a filter matching the root's orders, adds nothing
    // (an organisation outside the scope matches no row, as in the list).
    const rootId = await organIdOf(w.t, 'Sunrise Retail');
    const above = await callAs(w.t, region, 'POST', `/api/payment/${TOTALS}`, {
      organIds: [rootId],
    });
    expect(await okData(above)).toEqual(NONE);
    expect(await totalsAs(region, { mchNo: 'M100' })).toEqual(NONE);
  });

  it('never counts another tenant’s orders', async () => {
    const harbour = await totalsAs(harbourToken, {});
    expect(harbour).toEqual(sumsOf(await listAs(harbourToken, {})));
    expect(harbour).toMatchObject({ paidAmount: 9900 });
    expect(await totalsAs(sunrise(), { mchNo: 'TOT-HB' })).toEqual(NONE);
    const all = await totalsAs(sunrise(), {});
    expect(all).toEqual(sumsOf(await listAs(sunrise(), {})));
    expect(all.paidAmount).toBeGreaterThanOrEqual(4300);
    // Naming Harbour's tenant in the filter shows none of it either.
    const harbourId = await organIdOf(w.t, 'Harbour Mart');
    const named = await callAs(w.t, sunrise(), 'POST', `/api/payment/${TOTALS}`, {
      tenantId: harbourId,
      organIds: [harbourId],
    });
    expect(await okData(named)).toEqual(NONE);
  });

  it('refuses a bad filter with a 400 naming the field in the caller’s language', async () => {
    for (const [language, label] of [
      ['en', 'State'],
      ['zh', '状态'],
      ['es', 'Estado'],
    ] as const) {
      const response = await callAs(
        w.t,
        sunrise(),
        'POST',
        `/api/payment/${TOTALS}`,
        { state: 'paid' },
        language,
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(bodyOf(response).field).toBe('state');
      expect(bodyOf(response).description).toContain(label);
    }
    const tooLong = await callAs(w.t, sunrise(), 'POST', `/api/payment/${TOTALS}`, {
      mchNo: 'x'.repeat(65),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(bodyOf(tooLong).field).toBe('mchNo');
  });

  it('is refused to a user without the list’s authority', async () => {
    const store = await tokenFor(w.t, 'sunrise.store', 'Sunrise#Store1');
    const response = await callAs(w.t, store, 'POST', `/api/payment/${TOTALS}`, {});
    expect(response.statusCode).toBe(403);
  });
});
