// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { data, fakeShop, ORDER, refused, signIn, TENANT } from './storefront-shop.fixtures';
import {
  BARGAINS,
  PRICED_BARGAIN,
  RECORD,
  SHOPPER,
  SUCCEEDED,
} from './storefront-shop-bargain.fixtures';
import { ADDRESS } from './storefront-shop-groupon.fixtures';
import { CONFIG, openShop as open, signInOnPage } from './storefront-shop-open.fixtures';

// Bargains: the list (goods, prices, Start bargaining signed in and signed out, a refusal), one
// bargain's page for its owner (Copy link, Buy at) and for a helper (Help cut, a refusal),
// checkout with a bargain (no coupon); against a fake shopper API.

const LIST = `/m/${TENANT}/pages/bargain/index`;
const PAGE = `/m/${TENANT}/pages/bargain/detail?recordId=6`;
const BUY = `/m/${TENANT}/pages/order/confirm?storeId=3&goodsId=8&count=1&bargainRecordId=6`;
const RECORD_GET = `GET /api/shop/bargain/${TENANT}/record/6`;
const SIGNED_IN = data({
  token: 'tok-5',
  expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  shopper: SHOPPER,
});

/** The signed-in shopper's own bargains: bargain 6 (its owner), or none (a helper). */
const OWNER = data([{ id: 6, activityId: 31, status: 10 }]);
const HELPER = data([]);

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('storefront shop: bargains', () => {
  it('lists the bargains and starts one for a signed-in shopper: on to its page, as its owner', async () => {
    signIn();
    const shop = fakeShop({
      [`GET /api/shop/bargain/${TENANT}`]: data(BARGAINS),
      'POST /api/shop/bargain/start': data({ ...RECORD, helpCount: 0, helpers: [] }),
      'POST /api/shop/bargain/mine': OWNER,
      [RECORD_GET]: data({ ...RECORD, bargainPrice: 2800, helpCount: 0, helpers: [] }),
      [`GET /api/shop/config/${TENANT}`]: CONFIG,
    });
    await open(LIST, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Bargains' });
    const oolong = await within(main).findByRole('region', { name: 'Cut the oolong' });
    expect(oolong.textContent).toContain('Oolong');
    expect(oolong.textContent).toContain('Starting price ¥28.00 → as low as ¥8.00');
    expect(oolong.querySelector('s')?.textContent).toBe('Store price ¥30.00');
    expect(oolong.textContent).toContain('4 left');
    const green = within(main).getByRole('region', { name: 'Cut the green tea' });
    expect(green.textContent).toContain('Sold out');
    expect(green.querySelector('s')).toBeNull();
    expect(
      (within(green).getByRole('button', { name: 'Start bargaining' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);

    fireEvent.click(within(oolong).getByRole('button', { name: 'Start bargaining' }));
    const page = await screen.findByRole('main', { name: 'Cut the oolong' });
    expect(shop.to('POST /api/shop/bargain/start')[0]!.body).toEqual({ activityId: 31 });
    expect(window.location.pathname + window.location.search).toBe(PAGE);
    // Its owner: Copy link, no Help cut.
    await within(page).findByRole('button', { name: 'Copy link' });
    expect(within(page).queryByRole('button', { name: 'Help cut' })).toBeNull();
    expect(within(page).getByText('Nobody has cut the price yet.')).toBeTruthy();
  });

  it('sends a shopper who is not signed in to sign in, then starts the bargain on the way back', async () => {
    const shop = fakeShop({
      [`GET /api/shop/bargain/${TENANT}`]: data(BARGAINS),
      'POST /api/shop/sign-in/code': data({ resendAfterSeconds: 60, expiresInSeconds: 300 }),
      'POST /api/shop/sign-in': SIGNED_IN,
      'POST /api/shop/bargain/start': data(RECORD),
      'POST /api/shop/bargain/mine': OWNER,
      [RECORD_GET]: data(RECORD),
      [`GET /api/shop/config/${TENANT}`]: CONFIG,
    });
    await open(LIST, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Bargains' });
    const oolong = await within(main).findByRole('region', { name: 'Cut the oolong' });
    expect(oolong.textContent).toContain('You sign in first to bargain.');
    fireEvent.click(within(oolong).getByRole('button', { name: 'Start bargaining' }));
    await screen.findByRole('main', { name: 'Sign in' });
    expect(new URLSearchParams(window.location.search).get('back')).toBe(`${LIST}?startBargain=31`);
    await signInOnPage();
    await screen.findByRole('main', { name: 'Cut the oolong' });
    expect(shop.to('POST /api/shop/bargain/start')).toHaveLength(1);
    expect(window.location.pathname + window.location.search).toBe(PAGE);
  });

  it('shows the server’s refusal to start one', async () => {
    signIn();
    const shop = fakeShop({
      [`GET /api/shop/bargain/${TENANT}`]: data(BARGAINS),
      'POST /api/shop/bargain/start': refused(400, 'You already have a bargain in progress.'),
    });
    await open(LIST, shop.fetcher);
    const oolong = await screen.findByRole('region', { name: 'Cut the oolong' });
    fireEvent.click(within(oolong).getByRole('button', { name: 'Start bargaining' }));
    expect((await within(oolong).findByRole('alert')).textContent).toBe(
      'You already have a bargain in progress.',
    );
    expect(window.location.pathname).toBe(LIST);
  });
});

describe('storefront shop: one bargain', () => {
  it('gives its owner the price now, its progress, Copy link, then Buy at the price reached', async () => {
    signIn();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const shop = fakeShop({
      [RECORD_GET]: [data(RECORD), data(SUCCEEDED)],
      'POST /api/shop/bargain/mine': OWNER,
      [`GET /api/shop/config/${TENANT}`]: CONFIG,
      'POST /api/shop/address/list': data([ADDRESS]),
      'POST /api/shop/order/price': data(PRICED_BARGAIN),
      'POST /api/shop/order/create': data({ ...ORDER, orderType: 2 }),
      'POST /api/shop/order/detail': data({ ...ORDER, orderType: 2 }),
    });
    await open(PAGE, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Cut the oolong' });
    expect((await within(main).findByTestId('shop-bargain-state')).textContent).toBe(
      'In progress: friends cut the price',
    );
    expect(main.textContent).toContain('A***’s bargain');
    expect(main.textContent).toContain('Price now ¥23.00');
    expect(within(main).getByRole('timer').textContent).toMatch(/^Ends in 2:59:\d\d$/);
    const bar = within(main).getByRole('progressbar', { name: 'Bargain progress' });
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('2000');
    expect(bar.getAttribute('aria-valuenow')).toBe('500');
    expect(bar.getAttribute('aria-valuetext')).toBe('¥5.00 off, ¥15.00 to the lowest price');
    const helpers = within(main).getByRole('region', { name: 'Helpers (1 of 5)' });
    expect(within(helpers).getByRole('listitem').textContent).toBe('B***cut ¥5.00');
    expect(within(main).queryByRole('button', { name: 'Help cut' })).toBeNull();
    expect(within(main).queryByRole('link', { name: /Buy at/ })).toBeNull();

    fireEvent.click(within(main).getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(within(main).getByRole('status').textContent).toBe(
        'Link copied: send it to your friends.',
      ),
    );
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${PAGE}`);
    cleanup();

    // Complete: Buy at the floor, to checkout with the bargain.
    await open(PAGE, shop.fetcher);
    const done = await screen.findByRole('main', { name: 'Cut the oolong' });
    expect((await within(done).findByTestId('shop-bargain-state')).textContent).toBe(
      'Bargain complete',
    );
    expect(within(done).queryByRole('button', { name: 'Copy link' })).toBeNull();
    expect(within(done).queryByRole('timer')).toBeNull();
    const buy = within(done).getByRole('link', { name: 'Buy at ¥8.00' });
    expect(buy.getAttribute('href')).toBe(BUY);
    fireEvent.click(buy);
    const checkout = await screen.findByRole('main', { name: 'Confirm order' });
    const discounts = await within(checkout).findByRole('region', { name: 'Discounts' });
    expect(within(discounts).getByRole('listitem').textContent).toBe(
      'BargainCut the oolong-¥22.00',
    );
    expect(within(checkout).queryByRole('region', { name: 'Coupon' })).toBeNull();
    expect(within(checkout).getByTestId('shop-checkout-bargain').textContent).toBe(
      'Bargain: one unit at the price you reached.',
    );
    const [priced] = shop.to('POST /api/shop/order/price');
    expect(priced!.body).toEqual({
      storeId: 3,
      lines: [{ goodsId: 8, skuId: null, count: 1 }],
      bargainRecordId: 6,
    });
    fireEvent.click(within(checkout).getByRole('button', { name: /Place order · ¥8.00/ }));
    await screen.findByRole('main', { name: 'Pay' });
    const [created] = shop.to('POST /api/shop/order/create');
    expect(created!.body).toMatchObject({ bargainRecordId: 6, payPrice: 800, addressId: 4 });
    expect(Object.keys(created!.body as object)).not.toContain('couponId');
  });

  it('lets another shopper help cut, says what they cut, and shows a refusal', async () => {
    signIn();
    const shop = fakeShop({
      [RECORD_GET]: data(RECORD),
      // Another shopper signed in here: not the owner.
      'POST /api/shop/bargain/mine': HELPER,
      [`GET /api/shop/config/${TENANT}`]: CONFIG,
      'POST /api/shop/bargain/help': [
        data({ reducePrice: 300, record: { ...RECORD, bargainPrice: 2000, helpCount: 2 } }),
        refused(400, 'You already helped this bargain.'),
      ],
    });
    await open(PAGE, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Cut the oolong' });
    const help = await within(main).findByRole('button', { name: 'Help cut' });
    expect(within(main).queryByRole('button', { name: 'Copy link' })).toBeNull();
    expect(within(main).queryByText('You sign in first to help.')).toBeNull();
    fireEvent.click(help);
    await waitFor(() => expect(within(main).getByRole('status').textContent).toBe('You cut ¥3.00'));
    expect(shop.to('POST /api/shop/bargain/help')[0]!.body).toEqual({ recordId: 6 });
    expect(main.textContent).toContain('Price now ¥20.00');
    expect(within(main).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('800');
    expect(within(main).queryByRole('button', { name: 'Help cut' })).toBeNull();
    cleanup();

    await open(PAGE, shop.fetcher);
    const again = await screen.findByRole('main', { name: 'Cut the oolong' });
    fireEvent.click(await within(again).findByRole('button', { name: 'Help cut' }));
    expect((await within(again).findByRole('alert')).textContent).toBe(
      'You already helped this bargain.',
    );
  });

  it('sends a helper who is not signed in to sign in, then cuts on the way back', async () => {
    const shop = fakeShop({
      [RECORD_GET]: data(RECORD),
      [`GET /api/shop/config/${TENANT}`]: CONFIG,
      'POST /api/shop/sign-in/code': data({ resendAfterSeconds: 60, expiresInSeconds: 300 }),
      'POST /api/shop/sign-in': SIGNED_IN,
      'POST /api/shop/bargain/help': data({ reducePrice: 250, record: RECORD }),
      'POST /api/shop/bargain/mine': HELPER,
    });
    await open(PAGE, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Cut the oolong' });
    await within(main).findByText('You sign in first to help.');
    expect(shop.to('POST /api/shop/bargain/mine')).toHaveLength(0);
    fireEvent.click(within(main).getByRole('button', { name: 'Help cut' }));
    await screen.findByRole('main', { name: 'Sign in' });
    expect(new URLSearchParams(window.location.search).get('back')).toBe(`${PAGE}&helpBargain=6`);
    await signInOnPage();
    const back = await screen.findByRole('main', { name: 'Cut the oolong' });
    await waitFor(() => expect(within(back).getByRole('status').textContent).toBe('You cut ¥2.50'));
    expect(window.location.pathname + window.location.search).toBe(PAGE);
  });

  it('says when there is no such bargain, and refuses a checkout address mixing offers or of more than one', async () => {
    const shop = fakeShop({
      [`GET /api/shop/bargain/${TENANT}/record/99`]: refused(404, 'Not found'),
      [`GET /api/shop/config/${TENANT}`]: CONFIG,
    });
    await open(`/m/${TENANT}/pages/bargain/detail?recordId=99&lang=zh`, shop.fetcher, ['zh']);
    const zh = await screen.findByRole('main', { name: '砍价详情' });
    expect((await within(zh).findByRole('alert')).textContent).toBe('该砍价不存在。');
    expect(within(zh).getByRole('link', { name: '查看全部砍价' }).getAttribute('href')).toBe(LIST);
    cleanup();

    signIn();
    for (const address of [`${BUY}&grouponActivityId=21`, BUY.replace('count=1', 'count=2')]) {
      await open(address, shop.fetcher);
      const main = await screen.findByRole('main', { name: 'Confirm order' });
      expect(within(main).getByRole('alert').textContent).toContain('not complete');
      cleanup();
    }
    expect(shop.to('POST /api/shop/order/price')).toHaveLength(0);
  });
});
