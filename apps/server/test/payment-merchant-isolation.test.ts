import { PAY_ORDER_STATE } from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okData } from './goods.support';
import {
  type MerchantCallOptions,
  type Order,
  type PaymentWorld,
  type Row,
  startPaymentWorld,
} from './payment.support';

// The merchant API keeps each app to its own orders (issue 17, "isolation between tenants and
// merchants"): another merchant's app of the same tenant, and another tenant's app, signing
// correctly with their own secrets, find none of this app's pay, refund or transfer orders by
// either number, cannot close or refund them, and a merchant order number used by one app is
// free for another (idempotency is per app).

describe('the merchant API between merchants and tenants', () => {
  let w: PaymentWorld;
  let neighbour: MerchantCallOptions;
  let stranger: MerchantCallOptions;
  let order: Order;

  /** A merchant and its app with a secret, in the tenant of `who`. */
  const appOf = async (who: 'sunrise' | 'harbour', mchNo: string) => {
    const merchant = await w.edit('mch-info', { mchNo, name: `Shop ${mchNo}` }, who);
    const app = await w.edit('mch-app', { name: `App ${mchNo}`, mchInfoId: merchant.id }, who);
    const { secret } = await okData<{ secret: string }>(
      await w.consoleCall(who, 'POST', 'mch-app/rotate-secret', { id: app.id }),
    );
    return { row: app, call: { appId: String(app.appId), secret } };
  };

  beforeAll(async () => {
    w = await startPaymentWorld();
    const other = await appOf('sunrise', 'M200');
    neighbour = other.call;
    const [way] = await w.entities('pay-way', { wayCode: 'SANDBOX_QR' });
    const [sandbox] = await w.entities('pay-interface-define', { ifCode: 'sandbox' });
    await w.edit('mch-pay-passage', {
      mchAppId: other.row.id,
      payWayId: way?.id,
      payInterfaceDefineId: sandbox?.id,
      rate: 0,
    });
    stranger = (await appOf('harbour', 'H100')).call;
    order = await w.paid(1500);
    await okData(
      await w.merchant('refund', {
        payOrderId: order.payOrderId,
        mchRefundNo: 'ISO-R1',
        refundAmount: 100,
        reason: 'Returned',
      }),
    );
    await okData(
      await w.merchant('transfer', {
        mchTransferNo: 'ISO-T1',
        ifCode: 'sandbox',
        entryType: 'BANK_CARD',
        amount: 900,
        accountNo: '6222020200112233',
        transferDesc: 'Commission',
      }),
    );
  });
  afterAll(() => w?.t.close());

  it('finds none of another app’s orders, refunds or transfers, by either number', async () => {
    for (const caller of [neighbour, stranger]) {
      for (const ref of [{ payOrderId: order.payOrderId }, { mchOrderNo: order.mchOrderNo }]) {
        w.refused(await w.merchant('query', ref, caller), 404);
        w.refused(await w.merchant('close', ref, caller), 404);
        w.refused(
          await w.merchant(
            'refund',
            { ...ref, mchRefundNo: 'ISO-STEAL', refundAmount: 100, reason: 'Mine' },
            caller,
          ),
          404,
        );
      }
      w.refused(await w.merchant('refund-query', { mchRefundNo: 'ISO-R1' }, caller), 404);
      w.refused(await w.merchant('transfer-query', { mchTransferNo: 'ISO-T1' }, caller), 404);
    }
    // Nothing changed: the order is still paid with one refund of 1.00.
    expect(await w.orderRow(order.payOrderId)).toMatchObject({
      state: PAY_ORDER_STATE.success,
      refund_amount: 100,
    });
  });

  it('gives each app its own order for the same merchant order number', async () => {
    const body = {
      mchOrderNo: order.mchOrderNo,
      wayCode: 'SANDBOX_QR',
      amount: 700,
      subject: 'Tea',
    };
    const theirs = await okData<Order>(await w.merchant('unified-order', body, neighbour));
    expect(theirs.payOrderId).not.toBe(order.payOrderId);
    expect(theirs).toMatchObject({ amount: 700, state: PAY_ORDER_STATE.paying });
    // The first app's order under that number is unchanged, and its app still finds its own.
    const mine = await okData<Order>(await w.merchant('query', { mchOrderNo: order.mchOrderNo }));
    expect(mine).toMatchObject({ payOrderId: order.payOrderId, amount: 1500 });
    // The console of the other tenant lists none of them.
    expect(await w.entities('pay-order', {}, 'harbour')).toEqual([] as Row[]);
  });
});
