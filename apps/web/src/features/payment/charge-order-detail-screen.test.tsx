// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"device":{"prefersReducedMotion":"reduce"}}}
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { type ChargeOrderDetail, endpoints } from '@retail/contract';
import { renderScreen } from '../../resources/render.test-support';
import { ok, refused, routeFetch, routeOf } from '../../resources/route-fetch.test-support';
import { setUpScreenTests } from '../../resources/screen.test-support';
import {
  AlipayChargeOrderDetailScreen,
  WeixinChargeOrderDetailScreen,
} from './charge-order-detail-screen';

setUpScreenTests('en', 20_000);

const detail = (more: Partial<ChargeOrderDetail> = {}): ChargeOrderDetail => ({
  id: 9,
  payOrderId: 'P20261128180000001',
  mchNo: 'M100',
  appId: 'app1',
  mchOrderNo: 'C-1',
  wayCode: 'ALI_QR',
  ifCode: 'alipay',
  subject: 'Mineral water',
  amount: 1234,
  refundAmount: 234,
  currency: 'cny',
  state: 20,
  channelOrderNo: '2026112822001400001',
  channelUser: '2088102177846880',
  createDate: '2026-11-28 17:59:00',
  successTime: '2026-11-28 18:00:00',
  expiredTime: '2026-11-28 18:29:00',
  errMsg: null,
  notifications: [
    { id: 1, result: 'applied', reason: null, createDate: '2026-11-28 18:00:01' },
    { id: 2, result: 'rejected', reason: 'bad signature', createDate: '2026-11-28 18:00:05' },
  ],
  refunds: [
    {
      id: 4,
      refundOrderId: 'R20261128183000001',
      mchRefundNo: 'CR-1',
      refundAmount: 234,
      state: 20,
      channelOrderNo: '2026112822001400001',
      errMsg: null,
      createDate: '2026-11-28 18:30:00',
      successTime: '2026-11-28 18:30:00',
    },
  ],
  ...more,
});

const PATH = '/alipayChargeOrderDetail/index?id=9';

describe('the Alipay and Weixin charge order detail screens', () => {
  it('shows the order as Alipay saw it: trade number, buyer, notifications and refunds', async () => {
    routeFetch({ [routeOf(endpoints.chargeOrder.detail)]: () => ok(detail()) });
    renderScreen(<AlipayChargeOrderDetailScreen />, { PAY_ORDER_LIST: true }, PATH);
    const order = await screen.findByTestId('charge-order-order');
    expect(order.textContent).toContain('Alipay trade no.');
    expect(order.textContent).toContain('2026112822001400001');
    expect(order.textContent).toContain('Buyer id');
    expect(order.textContent).toContain('2088102177846880');
    expect(order.textContent).toContain('12.34');
    expect(order.textContent).toContain('Paid');
    const notifications = screen.getByTestId('charge-order-notifications');
    expect(within(notifications).getByText('Applied')).toBeTruthy();
    expect(within(notifications).getByText('Refused')).toBeTruthy();
    expect(within(notifications).getByText('bad signature')).toBeTruthy();
    const refunds = screen.getByTestId('charge-order-refunds');
    expect(refunds.textContent).toContain('R20261128183000001');
    expect(refunds.textContent).toContain('2.34');
    expect(screen.queryByText(/was not taken through/)).toBeNull();
  });

  it('names WeChat Pay’s fields, and warns when the order is another channel’s', async () => {
    routeFetch({
      [routeOf(endpoints.chargeOrder.detail)]: () => ok(detail({ notifications: [], refunds: [] })),
    });
    renderScreen(<WeixinChargeOrderDetailScreen />, { PAY_ORDER_LIST: true }, PATH);
    const order = await screen.findByTestId('charge-order-order');
    expect(order.textContent).toContain('WeChat Pay transaction id');
    expect(order.textContent).toContain('Payer openid');
    expect(screen.getByText('This pay order was not taken through WeChat Pay.')).toBeTruthy();
    expect(screen.getByText('No notification received yet')).toBeTruthy();
    expect(screen.getByText('No refunds')).toBeTruthy();
  });

  it('says so when the order is not there or not the caller’s', async () => {
    routeFetch({
      [routeOf(endpoints.chargeOrder.detail)]: () => ({
        ...refused('Not found'),
        status: 404,
      }),
    });
    renderScreen(<AlipayChargeOrderDetailScreen />, { PAY_ORDER_LIST: true }, PATH);
    expect(await screen.findByText('No such pay order, or it is not yours to see.')).toBeTruthy();
  });
});
