import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, demoToken } from './support/admin-calls';
import { bodyOf, type TestApp, startTestApp } from './support/test-app';

const API = '/api/payment';
const PAGE = '?pageSize=50&pageNum=1';
type Row = Record<string, unknown> & { id: number };

// Merchant onboarding (issue 17, docs/payments.md "Merchant onboarding"): categories, origins,
// merchants, their applications to the channels with WeChat's applyment states, and their
// payment settings.
describe('merchant onboarding', () => {
  let t: TestApp;
  let sunrise: string;
  let harbour: string;

  beforeAll(async () => {
    t = await startTestApp({ config: { seed: 'demo', captcha: false } });
    sunrise = await demoToken(t, 'sunrise.admin');
    harbour = await demoToken(t, 'harbour.admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (
    method: 'PATCH' | 'POST' | 'DELETE',
    path: string,
    body?: object,
    token = sunrise,
  ) => callAs(t, token, method, `${API}${path}`, body);
  const ok = async (method: 'PATCH' | 'POST', path: string, body: object) => {
    const response = await call(method, path, body);
    expect(response.statusCode, response.body).toBe(200);
    const data = bodyOf(response).data;
    return (Array.isArray(data) ? data[0] : data) as Row;
  };
  const refused = async (
    path: string,
    body: object,
    field?: string,
    method: 'PATCH' | 'POST' = 'POST',
  ) => {
    const response = await call(method, path, body);
    expect(response.statusCode, response.body).toBe(400);
    if (field) expect(bodyOf(response).field).toBe(field);
    return bodyOf(response);
  };
  const list = async (path: string, filter: object = {}, token = sunrise) => {
    const response = await call('POST', `${path}/list${PAGE}`, filter, token);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { entities: Row[] }).entities;
  };
  const entryRow = async (id: number) =>
    (await list('/merchant-entry', {})).find((r) => r.id === id)!;

  it('takes a merchant from sign-up to active through a WeChat applyment', async () => {
    const type = await ok('PATCH', '/merchant-type/edit', {
      code: 'FOOD',
      name: 'Food',
      mcc: '5812',
    });
    const origin = await ok('PATCH', '/merchant-origin/edit', {
      name: 'Street team',
      kind: 'sales',
    });
    const merchant = await ok('PATCH', '/merchant/edit', {
      name: 'Corner Noodles',
      merchantTypeId: type.id,
      merchantOriginId: origin.id,
      contactName: 'Li',
      contactTel: '13900000001',
    });
    expect(merchant).toMatchObject({ state: 0, merchantTypeName: 'Food' });

    // No payments before the merchant is active.
    const [app] = await list('/mch-app');
    const [way] = await list('/pay-way');
    await refused(
      '/merchant-payment/edit',
      { merchantId: merchant.id, mchAppId: app!.id, payWayId: way!.id },
      'merchantId',
      'PATCH',
    );

    const application = {
      merchantId: merchant.id,
      channel: 'wx',
      legalPerson: 'Li Ming',
      accountName: 'Corner Noodles Ltd',
      accountBank: 'Bank of Harbour',
      accountNo: '6222000011112222',
      contactName: 'Li',
      contactTel: '13900000001',
    };
    const wx = await ok('PATCH', '/merchant-entry/edit', application);
    expect(wx.businessCode).toMatch(/^MEN\d{8}\d{6}$/);
    expect(wx.state).toBe(0);
    // One application under way per merchant and channel; another channel is fine.
    await refused('/merchant-entry/edit', application, 'channel', 'PATCH');
    const helipay = await ok('PATCH', '/merchant-entry/edit', {
      ...application,
      channel: 'helipay',
    });

    // Not sent without its licence; then sent, and no longer editable.
    await refused('/merchant-entry/submit', { id: wx.id }, 'licenceImage');
    expect((await entryRow(wx.id)).state).toBe(0);
    await ok('PATCH', '/merchant-entry/edit', {
      ...application,
      id: wx.id,
      licenceImage: 'https://example.com/licence.png',
    });
    expect((await ok('POST', '/merchant-entry/submit', { id: wx.id })).state).toBe(10);
    await refused(
      '/merchant-entry/edit',
      { ...application, id: wx.id, legalPerson: 'X' },
      undefined,
      'PATCH',
    );

    // Rejected with the channel's reason, edited again, sent again.
    await refused('/merchant-entry/reject', { id: wx.id }, 'remark');
    const rejected = await ok('POST', '/merchant-entry/reject', {
      id: wx.id,
      remark: 'Blurred licence',
    });
    expect(rejected).toMatchObject({ state: 20, rejectReason: 'Blurred licence' });
    await ok('POST', '/merchant-entry/reedit', { id: wx.id });
    await ok('POST', '/merchant-entry/submit', { id: wx.id });
    await refused('/merchant-entry/confirm', { id: wx.id }, 'state');
    await ok('POST', '/merchant-entry/approve', { id: wx.id });
    await ok('POST', '/merchant-entry/confirm', { id: wx.id });
    await refused('/merchant-entry/sign', { id: wx.id }, 'subMchId');
    const signed = await ok('POST', '/merchant-entry/sign', { id: wx.id, subMchId: '1900012345' });
    expect(signed).toMatchObject({ state: 50, subMchId: '1900012345' });
    // A repeat changes nothing.
    expect(
      (await ok('POST', '/merchant-entry/sign', { id: wx.id, subMchId: 'other' })).subMchId,
    ).toBe('1900012345');
    const history = bodyOf(await call('POST', '/merchant-entry/history', { id: wx.id }))
      .data as Row[];
    expect(history.map((step) => step.action)).toEqual([
      'submit',
      'reject',
      'reedit',
      'submit',
      'approve',
      'confirm',
      'sign',
    ]);
    const active = (await list('/merchant')).find((row) => row.id === merchant.id)!;
    expect(active.state).toBe(10);

    // Each channel's screen holds its own applications.
    expect((await list('/merchant-wx')).map((row) => row.id)).toContain(wx.id);
    expect((await list('/merchant-wx')).map((row) => row.id)).not.toContain(helipay.id);
    expect((await list('/merchant-helipay')).map((row) => row.id)).toEqual([helipay.id]);

    // Active: payments can be set; frozen: they stop; closed only once nothing is under way.
    const payment = await ok('PATCH', '/merchant-payment/edit', {
      merchantId: merchant.id,
      mchAppId: app!.id,
      payWayId: way!.id,
      ratePpm: 3800,
      dailyLimit: 5_000_00,
    });
    expect(payment).toMatchObject({ enable: 1, dailyLimit: 500000 });
    await refused(
      '/merchant-payment/edit',
      { merchantId: merchant.id, mchAppId: app!.id, payWayId: way!.id },
      'payWayId',
      'PATCH',
    );
    await refused('/merchant/freeze', { id: merchant.id }, 'remark');
    await ok('POST', '/merchant/freeze', { id: merchant.id, remark: 'Chargebacks' });
    expect((await list('/merchant-payment')).find((row) => row.id === payment.id)!.enable).toBe(0);
    await ok('POST', '/merchant/unfreeze', { id: merchant.id });
    await refused('/merchant/close', { id: merchant.id, remark: 'Moved away' });
    await ok('POST', '/merchant-entry/cancel', { id: helipay.id, remark: 'Not needed' });
    expect(
      (await ok('POST', '/merchant/close', { id: merchant.id, remark: 'Moved away' })).state,
    ).toBe(-10);
    // Nothing new for a closed merchant.
    await refused(
      '/merchant-entry/edit',
      { ...application, channel: 'alipay' },
      'merchantId',
      'PATCH',
    );
  });

  it('keeps each tenant’s merchants to itself', async () => {
    const type = await ok('PATCH', '/merchant-type/edit', { code: 'RETAIL', name: 'Retail' });
    const merchant = await ok('PATCH', '/merchant/edit', {
      name: 'Sunrise Kiosk',
      merchantTypeId: type.id,
      contactName: 'Wang',
      contactTel: '13900000002',
    });
    expect((await list('/merchant', {}, harbour)).map((row) => row.name)).not.toContain(
      'Sunrise Kiosk',
    );
    const foreign = await call(
      'POST',
      '/merchant/freeze',
      { id: merchant.id, remark: 'x' },
      harbour,
    );
    expect(foreign.statusCode).toBe(404);
    // Harbour cannot file an application for it either: no such merchant for them.
    const entry = await call(
      'PATCH',
      '/merchant-entry/edit',
      {
        merchantId: merchant.id,
        channel: 'wx',
        legalPerson: 'X',
        accountName: 'X',
        accountBank: 'X',
        accountNo: '1',
        contactName: 'X',
        contactTel: '1',
      },
      harbour,
    );
    expect(entry.statusCode).toBe(400);
    expect(bodyOf(entry).field).toBe('merchantId');
    expect(
      (await list('/merchant-entry', {})).filter((row) => row.merchantId === merchant.id),
    ).toEqual([]);
  });
});
