// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StorefrontApp } from './storefront-app';
import {
  data,
  fakeShop,
  ORDER,
  PRICED,
  PRICED_NO_COUPON,
  refused,
  signIn,
  TENANT,
} from './storefront-shop.fixtures';

// Discounts and coupons at checkout and on an order, against a fake shopper API.

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
  });
});
