// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { ShopSeckill } from './storefront-shop-api';
import { data, fakeShop, signIn, TENANT } from './storefront-shop.fixtures';
import { ADDRESS, PRICED_GROUPON } from './storefront-shop-groupon.fixtures';
import { CONFIG, openShop as open } from './storefront-shop-open.fixtures';

// Flash sales: the page of those on now (goods, flash and store prices, what is left, Buy now or
// sold out) and checkout with a flash sale (no coupon); against a fake shopper API.

const SALES: ShopSeckill[] = [
  {
    id: 31,
    name: 'Noon tea rush',
    sceneName: 'Lunch',
    startTime: '12:00',
    endTime: '14:00',
    activityEndTime: '2026-12-31 23:59:59',
    singleLimitCount: 2,
    totalLimitCount: 4,
    items: [
      {
        id: 1,
        goodsId: 8,
        skuId: null,
        goodsName: 'Oolong',
        picUrl: null,
        price: 3000,
        seckillPrice: 1900,
        totalStock: 50,
        stock: 7,
      },
      {
        id: 2,
        goodsId: 7,
        skuId: 11,
        goodsName: 'Green tea',
        picUrl: null,
        price: 1250,
        seckillPrice: 900,
        totalStock: 10,
        stock: 0,
      },
    ],
  },
];

describe('storefront shop: flash sales', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(cleanup);

  it('lists the sales on now with their slot, limits, goods and prices; sold out offers nothing', async () => {
    const shop = fakeShop({
      [`GET /api/shop/seckill/${TENANT}`]: data(SALES),
      [`GET /api/shop/config/${TENANT}`]: CONFIG,
    });
    await open(`/m/${TENANT}/pages/seckill/index`, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Flash sales' });
    const sale = await within(main).findByRole('region', { name: 'Noon tea rush' });
    expect(sale.textContent).toContain('Lunch · daily 12:00–14:00');
    expect(sale.textContent).toContain('Up to 2 per order, 4 per customer');
    const [oolong, green] = within(sale).getAllByRole('listitem');
    expect(oolong!.textContent).toContain('Flash price ¥19.00');
    expect(oolong!.querySelector('s')?.textContent).toBe('Store price ¥30.00');
    expect(oolong!.textContent).toContain('7 left');
    expect(within(oolong!).getByRole('link', { name: 'Buy now' }).getAttribute('href')).toBe(
      `/m/${TENANT}/pages/order/confirm?storeId=3&goodsId=8&count=1&seckillActivityId=31`,
    );
    expect(green!.textContent).toContain('Sold out');
    expect(within(green!).queryByRole('link')).toBeNull();
  });

  it('says when no sale is on', async () => {
    const shop = fakeShop({
      [`GET /api/shop/seckill/${TENANT}`]: data([]),
      [`GET /api/shop/config/${TENANT}`]: CONFIG,
    });
    await open(`/m/${TENANT}/pages/seckill/index`, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Flash sales' });
    expect(await within(main).findByText('No flash sale on right now.')).toBeTruthy();
  });

  it('checks out with the flash sale: sent to price, no coupon, said so', async () => {
    signIn();
    const shop = fakeShop({
      'POST /api/shop/address/list': data([ADDRESS]),
      'POST /api/shop/order/price': data(PRICED_GROUPON),
    });
    await open(
      `/m/${TENANT}/pages/order/confirm?storeId=3&goodsId=8&count=2&seckillActivityId=31`,
      shop.fetcher,
    );
    const main = await screen.findByRole('main', { name: 'Confirm order' });
    expect((await within(main).findByTestId('shop-checkout-seckill')).textContent).toBe(
      'Flash sale: at the flash price, without a coupon.',
    );
    expect(within(main).queryByRole('group', { name: 'Coupon' })).toBeNull();
    expect(shop.to('POST /api/shop/order/price')[0]!.body).toEqual({
      storeId: 3,
      lines: [{ goodsId: 8, skuId: null, count: 2 }],
      seckillActivityId: 31,
    });
  });
});
