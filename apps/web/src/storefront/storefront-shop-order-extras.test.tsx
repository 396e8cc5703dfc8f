// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StorefrontApp } from './storefront-app';
import type { ShopInvoice, ShopOrder } from './storefront-shop-api';
import { data, fakeShop, ORDER, signIn, TENANT } from './storefront-shop.fixtures';

// Pick-up orders and price adjustments on the order page, an issued invoice's PDF and a voided
// one's reason (docs/orders.md); against a fake API.

const open = async (path: string, fetcher: typeof fetch) => {
  window.history.replaceState(null, '', path);
  render(<StorefrontApp fetcher={fetcher} languages={['en']} />);
  await act(async () => {
    await Promise.resolve();
  });
};

const INVOICE: ShopInvoice = {
  id: 81,
  titleType: 1,
  title: 'Ana',
  amount: 1000,
  status: 20,
  invoiceNo: 'INV-9',
  rejectReason: null,
  voidReason: null,
};

beforeEach(() => {
  window.localStorage.clear();
  signIn();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('storefront shop: pick-up, adjustments and invoice PDFs', () => {
  it('shows a paid pick-up order’s store and code, and the shop’s price adjustment', async () => {
    const order: ShopOrder = {
      ...ORDER,
      status: 10,
      deliveryType: 2,
      pickUpStoreName: 'Harbour store',
      pickUpVerifyCode: '04817263',
      adjustPrice: -150,
      payPrice: 2350,
    };
    const shop = fakeShop({ 'POST /api/shop/order/detail': data(order) });
    await open(`/m/${TENANT}/pages/order/detail?orderId=9`, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Order detail' });
    const card = await within(main).findByTestId('shop-pick-up');
    expect(card.textContent).toContain('Pick up at: Harbour store');
    expect(within(card).getByTestId('shop-pick-up-code').textContent).toBe('04817263');
    expect(main.textContent).toContain('Price adjusted by the shop');
  });

  it('downloads an issued invoice’s PDF with the shopper’s token; says why a voided one has none', async () => {
    const voided = { ...INVOICE, id: 82, status: 40, voidReason: 'Refunded in full' };
    const shop = fakeShop({
      'POST /api/shop/order/detail': data({ ...ORDER, status: 30, invoices: [INVOICE, voided] }),
      'GET /api/shop/order/invoice/pdf': data('pdf'),
    });
    // The file is saved through a link to its blob: the link's click is taken, not followed.
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:pdf';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.href} ${this.download}`);
    });
    await open(`/m/${TENANT}/pages/order/detail?orderId=9`, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Order detail' });
    expect((await within(main).findByTestId('shop-invoice-82')).textContent).toContain(
      'Voided: Refunded in full',
    );
    fireEvent.click(within(main).getByTestId('shop-invoice-pdf-81'));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(saved).toEqual([`blob:pdf invoice-${INVOICE.invoiceNo}.pdf`]);
    const call = shop.to('GET /api/shop/order/invoice/pdf')[0]!;
    expect(call.url).toContain('id=81');
    expect(call.headers.get('authorization')).toMatch(/^Bearer /);
    expect(within(main).queryByTestId('shop-invoice-pdf-82')).toBeNull();
  });
});
