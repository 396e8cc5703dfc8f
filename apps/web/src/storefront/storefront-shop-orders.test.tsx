// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StorefrontApp } from './storefront-app';
import type { ShopAfterSale, ShopOrder } from './storefront-shop-api';
import { data, fakeShop, ORDER, refused, signIn, TENANT } from './storefront-shop.fixtures';

// After buying: the orders by state, one order and what may be done with it, refund requests;
// against a fake shopper API.

const open = async (path: string, fetcher: typeof fetch, languages = ['en']) => {
  window.history.replaceState(null, '', path);
  render(<StorefrontApp fetcher={fetcher} languages={languages} />);
  await act(async () => {
    await Promise.resolve();
  });
};

const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

const paged = (entities: ShopOrder[], totalCount = entities.length, currentPage = 1) => ({
  body: { successful: true, status: 200, entities, totalCount, pageSize: 10, currentPage },
});

const AFTER_SALE: ShopAfterSale = {
  id: 51,
  refundNo: 'RF1',
  orderId: 9,
  orderNo: ORDER.orderNo,
  status: 20,
  way: 20,
  applyReason: 'Damaged or faulty',
  applyDescription: null,
  refundPrice: 1250,
  auditReason: null,
  returnLogisticsNo: null,
  refundTime: null,
  createDate: null,
  lines: [
    { orderItemId: 31, goodsName: 'Green tea', specText: '250 g', count: 1, refundPrice: 1250 },
  ],
};

beforeEach(() => {
  window.localStorage.clear();
  signIn();
});
afterEach(cleanup);

describe('storefront shop: orders', () => {
  it('lists the orders of a tab (the widgets’ dataType), a page at a time, and opens the refunds', async () => {
    const second = { ...ORDER, id: 10, orderNo: 'SO2', storeName: 'Second store' };
    const shop = fakeShop({
      'POST /api/shop/order/list': [paged([ORDER], 2), paged([second], 2, 2)],
      'POST /api/shop/after-sale/list': data([AFTER_SALE]),
    });
    await open(`/m/${TENANT}/pages/order/index?dataType=payment`, shop.fetcher, ['zh-CN']);
    const main = await screen.findByRole('main', { name: '我的订单' });
    const tabs = within(main).getByRole('navigation', { name: '订单状态' });
    expect(within(tabs).getByRole('link', { name: '待付款' }).getAttribute('aria-current')).toBe(
      'page',
    );
    const first = await within(main).findByRole('link', { name: /Harbour store/ });
    expect(first.getAttribute('href')).toBe(`/m/${TENANT}/pages/order/detail?orderId=9`);
    expect(first.textContent).toContain('待付款');
    expect(first.textContent).toContain('¥25.00');
    const call = shop.to('POST /api/shop/order/list')[0]!;
    expect(call.url).toBe('/api/shop/order/list?pageSize=10&pageNum=1');
    expect(call.body).toEqual({ status: 0 });
    fireEvent.click(within(main).getByRole('button', { name: '加载更多' }));
    await within(main).findByRole('link', { name: /Second store/ });
    expect(shop.to('POST /api/shop/order/list')[1]!.url).toContain('pageNum=2');
    expect(within(main).queryByRole('button', { name: '加载更多' })).toBeNull();

    fireEvent.click(within(tabs).getByRole('link', { name: '退款/售后' }));
    const refund = await within(main).findByRole('link', { name: /RF1/ });
    expect(refund.textContent).toContain('已同意，请寄回商品');
    expect(refund.textContent).toContain('退货退款');
    expect(window.location.search).toBe('?dataType=refund');
  });

  it('says when the list could not be read, and reads it again', async () => {
    const shop = fakeShop({
      'POST /api/shop/order/list': [refused(500, 'Server error'), paged([])],
    });
    await open(`/m/${TENANT}/pages/order/index?dataType=all`, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'My orders' });
    expect((await within(main).findByRole('alert')).textContent).toBe('Server error');
    fireEvent.click(within(main).getByRole('button', { name: 'Try again' }));
    expect(await within(main).findByText('No orders here.')).toBeTruthy();
    expect(shop.to('POST /api/shop/order/list')[1]!.body).toEqual({});
  });
});

describe('storefront shop: one order', () => {
  it('cancels an unpaid order after asking', async () => {
    const shop = fakeShop({
      'POST /api/shop/order/detail': data(ORDER),
      'POST /api/shop/order/cancel': data({ ...ORDER, status: 40 }),
    });
    await open(`/m/${TENANT}/pages/order/detail?orderId=9`, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Order detail' });
    expect((await within(main).findByTestId('shop-order-status')).textContent).toBe(
      'Awaiting payment',
    );
    expect(within(main).getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(
      `/m/${TENANT}/pages/order/pay?orderId=9`,
    );
    expect(within(main).queryByRole('link', { name: 'Ask for a refund' })).toBeNull();
    fireEvent.click(within(main).getByRole('button', { name: 'Cancel order' }));
    expect(within(main).getByText('Cancel this order?')).toBeTruthy();
    fireEvent.click(within(main).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() =>
      expect(within(main).getByTestId('shop-order-status').textContent).toBe('Cancelled'),
    );
    expect(shop.to('POST /api/shop/order/cancel')[0]!.body).toEqual({ id: 9 });
    expect(within(main).queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('confirms the receipt of a shipped order; a refusal is said', async () => {
    const shipped = { ...ORDER, status: 20, logisticsName: 'SF', logisticsNo: 'SF123' };
    const shop = fakeShop({
      'POST /api/shop/order/detail': data(shipped),
      'POST /api/shop/order/receive': [
        refused(409, 'The order is not shipped'),
        data({ ...shipped, status: 30 }),
      ],
    });
    await open(`/m/${TENANT}/pages/order/detail?orderId=9`, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Order detail' });
    expect(await within(main).findByText(/SF123/)).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'Ask for a refund' })).toBeTruthy();
    fireEvent.click(within(main).getByRole('button', { name: 'Confirm receipt' }));
    fireEvent.click(within(main).getByRole('button', { name: 'Yes, received' }));
    await waitFor(() =>
      expect(within(main).getByRole('alert').textContent).toBe('The order is not shipped'),
    );
    fireEvent.click(within(main).getByRole('button', { name: 'Confirm receipt' }));
    fireEvent.click(within(main).getByRole('button', { name: 'Yes, received' }));
    await waitFor(() =>
      expect(within(main).getByTestId('shop-order-status').textContent).toBe('Completed'),
    );
  });

  it('lists its refund requests: the tracking number of a return, or withdraw one', async () => {
    const withRequest = { ...ORDER, status: 20, afterSales: [AFTER_SALE] };
    const shipped = { ...AFTER_SALE, status: 30, returnLogisticsNo: 'YT-77' };
    const shop = fakeShop({
      'POST /api/shop/order/detail': [
        data(withRequest),
        data({ ...withRequest, afterSales: [shipped] }),
      ],
      'POST /api/shop/after-sale/ship-back': data(shipped),
    });
    await open(`/m/${TENANT}/pages/order/detail?orderId=9`, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Order detail' });
    const request = await within(main).findByTestId('shop-after-sale');
    expect(within(request).getByRole('heading').textContent).toContain(
      'Agreed: send the goods back',
    );
    expect(within(request).getByRole('button', { name: 'Withdraw request' })).toBeTruthy();
    const tracking = within(request).getByLabelText('Tracking number of the parcel');
    type(tracking, 'no spaces!');
    fireEvent.click(within(request).getByRole('button', { name: 'Send tracking number' }));
    expect(within(request).getByRole('alert').textContent).toBe(
      'Enter the tracking number: letters, digits and dashes.',
    );
    type(tracking, 'YT-77');
    fireEvent.click(within(request).getByRole('button', { name: 'Send tracking number' }));
    await waitFor(() =>
      expect(within(main).getByTestId('shop-after-sale').textContent).toContain('Sent back: YT-77'),
    );
    expect(shop.to('POST /api/shop/after-sale/ship-back')[0]!.body).toEqual({
      id: 51,
      logisticsNo: 'YT-77',
    });
    const after = within(main).getByTestId('shop-after-sale');
    expect(within(after).queryByRole('button', { name: 'Withdraw request' })).toBeNull();
  });
});

describe('storefront shop: asking for a refund', () => {
  it('sends the lines, counts, way and reason, then shows the order', async () => {
    const shipped = { ...ORDER, status: 20 };
    const shop = fakeShop({
      'POST /api/shop/order/detail': [
        data(shipped),
        data({ ...shipped, afterSales: [{ ...AFTER_SALE, status: 10 }] }),
      ],
      'POST /api/shop/after-sale/apply': data({ ...AFTER_SALE, status: 10 }),
    });
    await open(`/m/${TENANT}/pages/order/refund?orderId=9&lang=es`, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Solicitar un reembolso' });
    // The only line is chosen; one of its two.
    const line = await within(main).findByRole('checkbox', { name: /Green tea/ });
    expect((line as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(main).getByRole('button', { name: 'Uno menos' }));
    expect((within(main).getByLabelText('Cuántos de Green tea') as HTMLInputElement).value).toBe(
      '1',
    );
    fireEvent.click(within(main).getByRole('radio', { name: 'Devolución y reembolso' }));
    fireEvent.click(within(main).getByRole('button', { name: 'Enviar solicitud' }));
    expect(within(main).getByRole('alert').textContent).toBe('Elige un motivo.');
    fireEvent.change(within(main).getByLabelText('Motivo'), {
      target: { value: 'reason.damaged' },
    });
    type(within(main).getByLabelText('Detalles (opcional)'), 'Bag torn');
    fireEvent.click(within(main).getByRole('button', { name: 'Enviar solicitud' }));
    await screen.findByRole('main', { name: 'Detalle del pedido' });
    expect(shop.to('POST /api/shop/after-sale/apply')[0]!.body).toEqual({
      orderId: 9,
      way: 20,
      applyReason: 'Dañado o defectuoso',
      applyDescription: 'Bag torn',
      lines: [{ orderItemId: 31, count: 1 }],
    });
    expect(await screen.findByText('Solicitado')).toBeTruthy();
  });

  it('offers refund only before shipment, and shows a refusal', async () => {
    const shop = fakeShop({
      'POST /api/shop/order/detail': data({ ...ORDER, status: 10 }),
      'POST /api/shop/after-sale/apply': refused(409, 'A request for this line is open'),
    });
    await open(`/m/${TENANT}/pages/order/refund?orderId=9`, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Ask for a refund' });
    await within(main).findByRole('checkbox', { name: /Green tea/ });
    expect(
      within(main)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['Refund only']);
    fireEvent.change(within(main).getByLabelText('Reason'), { target: { value: 'reason.late' } });
    fireEvent.click(within(main).getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(within(main).getByRole('alert').textContent).toBe('A request for this line is open'),
    );
    expect(window.location.pathname).toBe(`/m/${TENANT}/pages/order/refund`);
  });
});
