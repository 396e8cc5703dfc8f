// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StorefrontApp } from './storefront-app';
import { readSession } from './storefront-shop-api';
import { data, fakeShop, GOODS, ORDER, refused, signIn, TENANT } from './storefront-shop.fixtures';

// Buying: signing in, the goods, checkout and paying, against a fake shopper API.

const open = async (path: string, fetcher: typeof fetch, languages = ['en']) => {
  window.history.replaceState(null, '', path);
  render(<StorefrontApp fetcher={fetcher} languages={languages} />);
  await act(async () => {
    await Promise.resolve();
  });
};

const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

describe('storefront shop: signing in', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(cleanup);

  it('sends a code, counts down, signs in and goes back to where the shopper was', async () => {
    const shop = fakeShop({
      'POST /api/shop/sign-in/code': data({ resendAfterSeconds: 60, expiresInSeconds: 300 }),
      'POST /api/shop/sign-in': data({
        token: 'tok-9',
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        shopper: { id: 1, mobile: '13800000000', nickname: null },
      }),
      'POST /api/shop/order/list': {
        body: {
          successful: true,
          status: 200,
          entities: [],
          totalCount: 0,
          pageSize: 10,
          currentPage: 1,
        },
      },
    });
    const back = `/m/${TENANT}/pages/order/index?dataType=all`;
    await open(`/m/${TENANT}/pages/login/index?back=${encodeURIComponent(back)}`, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Sign in' });
    await waitFor(() => expect(document.title).toBe('Sign in'));
    type(within(main).getByLabelText('Mobile number'), '138 0000 0000');
    fireEvent.click(within(main).getByRole('button', { name: 'Send code' }));
    const wait = await within(main).findByRole('button', { name: 'Send again in 60 s' });
    expect((wait as HTMLButtonElement).disabled).toBe(true);
    expect(within(main).getByRole('status').textContent).toContain('valid for 5 minutes');
    expect(shop.to('POST /api/shop/sign-in/code')[0]!.body).toEqual({
      tenantId: TENANT,
      mobile: '13800000000',
    });
    type(within(main).getByLabelText('Code'), '123456');
    fireEvent.click(within(main).getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('main', { name: 'My orders' });
    expect(window.location.pathname + window.location.search).toBe(back);
    expect(readSession(TENANT)?.token).toBe('tok-9');
    const sent = shop.to('POST /api/shop/sign-in')[0]!;
    expect(sent.body).toEqual({ tenantId: TENANT, mobile: '13800000000', code: '123456' });
    expect(sent.headers.get('authorization')).toBeNull();
    expect(sent.headers.get('accept-language')).toBe('en');
    await waitFor(() => expect(shop.to('POST /api/shop/order/list')).toHaveLength(1));
    expect(shop.to('POST /api/shop/order/list')[0]!.headers.get('authorization')).toBe(
      'Bearer tok-9',
    );
  });

  it('shows the server’s refusal of a wrong code, and checks the fields first', async () => {
    const shop = fakeShop({
      'POST /api/shop/sign-in': refused(400, 'El código no es correcto o ha caducado'),
    });
    await open(`/m/${TENANT}/pages/login/index?lang=es`, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Iniciar sesión' });
    fireEvent.click(within(main).getByRole('button', { name: 'Enviar código' }));
    expect(within(main).getByRole('alert').textContent).toBe(
      'Introduce un número de móvil: de 6 a 15 dígitos.',
    );
    type(within(main).getByLabelText('Número de móvil'), '13800000000');
    type(within(main).getByLabelText('Código'), '000000');
    fireEvent.click(within(main).getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() =>
      expect(within(main).getByRole('alert').textContent).toBe(
        'El código no es correcto o ha caducado',
      ),
    );
    expect(readSession(TENANT)).toBeNull();
    expect(window.location.pathname).toBe(`/m/${TENANT}/pages/login/index`);
  });
});

describe('storefront shop: goods detail', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(cleanup);

  it('shows the goods, its units and stock; Buy now goes to checkout (signing in first)', async () => {
    const shop = fakeShop({ [`GET /api/shop/goods/3/7`]: data(GOODS) });
    await open(`/m/${TENANT}/pages/goods/detail?goodsId=7&storeId=3`, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Green tea' });
    expect(within(main).getByRole('img', { name: 'Green tea' }).getAttribute('src')).toBe(
      '/api/file/7.png',
    );
    expect(main.textContent).toContain('¥12.50');
    expect(main.textContent).toContain('Was ¥15.00');
    expect(within(main).getByTestId('shop-available').textContent).toBe('In stock: 2');
    // The store's services, in their order.
    const services = within(main).getByRole('region', { name: 'Services' });
    expect(
      within(services)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['✓ 7-day no-reason return', '✓ 48-hour delivery']);
    // The sold-out unit says so.
    fireEvent.click(within(main).getByRole('radio', { name: /500 g/ }));
    expect(within(main).getByTestId('shop-available').textContent).toBe('Sold out');
    expect(
      (within(main).getByRole('button', { name: 'Buy now' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(within(main).getByRole('radio', { name: /250 g/ }));
    const more = within(main).getByRole('button', { name: 'One more' }) as HTMLButtonElement;
    fireEvent.click(more);
    expect((within(main).getByLabelText('Quantity') as HTMLInputElement).value).toBe('2');
    expect(more.disabled).toBe(true); // no more than available
    fireEvent.click(within(main).getByRole('button', { name: 'Buy now' }));
    // Checkout needs a shopper: to sign in, and back to the checkout after.
    await screen.findByRole('main', { name: 'Sign in' });
    const back = new URLSearchParams(window.location.search).get('back');
    expect(back).toBe(`/m/${TENANT}/pages/order/confirm?storeId=3&goodsId=7&skuId=11&count=2`);
  });

  it('shows a running promotion’s frame and badge on the picture and its background behind the price', async () => {
    const decorated = {
      ...GOODS,
      decoration: {
        frame: '/api/file/frame.png',
        badge: { text: 'Autumn fair', colour: '#c81e28' },
        background: { image: '/api/file/band.png', colour: '#ffe7ba' },
      },
    };
    const shop = fakeShop({ [`GET /api/shop/goods/3/7`]: data(decorated) });
    await open(`/m/${TENANT}/pages/goods/detail?goodsId=7&storeId=3`, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Green tea' });
    const frame = main.querySelector('[data-decoration="frame"]') as HTMLImageElement;
    expect(frame.getAttribute('src')).toBe('/api/file/frame.png');
    expect(within(main).getByText('Autumn fair')).toBeTruthy();
    const band = main.querySelector('[data-decoration="background"]') as HTMLElement;
    expect(band.style.backgroundImage).toContain('/api/file/band.png');
    expect(band.textContent).toContain('¥12.50');
  });

  it('sells from the tenant’s online store when the link names no store', async () => {
    const shop = fakeShop({
      [`GET /api/shop/config/${TENANT}`]: data({
        takesOrders: true,
        storeId: 3,
        storeName: 'Central',
      }),
      'GET /api/shop/goods/3/7': data(GOODS),
    });
    await open(`/m/${TENANT}/pages/goods/detail?goodsId=7`, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Green tea' });
    expect(main.textContent).toContain('¥12.50');
  });

  it('says so when the shop takes no orders online', async () => {
    const shop = fakeShop({
      [`GET /api/shop/config/${TENANT}`]: data({
        takesOrders: false,
        storeId: null,
        storeName: null,
      }),
    });
    await open(`/m/${TENANT}/pages/goods/detail?goodsId=7`, shop.fetcher);
    await screen.findByRole('main', { name: 'Not sold online' });
    expect((await screen.findByRole('alert')).textContent).toMatch(/does not take orders online/);
  });

  it('says when the store does not sell the goods', async () => {
    const shop = fakeShop({
      'GET /api/shop/goods/3/8': refused(404, 'These goods are not on sale in this store'),
    });
    await open(`/m/${TENANT}/pages/goods/detail?goodsId=8&storeId=3`, shop.fetcher);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('These goods are not on sale in this store');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('storefront shop: checkout', () => {
  const CONFIRM = `/m/${TENANT}/pages/order/confirm?storeId=3&goodsId=7&skuId=11&count=2`;
  const PREVIEW = {
    lines: [
      {
        goodsId: 7,
        skuId: 11,
        goodsName: 'Green tea',
        specText: '250 g',
        picUrl: null,
        price: 1250,
        count: 2,
        totalPrice: 2500,
        discountPrice: 0,
        payPrice: 2500,
        available: 2,
      },
    ],
    adjustments: [],
    totalPrice: 2500,
    discountPrice: 0,
    couponPrice: 0,
    couponId: null,
    deliveryPrice: 500,
    payPrice: 3000,
    coupons: [],
  };
  const ADDRESS = {
    id: 4,
    name: 'Ana',
    mobile: '13800000000',
    area: 'Pudong',
    detailAddress: '1 Harbour Road',
    defaultStatus: true,
  };

  beforeEach(() => {
    window.localStorage.clear();
    signIn();
  });
  afterEach(cleanup);

  it('adds an address, shows the prices, places the order and goes on to pay', async () => {
    const shop = fakeShop({
      'POST /api/shop/address/list': data([]),
      'POST /api/shop/address/save': data(ADDRESS),
      'POST /api/shop/order/price': data(PREVIEW),
      'POST /api/shop/order/create': data({ ...ORDER, payPrice: 3000 }),
      'POST /api/shop/order/detail': data({ ...ORDER, payPrice: 3000 }),
    });
    await open(CONFIRM, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Confirm order' });
    await within(main).findByText('No address yet: add one.');
    expect(shop.to('POST /api/shop/order/price')[0]!.body).toEqual({
      storeId: 3,
      lines: [{ goodsId: 7, skuId: 11, count: 2 }],
      couponId: null,
    });
    expect(shop.to('POST /api/shop/order/price')[0]!.headers.get('authorization')).toBe(
      'Bearer tok-1',
    );
    const amounts = await within(main).findByText('To pay');
    expect(amounts.parentElement!.textContent).toBe('To pay¥30.00');
    expect(main.textContent).toContain('Delivery¥5.00');

    fireEvent.click(within(main).getByRole('button', { name: 'Add an address' }));
    const form = within(main).getByRole('form', { name: 'Add an address' });
    type(within(form).getByLabelText('Name'), 'Ana');
    type(within(form).getByLabelText('Mobile number'), '13800000000');
    type(within(form).getByLabelText('Region'), 'Pudong');
    type(within(form).getByLabelText('Street and number'), '1 Harbour Road');
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    const chosen = await within(main).findByRole('radio', { name: /Ana 13800000000/ });
    expect((chosen as HTMLInputElement).checked).toBe(true);
    expect(shop.to('POST /api/shop/address/save')[0]!.body).toEqual({
      name: 'Ana',
      mobile: '13800000000',
      area: 'Pudong',
      detailAddress: '1 Harbour Road',
      defaultStatus: true,
    });

    type(within(main).getByLabelText('Note to the shop (optional)'), 'Ring twice');
    fireEvent.click(within(main).getByRole('button', { name: /Place order/ }));
    await screen.findByRole('main', { name: 'Pay' });
    expect(window.location.pathname + window.location.search).toBe(
      `/m/${TENANT}/pages/order/pay?orderId=9`,
    );
    const created = shop.to('POST /api/shop/order/create')[0]!.body as Record<string, unknown>;
    expect(created).toMatchObject({
      storeId: 3,
      lines: [{ goodsId: 7, skuId: 11, count: 2, price: 1250 }],
      addressId: 4,
      couponId: null,
      payPrice: 3000,
      userRemark: 'Ring twice',
    });
    expect(created.requestKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('waits for an address being saved before the order can be placed', async () => {
    let answer: (reply: ReturnType<typeof data>) => void = () => undefined;
    const shop = fakeShop({
      'POST /api/shop/address/list': data([]),
      'POST /api/shop/address/save': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
      'POST /api/shop/order/price': data(PREVIEW),
      'POST /api/shop/order/create': data({ ...ORDER, payPrice: 3000 }),
      'POST /api/shop/order/detail': data({ ...ORDER, payPrice: 3000 }),
    });
    await open(CONFIRM, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Confirm order' });
    await within(main).findByText('To pay');
    fireEvent.click(within(main).getByRole('button', { name: 'Add an address' }));
    const form = within(main).getByRole('form', { name: 'Add an address' });
    type(within(form).getByLabelText('Name'), 'Ana');
    type(within(form).getByLabelText('Mobile number'), '13800000000');
    type(within(form).getByLabelText('Street and number'), '1 Harbour Road');
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(shop.to('POST /api/shop/address/save')).toHaveLength(1));

    // Pressed while the address is on its way: nothing is placed, and nothing asks for one.
    const place = within(main).getByRole('button', { name: /Place order/ });
    expect((place as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(place);
    expect(shop.to('POST /api/shop/order/create')).toHaveLength(0);
    expect(within(main).queryByText('Choose a delivery address.')).toBeNull();

    await act(async () => {
      answer(data(ADDRESS));
      await Promise.resolve();
    });
    const chosen = await within(main).findByRole('radio', { name: /Ana 13800000000/ });
    expect((chosen as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(place);
    await screen.findByRole('main', { name: 'Pay' });
    expect(shop.to('POST /api/shop/order/create')[0]!.body).toMatchObject({ addressId: 4 });
  });

  it('retries with the same request key after no answer, a new one after a refusal', async () => {
    const shop = fakeShop({
      'POST /api/shop/address/list': data([ADDRESS]),
      'POST /api/shop/order/price': data(PREVIEW),
      'POST /api/shop/order/create': [
        new TypeError('Failed to fetch'),
        refused(409, 'The price of Green tea changed: check the new one'),
        data(ORDER),
      ],
      'POST /api/shop/order/detail': data(ORDER),
    });
    await open(CONFIRM, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Confirm order' });
    const place = await within(main).findByRole('button', { name: /Place order · ¥30.00/ });
    fireEvent.click(place);
    await waitFor(() =>
      expect(within(main).getByRole('alert').textContent).toBe(
        'The shop could not be reached. Check your connection and try again.',
      ),
    );
    fireEvent.click(place);
    await waitFor(() =>
      expect(within(main).getByRole('alert').textContent).toBe(
        'The price of Green tea changed: check the new one',
      ),
    );
    // The refusal reads the prices again.
    await waitFor(() => expect(shop.to('POST /api/shop/order/price')).toHaveLength(2));
    fireEvent.click(await within(main).findByRole('button', { name: /Place order/ }));
    await screen.findByRole('main', { name: 'Pay' });
    const keys = shop
      .to('POST /api/shop/order/create')
      .map((call) => (call.body as { requestKey: string }).requestKey);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});

describe('storefront shop: paying', () => {
  beforeEach(() => {
    window.localStorage.clear();
    signIn();
  });
  afterEach(cleanup);

  it('pays through the sandbox cashier and shows the paid order', async () => {
    const shop = fakeShop({
      'POST /api/shop/order/detail': [data(ORDER), data({ ...ORDER, status: 10 })],
      'POST /api/shop/order/pay': data({
        payOrderId: 'P1',
        amount: 2500,
        wayCode: 'SANDBOX',
        payData: { codeUrl: 'sandbox://P1' },
      }),
      'POST /api/shop/order/sandbox-pay': data({ ...ORDER, status: 10 }),
    });
    await open(`/m/${TENANT}/pages/order/pay?orderId=9`, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Pay' });
    expect((await within(main).findByText('¥25.00')).textContent).toBe('¥25.00');
    fireEvent.click(within(main).getByRole('button', { name: 'Pay (sandbox)' }));
    const order = await screen.findByRole('main', { name: 'Order detail' });
    expect((await within(order).findByTestId('shop-order-status')).textContent).toBe(
      'Paid, awaiting shipment',
    );
    expect(shop.to('POST /api/shop/order/pay')[0]!.body).toEqual({ id: 9 });
    expect(shop.to('POST /api/shop/order/sandbox-pay')[0]!.body).toEqual({ id: 9 });
  });

  it('shows why the payment was refused', async () => {
    const shop = fakeShop({
      'POST /api/shop/order/detail': data(ORDER),
      'POST /api/shop/order/pay': refused(409, 'The order was cancelled: it is no longer due'),
    });
    await open(`/m/${TENANT}/pages/order/pay?orderId=9`, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Pay' });
    fireEvent.click(await within(main).findByRole('button', { name: 'Pay (sandbox)' }));
    await waitFor(() =>
      expect(within(main).getByRole('alert').textContent).toBe(
        'The order was cancelled: it is no longer due',
      ),
    );
    expect(shop.to('POST /api/shop/order/sandbox-pay')).toHaveLength(0);
  });

  it('sends the shopper to sign in again when the session is refused (401), and back after', async () => {
    const shop = fakeShop({
      'POST /api/shop/order/detail': refused(401, 'Sign in again'),
    });
    await open(`/m/${TENANT}/pages/order/pay?orderId=9`, shop.fetcher);
    await screen.findByRole('main', { name: 'Sign in' });
    expect(readSession(TENANT)).toBeNull();
    expect(new URLSearchParams(window.location.search).get('back')).toBe(
      `/m/${TENANT}/pages/order/pay?orderId=9`,
    );
  });
});
