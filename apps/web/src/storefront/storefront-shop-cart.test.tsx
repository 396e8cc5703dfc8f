// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ShopCart } from '@retail/contract';
import { StorefrontApp } from './storefront-app';
import type { ShopOrder } from './storefront-shop-api';
import { data, fakeShop, GOODS, ORDER, signIn, TENANT } from './storefront-shop.fixtures';

// The cart page: the server's cart when signed in (quantities, removing, a line off sale), this
// browser's before signing in (merged into the server's at sign-in); the goods page's reviews
// and Add to cart; a completed order's lines reviewed once. Against a fake API.

const open = async (path: string, fetcher: typeof fetch) => {
  window.history.replaceState(null, '', path);
  render(<StorefrontApp fetcher={fetcher} languages={['en']} />);
  await act(async () => {
    await Promise.resolve();
  });
};

const LINE: ShopCart['lines'][number] = {
  id: 51,
  storeId: 3,
  storeName: 'Harbour store',
  goodsId: 7,
  skuId: 11,
  goodsName: 'Green tea',
  specText: '250 g',
  picUrl: null,
  count: 2,
  price: 1250,
  onSale: true,
  available: 9,
};
const OFF: ShopCart['lines'][number] = {
  ...LINE,
  id: 52,
  skuId: 12,
  specText: '500 g',
  price: null,
  onSale: false,
  available: 0,
};
const CART: ShopCart = { lines: [LINE, OFF], totalPrice: 2500 };

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('storefront shop: the cart on the server', () => {
  it('lists the server’s lines at their prices, changes a quantity, removes a line and buys one', async () => {
    signIn();
    const shop = fakeShop({
      'POST /api/shop/cart/list': data(CART),
      'POST /api/shop/cart/update': data({
        lines: [{ ...LINE, count: 3 }, OFF],
        totalPrice: 3750,
      }),
      'POST /api/shop/cart/remove': data({ lines: [{ ...LINE, count: 3 }], totalPrice: 3750 }),
    });
    await open(`/m/${TENANT}/pages/cart/index`, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Cart' });
    const lines = await within(main).findByTestId('shop-cart-lines');
    expect(lines.textContent).toContain('Green tea');
    expect(lines.textContent).toContain('¥12.50');
    expect(lines.textContent).toContain('No longer on sale');
    expect(main.textContent).toContain('¥25.00');
    const [first, second] = within(lines).getAllByRole('listitem');
    expect(
      (within(second!).getByRole('button', { name: 'Buy now' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(shop.to('POST /api/shop/cart/list')[0]!.headers.get('authorization')).toBe(
      'Bearer tok-1',
    );

    fireEvent.click(within(first!).getByRole('button', { name: 'One more' }));
    await waitFor(() => expect(main.textContent).toContain('¥37.50'));
    expect(shop.to('POST /api/shop/cart/update')[0]!.body).toEqual({ id: 51, count: 3 });

    fireEvent.click(within(second!).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(lines).getAllByRole('listitem')).toHaveLength(1));
    expect(shop.to('POST /api/shop/cart/remove')[0]!.body).toEqual({ ids: [52] });

    fireEvent.click(within(lines).getByRole('button', { name: 'Buy now' }));
    expect(window.location.pathname + window.location.search).toBe(
      `/m/${TENANT}/pages/order/confirm?storeId=3&goodsId=7&skuId=11&count=3`,
    );
  });

  it('adds from the goods page to the server’s cart, and shows the goods’ reviews', async () => {
    signIn();
    const shop = fakeShop({
      'GET /api/shop/goods/3/7': data(GOODS),
      'POST /api/shop/cart/add': data(CART),
    });
    await open(`/m/${TENANT}/pages/goods/detail?goodsId=7&storeId=3`, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Green tea' });
    expect(within(main).getByTestId('goods-reviews').textContent).toBe('4.5 ★ · 2 reviews');
    expect(main.textContent).toContain('Fresh and fragrant');
    expect(main.textContent).toContain('Thank you!');
    fireEvent.click(within(main).getByRole('button', { name: 'Add to cart' }));
    expect((await within(main).findByRole('status')).textContent).toContain('Added to the cart');
    expect(shop.to('POST /api/shop/cart/add')[0]!.body).toEqual({
      storeId: 3,
      goodsId: 7,
      skuId: 11,
      count: 1,
    });
  });
});

describe('storefront shop: the cart before signing in', () => {
  it('keeps lines in the browser, then puts them in the server’s cart at sign-in', async () => {
    const shop = fakeShop({
      'GET /api/shop/goods/3/7': data(GOODS),
      'POST /api/shop/sign-in/code': data({ resendAfterSeconds: 60, expiresInSeconds: 300 }),
      'POST /api/shop/sign-in': data({
        token: 'tok-9',
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        shopper: { id: 1, mobile: '13800000000', nickname: null },
      }),
      'POST /api/shop/cart/add': data(CART),
      'POST /api/shop/cart/list': data(CART),
    });
    await open(`/m/${TENANT}/pages/goods/detail?goodsId=7&storeId=3`, shop.fetcher);
    const goods = await screen.findByRole('main', { name: 'Green tea' });
    fireEvent.click(within(goods).getByRole('button', { name: 'Add to cart' }));
    fireEvent.click(within(goods).getByRole('button', { name: 'Add to cart' }));
    await within(goods).findByRole('status');
    expect(shop.to('POST /api/shop/cart/add')).toHaveLength(0);
    cleanup();

    await open(`/m/${TENANT}/pages/cart/index`, shop.fetcher);
    const cart = await screen.findByRole('main', { name: 'Cart' });
    const lines = within(cart).getByTestId('shop-cart-lines');
    expect(within(lines).getAllByRole('listitem')).toHaveLength(1);
    expect((within(lines).getByRole('spinbutton') as HTMLInputElement).value).toBe('2');
    expect(shop.to('POST /api/shop/cart/list')).toHaveLength(0);
    cleanup();

    const back = `/m/${TENANT}/pages/cart/index`;
    await open(`/m/${TENANT}/pages/login/index?back=${encodeURIComponent(back)}`, shop.fetcher);
    const login = await screen.findByRole('main', { name: 'Sign in' });
    fireEvent.change(within(login).getByLabelText('Mobile number'), {
      target: { value: '13800000000' },
    });
    fireEvent.click(within(login).getByRole('button', { name: 'Send code' }));
    await within(login).findByRole('status');
    fireEvent.change(within(login).getByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(within(login).getByRole('button', { name: 'Sign in' }));
    const server = await screen.findByRole('main', { name: 'Cart' });
    await within(server).findByTestId('shop-cart-lines');
    const added = shop.to('POST /api/shop/cart/add');
    expect(added.map((call) => call.body)).toEqual([
      { storeId: 3, goodsId: 7, skuId: 11, count: 2 },
    ]);
    expect(added[0]!.headers.get('authorization')).toBe('Bearer tok-9');
    expect(window.localStorage.getItem(`storefront:cart:${TENANT}`)).toBeNull();
    expect(shop.to('POST /api/shop/cart/list')).toHaveLength(1);
  });
});

describe('storefront shop: reviews of a completed order', () => {
  it('reviews a line once, with a rating and a text', async () => {
    signIn();
    const completed: ShopOrder = { ...ORDER, status: 30 };
    const shop = fakeShop({
      'POST /api/shop/order/detail': data(completed),
      'POST /api/shop/review/list': data([]),
      'POST /api/shop/review/create': data({ id: 1 }),
    });
    await open(`/m/${TENANT}/pages/order/detail?orderId=9`, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Order detail' });
    fireEvent.click(await within(main).findByRole('button', { name: 'Review' }));
    fireEvent.change(within(main).getByLabelText('Rating'), { target: { value: '4' } });
    fireEvent.change(within(main).getByLabelText('Your review'), {
      target: { value: ' Fragrant ' },
    });
    fireEvent.click(within(main).getByRole('button', { name: 'Send review' }));
    await within(main).findByText('Reviewed');
    expect(shop.to('POST /api/shop/review/create')[0]!.body).toEqual({
      orderItemId: completed.lines[0]!.id,
      rating: 4,
      content: 'Fragrant',
    });
    expect(within(main).queryByRole('button', { name: 'Review' })).toBeNull();
  });
});
