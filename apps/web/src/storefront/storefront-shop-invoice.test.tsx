// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StorefrontApp } from './storefront-app';
import type { ShopInvoice, ShopOrder } from './storefront-shop-api';
import { data, fakeShop, ORDER, refused, signIn, TENANT } from './storefront-shop.fixtures';

// An order's invoices on its page: asking for one (a person or a company with its tax number,
// at most what was paid less refunds), and the state of those asked for; against a fake API.

const open = async (path: string, fetcher: typeof fetch) => {
  window.history.replaceState(null, '', path);
  render(<StorefrontApp fetcher={fetcher} languages={['en']} />);
  await act(async () => {
    await Promise.resolve();
  });
};

const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

const PAID: ShopOrder = { ...ORDER, status: 30, payPrice: 3040, refundPrice: 1000 };
const ASKED: ShopInvoice = {
  id: 71,
  titleType: 2,
  title: 'Harbour Trading',
  amount: 2040,
  status: 10,
  invoiceNo: null,
  rejectReason: null,
  voidReason: null,
};

beforeEach(() => {
  window.localStorage.clear();
  signIn();
});
afterEach(cleanup);

describe('storefront shop: invoices', () => {
  it('asks for a company invoice of what was paid less refunds, then shows it waiting', async () => {
    const shop = fakeShop({
      'POST /api/shop/order/detail': [data(PAID), data({ ...PAID, invoices: [ASKED] })],
      'POST /api/shop/order/invoice': data(ASKED),
    });
    await open(`/m/${TENANT}/pages/order/detail?orderId=9`, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Order detail' });
    fireEvent.click(await within(main).findByRole('button', { name: 'Ask for an invoice' }));
    const form = within(main).getByTestId('shop-invoice-form');
    expect((within(form).getByLabelText('Amount (yuan)') as HTMLInputElement).value).toBe('20.40');
    fireEvent.click(within(form).getByRole('radio', { name: 'A company' }));
    type(within(form).getByLabelText('Name on the invoice'), 'Harbour Trading');
    type(within(form).getByLabelText('Email to send it to'), 'buyer@example.com');
    fireEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(within(form).getByRole('alert').textContent).toBe('A company needs its tax number.');
    type(within(form).getByLabelText('Tax number'), '91310115MA1K4ABC2X');
    type(within(form).getByLabelText('Amount (yuan)'), '20.41');
    fireEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(within(form).getByRole('alert').textContent).toBe(
      'Enter an amount up to what can be invoiced.',
    );
    type(within(form).getByLabelText('Amount (yuan)'), '20.40');
    fireEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(within(main).getByTestId('shop-invoice-71').textContent).toContain('Requested'),
    );
    expect(shop.to('POST /api/shop/order/invoice')[0]!.body).toMatchObject({
      orderId: PAID.id,
      titleType: 2,
      title: 'Harbour Trading',
      taxNo: '91310115MA1K4ABC2X',
      email: 'buyer@example.com',
      amount: 2040,
    });
    // One waits: no second request.
    expect(within(main).queryByRole('button', { name: 'Ask for an invoice' })).toBeNull();
  });

  it('shows an issued invoice’s number and a rejected one’s reason; says why the server refused', async () => {
    const issued = { ...ASKED, id: 72, status: 20, invoiceNo: 'INV-1', amount: 1000 };
    const rejected = { ...ASKED, id: 73, status: 30, rejectReason: 'Wrong tax number' };
    const shop = fakeShop({
      'POST /api/shop/order/detail': data({ ...PAID, invoices: [issued, rejected] }),
      'POST /api/shop/order/invoice': refused(
        400,
        'The order already has an invoice request waiting',
      ),
    });
    await open(`/m/${TENANT}/pages/order/detail?orderId=9`, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Order detail' });
    expect((await within(main).findByTestId('shop-invoice-72')).textContent).toContain('INV-1');
    expect(within(main).getByTestId('shop-invoice-73').textContent).toContain('Wrong tax number');
    fireEvent.click(within(main).getByRole('button', { name: 'Ask for an invoice' }));
    const form = within(main).getByTestId('shop-invoice-form');
    // Paid 30.40, refunded 10.00, issued 10.00: 10.40 left.
    expect((within(form).getByLabelText('Amount (yuan)') as HTMLInputElement).value).toBe('10.40');
    type(within(form).getByLabelText('Email to send it to'), 'buyer@example.com');
    fireEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe(
        'The order already has an invoice request waiting',
      ),
    );
  });

  it('offers none on an unpaid order', async () => {
    const shop = fakeShop({ 'POST /api/shop/order/detail': data({ ...ORDER, status: 0 }) });
    await open(`/m/${TENANT}/pages/order/detail?orderId=9`, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Order detail' });
    await within(main).findByTestId('shop-order-status');
    expect(within(main).queryByRole('button', { name: 'Ask for an invoice' })).toBeNull();
  });
});
