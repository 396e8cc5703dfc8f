import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelContext, ChannelOrder } from '../src/modules/payment/channel-driver';
import { createAlipayDriver } from '../src/modules/payment/drivers/alipay.driver';
import { centsOf, yuanOf } from '../src/modules/payment/drivers/channel-params';
import { createWxpayDriver } from '../src/modules/payment/drivers/wxpay.driver';
import { startAlipayStub, startWxpayStub } from './payment-channel-stubs';

// The Alipay and WeChat Pay (v3) drivers against local stand-ins of the providers' APIs, which
// check the drivers' request signatures with the app's key and sign their answers with a
// provider key generated here: create, query, close, refund, and the providers' notifications
// verified (and for WeChat Pay decrypted); forged, altered or foreign ones are refused.

const order = (payOrderId: string, wayCode: string, amount = 1234): ChannelOrder => ({
  payOrderId,
  wayCode,
  amount,
  currency: 'cny',
  subject: 'Mineral water',
  expiredAt: Date.now() + 30 * 60_000,
});

describe('money in yuan text', () => {
  it('turns cents to yuan and back without floats', () => {
    expect([1, 10, 100, 1234, 100_000_000].map(yuanOf)).toEqual([
      '0.01',
      '0.10',
      '1.00',
      '12.34',
      '1000000.00',
    ]);
    expect(['0.01', '12.3', '12', '12.34'].map(centsOf)).toEqual([1, 1230, 1200, 1234]);
    expect(['', '1.234', '-1', 'abc', '1e3'].map(centsOf)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('the Alipay driver', () => {
  let stub: Awaited<ReturnType<typeof startAlipayStub>>;
  let context: ChannelContext;
  const driver = createAlipayDriver();
  beforeAll(async () => {
    stub = await startAlipayStub();
    context = { appId: 'app1', params: stub.params };
  });
  afterAll(() => stub?.close());

  it('makes a QR payment, queries it, is notified, refunds', async () => {
    const created = await driver.createOrder(order('P1', 'ALI_QR'), context);
    expect(created.payData.codeUrl).toBe('https://qr.alipay.test/P1');
    expect(stub.trades.get('P1')?.amount).toBe(1234);
    expect(await driver.queryOrder?.(order('P1', 'ALI_QR'), context)).toMatchObject({
      result: 'pending',
      amount: 1234,
    });

    const body = stub.notification('P1');
    const notification = { path: '/api/pay/notify/alipay/P1', headers: {}, body };
    expect(driver.orderOf(notification)).toBe('P1');
    const paid = await driver.verifyNotification(notification, context);
    expect(paid).toMatchObject({ payOrderId: 'P1', amount: 1234, result: 'success' });
    expect(paid?.channelOrderNo).toBe(stub.trades.get('P1')?.tradeNo);
    expect(await driver.queryOrder?.(order('P1', 'ALI_QR'), context)).toMatchObject({
      result: 'success',
      amount: 1234,
    });

    const refund = await driver.refund(
      {
        refundOrderId: 'R1',
        payOrderId: 'P1',
        channelOrderNo: null,
        payAmount: 1234,
        refundAmount: 234,
      },
      context,
    );
    expect(refund).toMatchObject({ state: 'success' });
    expect(stub.refunds.at(-1)).toEqual({ outTradeNo: 'P1', amount: '2.34', outRequestNo: 'R1' });
  });

  it('tells a refund the gateway refuses', async () => {
    await driver.createOrder(order('P2', 'ALI_QR'), context);
    stub.mode.refund = 'fail';
    const refund = await driver.refund(
      {
        refundOrderId: 'R2',
        payOrderId: 'P2',
        channelOrderNo: null,
        payAmount: 1234,
        refundAmount: 1,
      },
      context,
    );
    stub.mode.refund = 'ok';
    expect(refund).toMatchObject({ state: 'failed' });
    expect(refund.state === 'failed' && refund.errMsg).toContain('ACQ.TRADE_STATUS_ERROR');
  });

  it('starts a mini-program trade with the payer, a PC page, and closes', async () => {
    const lite = await driver.createOrder(
      { ...order('P3', 'ALI_LITE'), channelExtra: { buyerId: '2088000000000001' } },
      context,
    );
    expect(lite.channelOrderNo).toBe(stub.trades.get('P3')?.tradeNo);
    await expect(driver.createOrder(order('P4', 'ALI_LITE'), context)).rejects.toThrow(/buyerId/);
    const page = await driver.createOrder(order('P5', 'ALI_PC'), context);
    const url = new URL(String(page.payData.payUrl));
    expect(url.searchParams.get('method')).toBe('alipay.trade.page.pay');
    expect(url.searchParams.get('sign')).toBeTruthy();
    expect(url.searchParams.get('notify_url')).toBe(
      'https://pay.example.test/api/pay/notify/alipay/P5',
    );
    await driver.closeOrder(order('P3', 'ALI_LITE'), context);
    expect(stub.trades.get('P3')?.closed).toBe(true);
    // Never scanned: no trade at Alipay, nothing to close.
    await driver.closeOrder(order('P-none', 'ALI_QR'), context);
  });

  it('refuses forged, altered and foreign notifications', async () => {
    await driver.createOrder(order('P6', 'ALI_QR'), context);
    const verify = (body: string) =>
      driver.verifyNotification({ path: '/api/pay/notify/alipay/P6', headers: {}, body }, context);
    expect(await verify(stub.notification('P6', { key: stub.otherKey }))).toBeUndefined();
    const altered = stub.notification('P6').replace('total_amount=12.34', 'total_amount=0.01');
    expect(await verify(altered)).toBeUndefined();
    expect(await verify(stub.notification('P6', { appId: '2021000000000999' }))).toBeUndefined();
    expect(await verify('not a form')).toBeUndefined();
    // Signed by Alipay but for another amount: verified as it says (the platform compares).
    expect(await verify(stub.notification('P6', { amount: 1 }))).toMatchObject({ amount: 1 });
  });

  it('refuses an answer the gateway did not sign, and a request with a wrong key', async () => {
    const forged = { ...context, params: { ...stub.params, alipayPublicKey: stub.otherKey } };
    // A private key in place of Alipay's public key cannot verify anything.
    await expect(driver.createOrder(order('P7', 'ALI_QR'), forged)).rejects.toThrow();
    const wrongKey = { ...context, params: { ...stub.params, privateKey: stub.otherKey } };
    await expect(driver.createOrder(order('P8', 'ALI_QR'), wrongKey)).rejects.toThrow(
      /invalid-signature/,
    );
    expect(stub.trades.has('P8')).toBe(false);
    await expect(
      driver.createOrder(order('P9', 'ALI_QR'), { appId: 'x', params: {} }),
    ).rejects.toThrow(/appId/);
  });
});

describe('the WeChat Pay (v3) driver', () => {
  let stub: Awaited<ReturnType<typeof startWxpayStub>>;
  let context: ChannelContext;
  const driver = createWxpayDriver({ now: () => Date.now() });
  beforeAll(async () => {
    stub = await startWxpayStub();
    context = { appId: 'app1', params: stub.params };
  });
  afterAll(() => stub?.close());

  it('makes a Native payment, queries it, is notified (decrypted), refunds', async () => {
    const created = await driver.createOrder(order('W1', 'WX_NATIVE'), context);
    expect(created.payData.codeUrl).toBe('weixin://wxpay/bizpayurl?pr=W1');
    expect(await driver.queryOrder?.(order('W1', 'WX_NATIVE'), context)).toMatchObject({
      result: 'pending',
      amount: 1234,
    });
    const note = stub.notification('W1');
    const notification = {
      path: '/api/pay/notify/wxpay/W1',
      headers: note.headers,
      body: note.body,
    };
    expect(driver.orderOf(notification)).toBe('W1');
    const paid = await driver.verifyNotification(notification, context);
    expect(paid).toMatchObject({ payOrderId: 'W1', amount: 1234, result: 'success' });
    expect(paid?.channelOrderNo).toBe(stub.trades.get('W1')?.tradeNo);
    expect(await driver.queryOrder?.(order('W1', 'WX_NATIVE'), context)).toMatchObject({
      result: 'success',
    });

    const refund = await driver.refund(
      {
        refundOrderId: 'WR1',
        payOrderId: 'W1',
        channelOrderNo: null,
        payAmount: 1234,
        refundAmount: 34,
      },
      context,
    );
    expect(refund).toMatchObject({ state: 'success' });
    expect(stub.refunds.at(-1)).toEqual({ outTradeNo: 'W1', refund: 34, total: 1234 });
    stub.mode.refund = 'PROCESSING';
    expect(
      await driver.refund(
        {
          refundOrderId: 'WR2',
          payOrderId: 'W1',
          channelOrderNo: null,
          payAmount: 1234,
          refundAmount: 1,
        },
        context,
      ),
    ).toMatchObject({ state: 'refunding' });
    stub.mode.refund = 'fail';
    const refused = await driver.refund(
      {
        refundOrderId: 'WR3',
        payOrderId: 'W1',
        channelOrderNo: null,
        payAmount: 1234,
        refundAmount: 1,
      },
      context,
    );
    stub.mode.refund = 'SUCCESS';
    expect(refused.state === 'failed' && refused.errMsg).toContain('NOT_ENOUGH');
  });

  it('signs the JSAPI payer’s parameters and closes', async () => {
    const created = await driver.createOrder(
      { ...order('W2', 'WX_JSAPI'), channelExtra: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' } },
      context,
    );
    expect(created.payData.package).toBe('prepay_id=wxW2');
    const { appId, timeStamp, nonceStr, paySign } = created.payData;
    const { createVerify } = await import('node:crypto');
    expect(
      createVerify('RSA-SHA256')
        .update(`${appId}\n${timeStamp}\n${nonceStr}\nprepay_id=wxW2\n`)
        .verify(stub.merchantPublicKey, String(paySign), 'base64'),
    ).toBe(true);
    await expect(driver.createOrder(order('W3', 'WX_JSAPI'), context)).rejects.toThrow(/openid/);
    await driver.closeOrder(order('W2', 'WX_JSAPI'), context);
    expect(stub.trades.get('W2')?.closed).toBe(true);
  });

  it('refuses forged, altered, stale and wrongly sealed notifications', async () => {
    await driver.createOrder(order('W4', 'WX_NATIVE'), context);
    const verify = (note: { headers: Record<string, string>; body: string }) =>
      driver.verifyNotification(
        { path: '/api/pay/notify/wxpay/W4', headers: note.headers, body: note.body },
        context,
      );
    expect(await verify(stub.notification('W4', { key: stub.otherKey }))).toBeUndefined();
    const note = stub.notification('W4');
    expect(
      await verify({ ...note, body: note.body.replace('TRANSACTION', 'TRANSACTIOM') }),
    ).toBeUndefined();
    expect(
      await verify({ ...note, headers: { ...note.headers, 'wechatpay-serial': 'OTHER' } }),
    ).toBeUndefined();
    expect(
      await verify(stub.notification('W4', { timestamp: Date.now() - 10 * 60_000 })),
    ).toBeUndefined();
    expect(await verify(stub.notification('W4', { apiV3Key: 'x'.repeat(32) }))).toBeUndefined();
    expect(await verify(note)).toMatchObject({ payOrderId: 'W4', result: 'success' });
  });

  it('refuses an answer not signed by the platform key', async () => {
    const forged = {
      ...context,
      params: { ...stub.params, platformPublicKey: stub.merchantPublicKey },
    };
    await expect(driver.createOrder(order('W5', 'WX_NATIVE'), forged)).rejects.toThrow(/wxpay/);
    const wrongKey = { ...context, params: { ...stub.params, privateKey: stub.otherKey } };
    await expect(driver.createOrder(order('W6', 'WX_NATIVE'), wrongKey)).rejects.toThrow(
      /SIGN_ERROR/,
    );
    expect(stub.trades.has('W6')).toBe(false);
  });
});
