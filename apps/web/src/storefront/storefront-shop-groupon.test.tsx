// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readSession } from './storefront-shop-api';
import { data, fakeShop, ORDER, refused, signIn, TENANT } from './storefront-shop.fixtures';
import {
  ADDRESS,
  DETAIL,
  GROUPONS,
  PRICED_GROUPON,
  serverTime,
} from './storefront-shop-groupon.fixtures';
import { CONFIG, openShop as open, signInOnPage } from './storefront-shop-open.fixtures';

// Group buys: the list (goods, groups, Start a group and Join), one group's page (joining signed
// in and signed out, Copy link, the states), checkout with a group buy (no coupon) and a group
// buy order's link to its group; against a fake shopper API.

const LIST = `/m/${TENANT}/pages/groupon/index`;
const GROUP_PAGE = `/m/${TENANT}/pages/groupon/detail`;
const JOIN = `/m/${TENANT}/pages/order/confirm?storeId=3&goodsId=8&count=1&grouponActivityId=21&grouponId=15`;

describe('storefront shop: group buys', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(cleanup);

  it('lists the group buys with their goods, prices and open groups, and where each leads', async () => {
    const shop = fakeShop({
      [`GET /api/shop/groupon/${TENANT}`]: data(GROUPONS),
      [`GET /api/shop/config/${TENANT}`]: CONFIG,
    });
    await open(LIST, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Group buys' });
    const oolong = await within(main).findByRole('region', { name: 'Oolong for three' });
    expect(oolong.textContent).toContain('3 people');
    const item = within(oolong).getAllByRole('listitem')[0]!;
    expect(item.textContent).toContain('Oolong');
    expect(item.textContent).toContain('Group price ¥20.00');
    expect(item.querySelector('s')?.textContent).toBe('Store price ¥30.00');
    expect(within(item).getByRole('link', { name: 'Start a group' }).getAttribute('href')).toBe(
      `/m/${TENANT}/pages/order/confirm?storeId=3&goodsId=8&count=1&grouponActivityId=21`,
    );

    const group = within(oolong).getByRole('article', { name: 'A***’s group' });
    expect(group.textContent).toContain('2 more needed');
    expect(group.textContent).toContain('Closes at');
    expect(within(group).getByRole('link', { name: 'A***’s group' }).getAttribute('href')).toBe(
      `${GROUP_PAGE}?grouponId=15`,
    );
    // One goods: Join goes straight to checkout in that group.
    expect(within(group).getByRole('link', { name: 'Join' }).getAttribute('href')).toBe(JOIN);

    // Two goods to choose from: Join goes to the group's page.
    const pair = within(main).getByRole('region', { name: 'Tea pair' });
    expect(within(pair).getAllByRole('link', { name: 'Start a group' })).toHaveLength(2);
    expect(
      within(pair).getAllByRole('link', { name: 'Start a group' })[0]!.getAttribute('href'),
    ).toBe(
      `/m/${TENANT}/pages/order/confirm?storeId=3&goodsId=7&skuId=11&count=1&grouponActivityId=22`,
    );
    const second = within(pair).getByRole('article', { name: 'B***’s group' });
    expect(second.textContent).toContain('1 more needed');
    expect(within(second).getByRole('link', { name: 'Join' }).getAttribute('href')).toBe(
      `${GROUP_PAGE}?grouponId=16`,
    );
    expect(shop.to(`GET /api/shop/groupon/${TENANT}`)[0]!.headers.get('authorization')).toBeNull();

    fireEvent.click(within(group).getByRole('link', { name: 'Join' }));
    await screen.findByRole('main', { name: 'Sign in' });
    expect(new URLSearchParams(window.location.search).get('back')).toBe(JOIN);
  });

  it('buys from the address’s store, says when there is nothing, and when the shop sells nothing online', async () => {
    const store5 = fakeShop({ [`GET /api/shop/groupon/${TENANT}`]: data(GROUPONS) });
    await open(`${LIST}?storeId=5&lang=es`, store5.fetcher, ['es']);
    const es = await screen.findByRole('main', { name: 'Compras en grupo' });
    const start = await within(es).findAllByRole('link', { name: 'Crear un grupo' });
    expect(start[0]!.getAttribute('href')).toContain('storeId=5&');
    expect(
      within(es).getAllByRole('link', { name: 'Grupo de A***' })[0]!.getAttribute('href'),
    ).toBe(`${GROUP_PAGE}?grouponId=15&storeId=5`);
    expect(store5.to(`GET /api/shop/config/${TENANT}`)).toHaveLength(0);
    cleanup();

    const none = fakeShop({
      [`GET /api/shop/groupon/${TENANT}`]: data([]),
      [`GET /api/shop/config/${TENANT}`]: CONFIG,
    });
    await open(LIST, none.fetcher);
    const empty = await screen.findByRole('main', { name: 'Group buys' });
    await within(empty).findByText('No group buys right now.');
    expect(within(empty).getByRole('link', { name: 'Back to the home page' })).toBeTruthy();
    cleanup();

    const offline = fakeShop({
      [`GET /api/shop/groupon/${TENANT}`]: data(GROUPONS),
      [`GET /api/shop/config/${TENANT}`]: data({ takesOrders: false, storeId: null }),
    });
    await open(LIST, offline.fetcher);
    const main = await screen.findByRole('main', { name: 'Group buys' });
    expect((await within(main).findByRole('alert')).textContent).toContain(
      'does not take orders online',
    );
    expect(within(main).queryByRole('link', { name: 'Start a group' })).toBeNull();
    expect(within(main).queryByRole('link', { name: 'Join' })).toBeNull();
  });
});

describe('storefront shop: one group', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    cleanup();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('shows the group and lets a signed-in shopper join it: checkout in that group, no coupon', async () => {
    signIn();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const shop = fakeShop({
      [`GET /api/shop/groupon/${TENANT}/group/15`]: data(DETAIL),
      [`GET /api/shop/config/${TENANT}`]: CONFIG,
      'POST /api/shop/address/list': data([ADDRESS]),
      'POST /api/shop/order/price': data(PRICED_GROUPON),
    });
    await open(`${GROUP_PAGE}?grouponId=15`, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Oolong for three' });
    expect((await within(main).findByTestId('shop-groupon-state')).textContent).toBe(
      'Open: 2 more needed',
    );
    expect(within(main).getByRole('timer').textContent).toMatch(/^Closes in 1:59:\d\d$/);
    expect(main.textContent).toContain('Group price ¥20.00');
    const members = within(main).getByRole('region', { name: 'Members (1 of 3)' });
    const member = within(members).getByRole('listitem');
    expect(member.textContent).toBe('AA***Leader');
    // The two empty seats are drawn, hidden from screen readers.
    expect(within(main).getByTestId('shop-groupon-members').children).toHaveLength(3);
    expect(within(main).queryByText('You sign in first to join.')).toBeNull();

    fireEvent.click(within(main).getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(within(main).getByRole('status').textContent).toBe(
        'Link copied: send it to your friends.',
      ),
    );
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${GROUP_PAGE}?grouponId=15`);

    const join = within(main).getByRole('link', { name: 'Join this group' });
    expect(join.getAttribute('href')).toBe(JOIN);
    fireEvent.click(join);
    const checkout = await screen.findByRole('main', { name: 'Confirm order' });
    await within(checkout).findByTestId('shop-discounts');
    expect(shop.to('POST /api/shop/order/price')[0]!.body).toEqual({
      storeId: 3,
      lines: [{ goodsId: 8, skuId: null, count: 1 }],
      grouponActivityId: 21,
      grouponId: 15,
    });
    expect(within(checkout).getByTestId('shop-checkout-groupon').textContent).toBe(
      'Group buy: you join the group once you pay.',
    );
  });

  it('sends a shopper who is not signed in to sign in, then on to checkout in the group', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const shop = fakeShop({
      [`GET /api/shop/groupon/${TENANT}/group/15`]: data(DETAIL),
      [`GET /api/shop/config/${TENANT}`]: CONFIG,
      'POST /api/shop/sign-in/code': data({ resendAfterSeconds: 60, expiresInSeconds: 300 }),
      'POST /api/shop/sign-in': data({
        token: 'tok-5',
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        shopper: { id: 1, mobile: '13800000000', nickname: null },
      }),
      'POST /api/shop/address/list': data([ADDRESS]),
      'POST /api/shop/order/price': data(PRICED_GROUPON),
    });
    await open(`${GROUP_PAGE}?grouponId=15`, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Oolong for three' });
    await within(main).findByText('You sign in first to join.');

    // No clipboard: the link is shown to copy by hand.
    fireEvent.click(within(main).getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(within(main).getByRole('status').textContent).toBe(
        'The link could not be copied: copy it from the box below.',
      ),
    );
    expect((within(main).getByLabelText('Link to this group') as HTMLInputElement).value).toBe(
      `${window.location.origin}${GROUP_PAGE}?grouponId=15`,
    );

    fireEvent.click(within(main).getByRole('link', { name: 'Join this group' }));
    await screen.findByRole('main', { name: 'Sign in' });
    expect(new URLSearchParams(window.location.search).get('back')).toBe(JOIN);
    await signInOnPage();
    await screen.findByRole('main', { name: 'Confirm order' });
    expect(readSession(TENANT)?.token).toBe('tok-5');
    expect(window.location.pathname + window.location.search).toBe(JOIN);
    await waitFor(() => expect(shop.to('POST /api/shop/order/price')).toHaveLength(1));
    expect(shop.to('POST /api/shop/order/price')[0]!.body).toMatchObject({
      grouponActivityId: 21,
      grouponId: 15,
    });
  });

  it('says how a group ended, offers no join, and says when there is no such group', async () => {
    const states = [
      [{ ...DETAIL, status: 20, userCount: 3, seatsLeft: 0 }, 'This group is complete', false],
      [{ ...DETAIL, status: 30 }, 'This group did not fill up: payments are refunded', false],
      // Still open, every seat held by an order: counting down, nobody else can join.
      [{ ...DETAIL, seatsLeft: 0 }, 'Every seat is taken: waiting for payments', true],
      [{ ...DETAIL, expireTime: serverTime(-60_000) }, 'This group’s time is up', false],
    ] as const;
    for (const [group, text, counting] of states) {
      const shop = fakeShop({
        [`GET /api/shop/groupon/${TENANT}/group/15`]: data(group),
        [`GET /api/shop/config/${TENANT}`]: CONFIG,
      });
      await open(`${GROUP_PAGE}?grouponId=15`, shop.fetcher);
      const main = await screen.findByRole('main', { name: 'Oolong for three' });
      expect((await within(main).findByTestId('shop-groupon-state')).textContent).toBe(text);
      expect(within(main).queryByRole('link', { name: 'Join this group' })).toBeNull();
      expect(within(main).queryByRole('timer') !== null, text).toBe(counting);
      cleanup();
    }

    const shop = fakeShop({
      [`GET /api/shop/groupon/${TENANT}/group/99`]: refused(404, 'Not found'),
      [`GET /api/shop/config/${TENANT}`]: CONFIG,
    });
    await open(`${GROUP_PAGE}?grouponId=99&lang=zh`, shop.fetcher, ['zh']);
    const zh = await screen.findByRole('main', { name: '拼团详情' });
    expect((await within(zh).findByRole('alert')).textContent).toBe('该团不存在或尚未开团。');
    expect(within(zh).queryByRole('button', { name: '重试' })).toBeNull();
    expect(within(zh).getByRole('link', { name: '查看全部拼团' }).getAttribute('href')).toBe(
      `/m/${TENANT}/pages/groupon/index`,
    );
  });
});

describe('storefront shop: checkout and order of a group buy', () => {
  beforeEach(() => {
    window.localStorage.clear();
    signIn();
  });
  afterEach(cleanup);

  it('opens a group: the group buy sent to price and create, no coupon, "Group buy" listed', async () => {
    const shop = fakeShop({
      'POST /api/shop/address/list': data([ADDRESS]),
      'POST /api/shop/order/price': data(PRICED_GROUPON),
      'POST /api/shop/order/create': data({ ...ORDER, orderType: 3, grouponId: 15 }),
      'POST /api/shop/order/detail': data({ ...ORDER, orderType: 3, grouponId: 15 }),
    });
    await open(
      `/m/${TENANT}/pages/order/confirm?storeId=3&goodsId=8&count=1&grouponActivityId=21`,
      shop.fetcher,
    );
    const main = await screen.findByRole('main', { name: 'Confirm order' });
    const discounts = await within(main).findByRole('region', { name: 'Discounts' });
    expect(within(discounts).getByRole('listitem').textContent).toBe(
      'Group buyOolong for three-¥10.00',
    );
    expect(within(main).queryByRole('group', { name: 'Coupon' })).toBeNull();
    expect(within(main).queryByRole('region', { name: 'Coupon' })).toBeNull();
    expect(within(main).getByTestId('shop-checkout-groupon').textContent).toBe(
      'Group buy: your group opens once you pay; then invite your friends.',
    );
    const price = shop.to('POST /api/shop/order/price');
    expect(price).toHaveLength(1);
    expect(price[0]!.body).toEqual({
      storeId: 3,
      lines: [{ goodsId: 8, skuId: null, count: 1 }],
      grouponActivityId: 21,
    });

    fireEvent.click(within(main).getByRole('button', { name: /Place order · ¥20.00/ }));
    await screen.findByRole('main', { name: 'Pay' });
    const created = shop.to('POST /api/shop/order/create')[0]!.body as Record<string, unknown>;
    expect(created).toMatchObject({
      storeId: 3,
      lines: [{ goodsId: 8, skuId: null, count: 1, price: 3000 }],
      addressId: 4,
      grouponActivityId: 21,
      payPrice: 2000,
    });
    expect('couponId' in created).toBe(false);
    expect('grouponId' in created).toBe(false);
  });

  it('refuses a group buy address with ids the server would refuse', async () => {
    const shop = fakeShop({});
    await open(
      `/m/${TENANT}/pages/order/confirm?storeId=3&goodsId=8&count=1&grouponActivityId=x`,
      shop.fetcher,
    );
    const main = await screen.findByRole('main', { name: 'Confirm order' });
    expect(within(main).getByRole('alert').textContent).toContain('not complete');
    expect(shop.to('POST /api/shop/order/price')).toHaveLength(0);
  });

  it('links a group buy order to its group, shipped once the group is complete', async () => {
    const order = { ...ORDER, status: 10, orderType: 3, grouponId: 15 };
    const shop = fakeShop({
      'POST /api/shop/order/detail': data(order),
      [`GET /api/shop/groupon/${TENANT}/group/15`]: [data(DETAIL), data({ ...DETAIL, status: 30 })],
    });
    await open(`/m/${TENANT}/pages/order/detail?orderId=9`, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Order detail' });
    const group = await within(main).findByTestId('shop-order-groupon');
    await within(group).findByText('Shipped when the group is complete.');
    expect(within(group).getByRole('link', { name: 'View the group' }).getAttribute('href')).toBe(
      `${GROUP_PAGE}?grouponId=15`,
    );
    cleanup();

    await open(`/m/${TENANT}/pages/order/detail?orderId=9`, shop.fetcher);
    const failed = await screen.findByTestId('shop-order-groupon');
    await within(failed).findByText('The group did not fill up: the order is refunded in full.');
    expect(within(failed).queryByText('Shipped when the group is complete.')).toBeNull();
  });
});
