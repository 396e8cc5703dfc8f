// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"device":{"prefersReducedMotion":"reduce"}}}
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { endpoints } from '@retail/contract';
import { renderScreen } from '../../resources/render.test-support';
import { paged, routeFetch, routeOf } from '../../resources/route-fetch.test-support';
import { setUpScreenTests } from '../../resources/screen.test-support';
import { OrderListScreen } from './order-list-screen';

setUpScreenTests('en', 20_000);

const row = {
  id: 5,
  tenantId: 10,
  organId: 10,
  organPath: '/1/10/',
  orderNo: 'O20261120100000123',
  storeId: 3,
  storeName: 'Central Plaza',
  customerId: 7,
  customerName: '13800000001',
  status: 10,
  orderType: 0,
  productCount: 3,
  totalPrice: 2940,
  payPrice: 3040,
  refundPrice: 0,
  refundStatus: 0,
  createDate: '2026-11-20 10:00:00',
  updateDate: null,
};

describe('the order list', () => {
  it('opens an order’s detail screen from its Detail button, for those who may see it', async () => {
    routeFetch({ [routeOf(endpoints.order.list)]: () => paged([row]) });
    renderScreen(<OrderListScreen />, { ORDER_LIST: true, ORDER_DETAIL: true }, '/order/index');
    const detail = await screen.findByRole('button', {
      name: 'Detail of order O20261120100000123',
    });
    fireEvent.click(detail);
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/orderDetail/index?id=5'),
    );
  });

  it('has no Detail button without the detail screen', async () => {
    routeFetch({ [routeOf(endpoints.order.list)]: () => paged([row]) });
    renderScreen(<OrderListScreen />, { ORDER_LIST: true }, '/order/index');
    await screen.findByText('O20261120100000123');
    expect(screen.queryByTestId('order-detail-5')).toBeNull();
  });
});
