// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"device":{"prefersReducedMotion":"reduce"}}}
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { endpoints, type OrderDetail } from '@retail/contract';
import { renderScreen } from '../../resources/render.test-support';
import { bodiesOf, ok, paged, routeFetch, routeOf } from '../../resources/route-fetch.test-support';
import { setUpScreenTests } from '../../resources/screen.test-support';
import { OrderDetailScreen } from './order-detail-screen';

setUpScreenTests('en', 20_000);

const owned = {
  tenantId: 10,
  organId: 10,
  organPath: '/1/10/',
  createBy: 'customer:7',
  createDate: '2026-11-20 10:00:00',
  updateBy: null,
  updateDate: null,
};

const detail = (more: Partial<OrderDetail['order']> = {}): OrderDetail => ({
  order: {
    ...owned,
    id: 5,
    orderNo: 'O20261120100000123',
    storeId: 3,
    storeName: 'Central Plaza',
    customerId: 7,
    customerName: '13800000001',
    status: 10,
    orderType: 0,
    productCount: 3,
    totalPrice: 2940,
    discountPrice: 200,
    couponPrice: 300,
    deliveryPrice: 600,
    adjustPrice: 0,
    payPrice: 3040,
    refundPrice: 0,
    refundStatus: 0,
    deliveryType: 1,
    payOrderId: 'P1',
    payTime: '2026-11-20 10:01:00',
    receiverName: 'Li Lei',
    receiverMobile: '13800000001',
    receiverArea: 'Pudong',
    receiverDetailAddress: 'No. 1, Century Avenue',
    userRemark: null,
    logisticsId: null,
    logisticsName: null,
    logisticsNo: null,
    deliveryTime: null,
    receiveTime: null,
    cancelType: 0,
    cancelTime: null,
    remark: null,
    terminal: 10,
    wayCode: 'SANDBOX',
    userIp: '127.0.0.1',
    userAgent: null,
    deliveryBasis: 10,
    deliveryCharge: 600,
    payDeadline: null,
    ...more,
  },
  lines: [
    {
      ...owned,
      id: 11,
      orderId: 5,
      orderName: 'O20261120100000123',
      goodsId: 2,
      goodsName: 'Bananas',
      specText: null,
      price: 980,
      count: 3,
      totalPrice: 2940,
      promotionPrice: 200,
      couponPrice: 300,
      payPrice: 2440,
      refundPrice: 0,
      priceSplit: 1,
    },
  ],
  promotions: [
    {
      ...owned,
      id: 21,
      orderId: 5,
      orderName: 'O20261120100000123',
      step: 20,
      sourceId: 4,
      name: 'Banana week',
      amount: 200,
    },
  ],
  refunds: [],
  invoices: [
    {
      ...owned,
      id: 31,
      orderId: 5,
      orderName: 'O20261120100000123',
      customerId: 7,
      customerName: '13800000001',
      titleType: 1,
      title: 'Li Lei',
      taxNo: null,
      email: 'li@example.com',
      amount: 3040,
      status: 10,
      invoiceNo: null,
      issueTime: null,
      rejectReason: null,
      voidReason: null,
      voidTime: null,
    },
  ],
  history: [
    {
      id: 1,
      action: 'create',
      fromState: 0,
      toState: 0,
      remark: null,
      createBy: 'customer:7',
      createDate: '2026-11-20 10:00:00',
    },
    {
      id: 2,
      action: 'pay',
      fromState: 0,
      toState: 10,
      remark: null,
      createBy: 'channel:sandbox',
      createDate: '2026-11-20 10:01:00',
    },
  ],
  summary: {
    goodsTotal: 2940,
    promotions: 200,
    coupons: 300,
    adjustPrice: 0,
    discountPrice: 200,
    couponPrice: 300,
    deliveryPrice: 600,
    payPrice: 3040,
    refundPrice: 0,
    invoiced: 0,
    addsUp: true,
  },
});

const CODES = {
  ORDER_LIST: true,
  ORDER_SHIP: true,
  ORDER_REMARK: true,
  ORDER_INVOICE_ISSUE: true,
};

describe('the order detail screen', () => {
  it('shows the header, the lines’ price shares, the money adding up, delivery and the timeline', async () => {
    const requests = routeFetch({ [routeOf(endpoints.orderDetail.detail)]: () => ok(detail()) });
    renderScreen(<OrderDetailScreen />, CODES, '/orderDetail/index?id=5');
    const header = await screen.findByTestId('order-detail-header');
    expect(header.textContent).toContain('O20261120100000123');
    expect(header.textContent).toContain('Awaiting shipment');
    expect(header.textContent).toContain('Central Plaza');
    expect(header.textContent).toContain('Storefront (mobile web)');
    expect(bodiesOf(requests, endpoints.orderDetail.detail.path)).toEqual([{ id: 5 }]);
    const line = within(screen.getByTestId('order-detail-lines'))
      .getByText('Bananas')
      .closest('tr')!;
    for (const shown of ['9.80', '29.40', '2.00', '3.00', '24.40'])
      expect(line.textContent).toContain(shown);
    const sums = screen.getByTestId('order-detail-sums').textContent ?? '';
    for (const shown of ['29.40', '2.00', '3.00', '6.00', '30.40']) expect(sums).toContain(shown);
    expect(screen.getByText('The lines add up to what was paid')).toBeTruthy();
    expect(screen.getByTestId('order-detail-promotions').textContent).toContain('Banana week');
    expect(screen.getByTestId('order-detail-delivery').textContent).toContain('Flat charge');
    const timeline = screen.getByTestId('order-detail-timeline').textContent ?? '';
    expect(timeline).toContain('Placed');
    expect(timeline).toContain('by channel:sandbox');
    // The order's own steps, as on the list: a paid order can be shipped, not cancelled.
    expect(within(header).getByRole('button', { name: 'Ship' })).toBeTruthy();
    expect(within(header).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    // The waiting invoice can be issued from here.
    expect(
      within(screen.getByTestId('order-detail-invoices')).getByRole('button', { name: 'Issue' }),
    ).toBeTruthy();
  });

  it('says so when an order does not add up, and when the line shares were not kept', async () => {
    const broken = detail();
    broken.summary = { ...broken.summary, addsUp: false };
    broken.lines = broken.lines.map((line) => ({ ...line, priceSplit: 0 }));
    routeFetch({ [routeOf(endpoints.orderDetail.detail)]: () => ok(broken) });
    renderScreen(<OrderDetailScreen />, CODES, '/orderDetail/index?id=5');
    expect(
      await screen.findByText('The lines do not add up to what was paid: check this order'),
    ).toBeTruthy();
    expect(
      screen.getByText('Not recorded for orders placed before the shares were kept'),
    ).toBeTruthy();
  });

  it('asks for an order when opened without one', async () => {
    renderScreen(<OrderDetailScreen />, CODES, '/orderDetail/index');
    expect(
      await screen.findByText('Open an order from the order list (its Detail button).'),
    ).toBeTruthy();
  });

  it('takes the merchant’s remark in a text box and shows the order again', async () => {
    const requests = routeFetch({
      [routeOf(endpoints.orderDetail.detail)]: () => ok(detail()),
      [routeOf(endpoints.order.remark)]: () => ok([detail().order]),
    });
    renderScreen(<OrderDetailScreen />, CODES, '/orderDetail/index?id=5');
    const header = await screen.findByTestId('order-detail-header');
    fireEvent.click(within(header).getByRole('button', { name: 'Remark' }));
    const dialog = await screen.findByTestId('action-dialog-remark');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Merchant remark' }), {
      target: { value: 'Call before delivery' },
    });
    fireEvent.click(screen.getByTestId('action-dialog-remark-save'));
    await waitFor(() =>
      expect(bodiesOf(requests, endpoints.order.remark.path)).toEqual([
        { id: 5, remark: 'Call before delivery' },
      ]),
    );
    await waitFor(() =>
      expect(bodiesOf(requests, endpoints.orderDetail.detail.path)).toHaveLength(2),
    );
  });

  it('opens the order’s sub-screens narrowed to it', async () => {
    const requests = routeFetch({
      [routeOf(endpoints.orderDetail.detail)]: () => ok(detail()),
      [routeOf(endpoints.orderSkuPrice.list)]: () => paged(detail().lines),
      [routeOf(endpoints.orderPrice.list)]: () => paged([]),
    });
    renderScreen(
      <OrderDetailScreen />,
      { ...CODES, ORDER_SKU_PRICE_LIST: true, ORDER_PRICE_LIST: true },
      '/orderDetail/index?id=5',
    );
    const more = await screen.findByTestId('order-detail-more');
    expect(within(more).queryByTestId('order-sub-orderInvoice')).toBeNull();
    fireEvent.click(within(more).getByRole('button', { name: 'Line prices' }));
    const lines = await screen.findByTestId('order-sub-drawer-orderSkuPrice');
    expect(await within(lines).findByText('Bananas')).toBeTruthy();
    expect(bodiesOf(requests, endpoints.orderSkuPrice.list.path).at(-1)).toMatchObject({
      orderId: 5,
    });
    fireEvent.click(within(more).getByRole('button', { name: 'Order amounts' }));
    await waitFor(() =>
      expect(bodiesOf(requests, endpoints.orderPrice.list.path).at(-1)).toMatchObject({
        orderNo: 'O20261120100000123',
      }),
    );
  });

  it('reloads the order', async () => {
    const requests = routeFetch({ [routeOf(endpoints.orderDetail.detail)]: () => ok(detail()) });
    renderScreen(<OrderDetailScreen />, CODES, '/orderDetail/index?id=5');
    fireEvent.click(await screen.findByTestId('order-detail-reload'));
    await waitFor(() =>
      expect(bodiesOf(requests, endpoints.orderDetail.detail.path)).toHaveLength(2),
    );
  });
});
