// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StorefrontApp } from './storefront-app';
import type { StorefrontPage } from './storefront-api';
import { readSession } from './storefront-shop-api';
import {
  COUPON,
  data,
  fakeShop,
  ORDER,
  PRICED,
  PRICED_NO_COUPON,
  refused,
  signIn,
  TEMPLATES,
  TENANT,
} from './storefront-shop.fixtures';
import { signInOnPage } from './storefront-shop-open.fixtures';

// Discounts and coupons: at checkout, on an order, the coupon block of a published page, the
// shopper's coupons; against a fake shopper API.

const open = async (path: string, fetcher: typeof fetch, languages = ['en']) => {
  window.history.replaceState(null, '', path);
  render(<StorefrontApp fetcher={fetcher} languages={languages} />);
  await act(async () => {
    await Promise.resolve();
  });
};

const CONFIRM = `/m/${TENANT}/pages/order/confirm?storeId=3&goodsId=7&skuId=11&count=4`;
const ADDRESS = {
  id: 4,
  name: 'Ana',
  mobile: '13800000000',
  area: 'Pudong',
  detailAddress: '1 Harbour Road',
  defaultStatus: true,
};
/** The cart priced with the coupon asked for (none: without one). */
const priceBy = (body: unknown) =>
  data((body as { couponId: number | null }).couponId === 41 ? PRICED : PRICED_NO_COUPON);

const amounts = (main: HTMLElement) =>
  [...within(main).getByTestId('shop-checkout-amounts').children].map((row) => row.textContent);

describe('storefront shop: discounts and coupons at checkout', () => {
  beforeEach(() => {
    window.localStorage.clear();
    signIn();
  });
  afterEach(cleanup);

  it('lists the discounts, chooses the best coupon once, prices a choice and sends it with the amount', async () => {
    const shop = fakeShop({
      'POST /api/shop/address/list': data([ADDRESS]),
      'POST /api/shop/order/price': priceBy,
      'POST /api/shop/order/create': data({ ...ORDER, payPrice: 4100 }),
      'POST /api/shop/order/detail': data({ ...ORDER, payPrice: 4100 }),
    });
    await open(CONFIRM, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Confirm order' });
    // The best usable coupon (¥5.00 of the two) is chosen and the cart priced with it.
    const best = await within(main).findByRole('radio', { name: /¥5 welcome coupon/ });
    await waitFor(() => expect((best as HTMLInputElement).checked).toBe(true));
    await waitFor(() => expect(amounts(main)).toContain('To pay¥41.00'));
    expect(shop.to('POST /api/shop/order/price').map((call) => call.body)).toEqual([
      { storeId: 3, lines: [{ goodsId: 7, skuId: 11, count: 4 }], couponId: null },
      { storeId: 3, lines: [{ goodsId: 7, skuId: 11, count: 4 }], couponId: 41 },
    ]);

    const discounts = within(main).getByRole('region', { name: 'Discounts' });
    expect(
      within(discounts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'MarkdownSpring tea week-¥5.00',
      'Full reduction¥5 off every ¥40-¥5.00',
      'Coupon¥5 welcome coupon-¥5.00',
    ]);
    expect(amounts(main)).toEqual([
      'Goods total¥50.00',
      'Discounts-¥10.00',
      'Coupon-¥5.00',
      'Delivery¥6.00',
      'To pay¥41.00',
    ]);
    const choice = within(main).getByRole('group', { name: 'Coupon' });
    expect(within(choice).getByRole('radio', { name: /¥2 coupon Saves ¥2.00/ })).toBeTruthy();
    const unusable = within(choice).getByRole('radio', {
      name: /¥30 off ¥300 Minimum spend not reached/,
    }) as HTMLInputElement;
    expect(unusable.disabled).toBe(true);

    // No coupon: priced again without one.
    fireEvent.click(within(choice).getByRole('radio', { name: 'No coupon' }));
    await waitFor(() => expect(amounts(main)).toContain('To pay¥46.00'));
    expect(amounts(main)).not.toContain('Coupon-¥5.00');
    expect(shop.to('POST /api/shop/order/price')).toHaveLength(3);
    expect(within(discounts).getAllByRole('listitem')).toHaveLength(2);
    expect((best as HTMLInputElement).checked).toBe(false);

    // The coupon again, and the order placed with it and the amount shown.
    fireEvent.click(within(choice).getByRole('radio', { name: /¥5 welcome coupon/ }));
    await waitFor(() => expect(amounts(main)).toContain('To pay¥41.00'));
    fireEvent.click(within(main).getByRole('button', { name: /Place order · ¥41.00/ }));
    await screen.findByRole('main', { name: 'Pay' });
    expect(shop.to('POST /api/shop/order/create')[0]!.body).toMatchObject({
      storeId: 3,
      lines: [{ goodsId: 7, skuId: 11, count: 4, price: 1250 }],
      addressId: 4,
      couponId: 41,
      payPrice: 4100,
    });
  });

  it('shows a changed total, prices the cart again and places it with the new amount', async () => {
    const changed = { ...PRICED, discountPrice: 800, payPrice: 4300 };
    const shop = fakeShop({
      'POST /api/shop/address/list': data([ADDRESS]),
      'POST /api/shop/order/price': [data(PRICED_NO_COUPON), data(PRICED), data(changed)],
      'POST /api/shop/order/create': [
        refused(
          400,
          'The amount to pay is now ¥43.00 (a discount changed); check the order and place it again',
        ),
        data({ ...ORDER, payPrice: 4300 }),
      ],
      'POST /api/shop/order/detail': data({ ...ORDER, payPrice: 4300 }),
    });
    await open(CONFIRM, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Confirm order' });
    fireEvent.click(await within(main).findByRole('button', { name: /Place order · ¥41.00/ }));
    await waitFor(() =>
      expect(within(main).getByRole('alert').textContent).toBe(
        'The amount to pay is now ¥43.00 (a discount changed); check the order and place it again',
      ),
    );
    // Priced again (with the same coupon), the new amount shown.
    await waitFor(() => expect(amounts(main)).toContain('To pay¥43.00'));
    expect(shop.to('POST /api/shop/order/price')).toHaveLength(3);
    expect(shop.to('POST /api/shop/order/price')[2]!.body).toMatchObject({ couponId: 41 });
    fireEvent.click(within(main).getByRole('button', { name: /Place order · ¥43.00/ }));
    await screen.findByRole('main', { name: 'Pay' });
    const sent = shop.to('POST /api/shop/order/create').map((call) => call.body);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ couponId: 41, payPrice: 4100 });
    expect(sent[1]).toMatchObject({ couponId: 41, payPrice: 4300 });
  });

  it('names the discounts and why a coupon cannot be used in the shopper’s language', async () => {
    const shop = fakeShop({
      'POST /api/shop/address/list': data([ADDRESS]),
      'POST /api/shop/order/price': priceBy,
    });
    await open(`${CONFIRM}&lang=zh`, shop.fetcher, ['zh']);
    const main = await screen.findByRole('main', { name: '确认订单' });
    await waitFor(() => expect(amounts(main)).toContain('应付金额¥41.00'));
    const discounts = within(main).getByRole('region', { name: '优惠明细' });
    expect(within(discounts).getAllByRole('listitem')[1]!.textContent).toBe(
      '满减¥5 off every ¥40-¥5.00',
    );
    expect(within(main).getByRole('radio', { name: /¥30 off ¥300 未达到使用门槛/ })).toBeTruthy();
    expect(within(main).getByRole('radio', { name: '不使用优惠券' })).toBeTruthy();
  });
});

describe('storefront shop: an order’s discounts', () => {
  beforeEach(() => {
    window.localStorage.clear();
    signIn();
  });
  afterEach(cleanup);

  it('shows the discount and coupon totals', async () => {
    const shop = fakeShop({
      'POST /api/shop/order/detail': data({
        ...ORDER,
        totalPrice: 5000,
        discountPrice: 1000,
        couponPrice: 500,
        deliveryPrice: 600,
        payPrice: 4100,
      }),
    });
    await open(`/m/${TENANT}/pages/order/detail?orderId=9`, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Order detail' });
    await within(main).findByText('Discounts');
    expect(main.textContent).toContain('Discounts-¥10.00');
    expect(main.textContent).toContain('Coupon-¥5.00');
    expect(main.textContent).toContain('To pay¥41.00');
    expect(within(main).queryByTestId('shop-order-discounts')).toBeNull();
  });

  it('lists the discounts when the order names them', async () => {
    const shop = fakeShop({
      'POST /api/shop/order/detail': data({
        ...ORDER,
        totalPrice: 5000,
        discountPrice: 500,
        couponPrice: 500,
        payPrice: 4000,
        discounts: [
          { step: 30, sourceId: 6, name: '¥5 off every ¥40', amount: 500 },
          { step: 50, sourceId: 41, name: '¥5 welcome coupon', amount: 500 },
        ],
      }),
    });
    await open(`/m/${TENANT}/pages/order/detail?orderId=9&lang=es`, shop.fetcher, ['es']);
    const main = await screen.findByRole('main', { name: 'Detalle del pedido' });
    const list = await within(main).findByRole('list', { name: 'Descuentos' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Descuento por importe¥5 off every ¥40-¥5.00', 'Cupón¥5 welcome coupon-¥5.00']);
    expect(main.textContent).toContain('Cupón-¥5.00');
  });
});

/** A published page with a coupon block (its sample cards are the builder's). */
const COUPON_PAGE: StorefrontPage = {
  pageId: 5,
  tenantId: TENANT,
  pageType: 'custom',
  name: 'Coupons',
  version: 1,
  document: {
    page: { title: 'Coupons' },
    components: [
      {
        id: 'c1',
        type: 'coupon-block',
        props: {
          data: {
            items: [
              {
                couponType: 2,
                storeName: 'Sample store',
                discount: 9.9,
                fullreduction: 99,
                usingCondition: 0,
                received: 0,
              },
            ],
          },
        },
      },
    ],
  },
};
const PAGE_PATH = `/m/${TENANT}/page/5`;

const cards = () =>
  [...document.querySelectorAll('[data-widget="coupon-block"] li')] as HTMLElement[];

describe('storefront: the coupon block, live', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(cleanup);

  it('shows the tenant’s coupons instead of the samples and claims one for a signed-in shopper', async () => {
    signIn();
    const shop = fakeShop({
      [`GET /api/storefront/page/${TENANT}/5`]: data(COUPON_PAGE),
      [`GET /api/shop/coupon/templates/${TENANT}`]: data(TEMPLATES),
      'POST /api/shop/coupon/mine': data([]),
      'POST /api/shop/coupon/claim': data(COUPON),
    });
    await open(PAGE_PATH, shop.fetcher);
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(document.body.textContent).not.toContain('Sample store');
    const [welcome, tea] = cards();
    expect(welcome!.querySelector('[data-coupon-value]')!.textContent).toBe('￥10');
    expect(welcome!.textContent).toContain('On orders over ￥100');
    expect(welcome!.textContent).toContain('Welcome');
    expect(welcome!.querySelector('[data-coupon-note]')!.textContent).toMatch(
      /^Valid from .+ to .+2099/,
    );
    expect(tea!.querySelector('[data-coupon-value]')!.textContent).toBe('15% off');
    expect(tea!.querySelector('[data-coupon-note]')!.textContent).toBe(
      'up to ¥20.00 · Valid for 7 days once claimed',
    );
    expect(shop.to('POST /api/shop/coupon/mine')[0]!.body).toEqual({ status: 1 });

    const get = within(welcome!).getByRole('button', { name: 'Claim' });
    expect(get.getAttribute('aria-describedby')).toBe(welcome!.firstElementChild!.id);
    fireEvent.click(get);
    await waitFor(() =>
      expect(
        within(welcome!).getByRole('button', { name: 'Received' }).hasAttribute('disabled'),
      ).toBe(true),
    );
    const claim = shop.to('POST /api/shop/coupon/claim');
    expect(claim).toHaveLength(1);
    expect(claim[0]!.body).toEqual({ couponId: 3 });
    expect(claim[0]!.headers.get('authorization')).toBe('Bearer tok-1');
    expect(screen.getByRole('status').textContent).toContain('Coupon claimed: Welcome');
    // The other one is still to claim.
    expect(within(tea!).getByRole('button', { name: 'Claim' })).toBeTruthy();
  });

  it('shows a coupon the shopper holds as received, and the server’s refusal of a claim', async () => {
    signIn();
    const shop = fakeShop({
      [`GET /api/storefront/page/${TENANT}/5`]: data(COUPON_PAGE),
      [`GET /api/shop/coupon/templates/${TENANT}`]: data(TEMPLATES),
      'POST /api/shop/coupon/mine': data([COUPON]),
      'POST /api/shop/coupon/claim': refused(409, 'No coupons of this kind are left'),
    });
    await open(`${PAGE_PATH}?lang=es`, shop.fetcher, ['es']);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const [welcome, tea] = cards();
    expect(within(welcome!).getByRole('button', { name: 'Obtenido' })).toBeTruthy();
    fireEvent.click(within(tea!).getByRole('button', { name: 'Obtener' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No coupons of this kind are left');
    expect(within(tea!).getByRole('button', { name: 'Obtener' })).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends a shopper who is not signed in to sign in, and claims on the way back', async () => {
    const shop = fakeShop({
      [`GET /api/storefront/page/${TENANT}/5`]: data(COUPON_PAGE),
      [`GET /api/shop/coupon/templates/${TENANT}`]: data(TEMPLATES),
      'POST /api/shop/coupon/mine': data([]),
      'POST /api/shop/coupon/claim': data({ ...COUPON, couponId: 4 }),
      'POST /api/shop/sign-in/code': data({ resendAfterSeconds: 60, expiresInSeconds: 300 }),
      'POST /api/shop/sign-in': data({
        token: 'tok-5',
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        shopper: { id: 1, mobile: '13800000000', nickname: null },
      }),
    });
    await open(PAGE_PATH, shop.fetcher);
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(shop.to('POST /api/shop/coupon/mine')).toHaveLength(0);
    fireEvent.click(within(cards()[1]!).getByRole('button', { name: 'Claim' }));
    await screen.findByRole('main', { name: 'Sign in' });
    expect(new URLSearchParams(window.location.search).get('back')).toBe(
      `${PAGE_PATH}?claimCoupon=4`,
    );
    expect(shop.to('POST /api/shop/coupon/claim')).toHaveLength(0);

    await signInOnPage();
    await screen.findByRole('main', { name: 'Coupons' });
    expect(readSession(TENANT)?.token).toBe('tok-5');
    await waitFor(() => expect(shop.to('POST /api/shop/coupon/claim')).toHaveLength(1));
    expect(shop.to('POST /api/shop/coupon/claim')[0]!.body).toEqual({ couponId: 4 });
    await waitFor(() =>
      expect(within(cards()[1]!).getByRole('button', { name: 'Received' })).toBeTruthy(),
    );
    // The claim is taken off the address.
    expect(window.location.pathname + window.location.search).toBe(PAGE_PATH);
  });
});

describe('storefront shop: my coupons', () => {
  beforeEach(() => {
    window.localStorage.clear();
    signIn();
  });
  afterEach(cleanup);

  it('lists the shopper’s coupons by state: unused first, then used and expired', async () => {
    const used = {
      ...COUPON,
      id: 43,
      name: 'Tea lovers',
      status: 2,
      discountType: 2,
      discountPercent: 15,
      discountPrice: 0,
      useOrderId: 9,
    };
    const shop = fakeShop({
      'POST /api/shop/coupon/mine': (body) => {
        const status = (body as { status: number }).status;
        return data(status === 1 ? [COUPON] : status === 2 ? [used] : []);
      },
      'POST /api/shop/order/detail': data(ORDER),
    });
    await open(`/m/${TENANT}/pages/coupon/index`, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'My coupons' });
    const tabs = within(main).getByRole('navigation', { name: 'Coupon states' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((tab) => tab.textContent),
    ).toEqual(['Unused', 'Used', 'Expired']);
    expect(within(tabs).getByRole('link', { name: 'Unused' }).getAttribute('aria-current')).toBe(
      'page',
    );
    const welcome = await within(main).findByRole('article', { name: 'Welcome' });
    expect(welcome.textContent).toContain('¥10.00 off');
    expect(welcome.textContent).toContain('On orders of ¥100.00 or more');
    expect(welcome.textContent).toMatch(/Valid from .+ to .+2099/);
    expect(welcome.textContent).toContain('Unused');
    expect(shop.to('POST /api/shop/coupon/mine')[0]!.body).toEqual({ status: 1 });

    fireEvent.click(within(tabs).getByRole('link', { name: 'Used' }));
    const tea = await within(main).findByRole('article', { name: 'Tea lovers' });
    expect(window.location.search).toBe('?status=2');
    expect(tea.textContent).toContain('15% off');
    expect(tea.textContent).toContain('Used');
    expect(within(main).queryByRole('article', { name: 'Welcome' })).toBeNull();
    expect(shop.to('POST /api/shop/coupon/mine')[1]!.body).toEqual({ status: 2 });

    fireEvent.click(within(tabs).getByRole('link', { name: 'Expired' }));
    await within(main).findByText('No coupons here.');
    expect(shop.to('POST /api/shop/coupon/mine')[2]!.body).toEqual({ status: 3 });
  });

  it('needs a signed-in shopper', async () => {
    window.localStorage.clear();
    const shop = fakeShop({});
    await open(`/m/${TENANT}/pages/coupon/index?status=3`, shop.fetcher);
    await screen.findByRole('main', { name: 'Sign in' });
    expect(new URLSearchParams(window.location.search).get('back')).toBe(
      `/m/${TENANT}/pages/coupon/index?status=3`,
    );
  });
});
