// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"device":{"prefersReducedMotion":"reduce"}}}
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resources } from '@retail/contract';
import { renderScreen } from '../../resources/render.test-support';
import { bodiesOf, ok, paged, routeFetch, routeOf } from '../../resources/route-fetch.test-support';
import { setUpScreenTests } from '../../resources/screen.test-support';
import { PayOrderScreen } from './pay-order-screen';

setUpScreenTests('en', 20_000);

const { payOrder, refundOrder, payOrderDivisionRecord, mchNotifyRecord } = resources;

const order = {
  id: 7,
  payOrderId: 'P20261128180000007',
  mchNo: 'M100',
  appId: 'app1',
  mchAppId: 3,
  mchOrderNo: 'C-7',
  wayCode: 'SANDBOX_QR',
  ifCode: 'sandbox',
  amount: 1280,
  refundAmount: 300,
  currency: 'cny',
  subject: 'Mineral water',
  state: 20,
};
const refunds = [
  {
    id: 41,
    refundOrderId: 'R20261128183000041',
    payOrderId: 7,
    mchRefundNo: 'KR-1',
    refundAmount: 300,
    state: 20,
  },
  {
    id: 42,
    refundOrderId: 'R20261128183000042',
    payOrderId: 8,
    mchRefundNo: 'KR-2',
    refundAmount: 100,
    state: 20,
  },
];

const ALL = {
  [payOrder.codes.list]: true,
  [refundOrder.codes.list]: true,
  [payOrderDivisionRecord.codes.list]: true,
  [mchNotifyRecord.codes.list]: true,
};

describe('the pay order list’s related records', () => {
  it('opens an order’s refunds, only its own, read-only, in a drawer named by the refunds', async () => {
    const requests = routeFetch({
      [routeOf(payOrder.endpoints.list)]: () => paged([order]),
      [routeOf(payOrder.endpoints.totals!)]: () =>
        ok({ count: 1, paidAmount: 1280, refundAmount: 300 }),
      [routeOf(refundOrder.endpoints.list)]: (request) =>
        paged(
          refunds.filter(
            (r) => r.payOrderId === (request.body as { payOrderId?: number }).payOrderId,
          ),
        ),
    });
    renderScreen(<PayOrderScreen />, ALL);
    await screen.findByText('P20261128180000007');
    const button = screen.getByTestId('lines-refundOrder-7');
    expect(button.textContent).toBe('Refund orders');
    expect(screen.getByTestId('lines-payOrderDivisionRecord-7').textContent).toBe(
      payOrderDivisionRecord.labels.en.title,
    );
    fireEvent.click(button);
    const drawer = await screen.findByTestId('lines-drawer-refundOrder');
    await within(drawer).findByText('KR-1');
    expect(within(drawer).queryByText('KR-2')).toBeNull();
    expect(bodiesOf(requests, refundOrder.endpoints.list.path).at(-1)).toMatchObject({
      payOrderId: 7,
    });
    expect(within(drawer).queryByTestId('list-add')).toBeNull();
  });

  it('lists the merchant notifications of an order by its number', async () => {
    const requests = routeFetch({
      [routeOf(payOrder.endpoints.list)]: () => paged([order]),
      [routeOf(payOrder.endpoints.totals!)]: () =>
        ok({ count: 1, paidAmount: 1280, refundAmount: 300 }),
      [routeOf(mchNotifyRecord.endpoints.list)]: () =>
        paged([{ id: 5, orderId: order.payOrderId, orderType: 1, mchOrderNo: 'C-7', state: 2 }]),
    });
    renderScreen(<PayOrderScreen />, ALL);
    await screen.findByText('P20261128180000007');
    fireEvent.click(screen.getByTestId('lines-mchNotifyRecord-7'));
    const drawer = await screen.findByTestId('lines-drawer-mchNotifyRecord');
    await within(drawer).findByText('C-7');
    expect(bodiesOf(requests, mchNotifyRecord.endpoints.list.path).at(-1)).toMatchObject({
      orderId: order.payOrderId,
    });
  });

  it('searches the orders made between two days, both sent as days', async () => {
    const requests = routeFetch({
      [routeOf(payOrder.endpoints.list)]: () => paged([order]),
      [routeOf(payOrder.endpoints.totals!)]: () =>
        ok({ count: 1, paidAmount: 1280, refundAmount: 300 }),
    });
    renderScreen(<PayOrderScreen />, ALL);
    await screen.findByText('P20261128180000007');
    const area = screen.getByTestId('list-search-area');
    fireEvent.change(within(area).getByLabelText('Created from'), {
      target: { value: '2026-11-01' },
    });
    fireEvent.change(within(area).getByLabelText('Created to'), {
      target: { value: '2026-11-28' },
    });
    fireEvent.click(within(area).getByTestId('list-search'));
    await waitFor(() =>
      expect(bodiesOf(requests, payOrder.endpoints.list.path).at(-1)).toMatchObject({
        createdFrom: '2026-11-01',
        createdTo: '2026-11-28',
      }),
    );
    // The header's totals are asked for the same days.
    await waitFor(() =>
      expect(bodiesOf(requests, payOrder.endpoints.totals!.path).at(-1)).toMatchObject({
        createdFrom: '2026-11-01',
      }),
    );
  });

  it('offers no refunds drawer to a user who may not list refunds', async () => {
    routeFetch({
      [routeOf(payOrder.endpoints.list)]: () => paged([order]),
      [routeOf(payOrder.endpoints.totals!)]: () =>
        ok({ count: 1, paidAmount: 1280, refundAmount: 300 }),
    });
    renderScreen(<PayOrderScreen />, { [payOrder.codes.list]: true });
    await screen.findByText('P20261128180000007');
    expect(screen.queryByTestId('lines-refundOrder-7')).toBeNull();
  });
});
