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
  refused,
  signIn,
  TEMPLATES,
  TENANT,
} from './storefront-shop.fixtures';
import { signInOnPage } from './storefront-shop-open.fixtures';

// One coupon's page (pages/coupon/detail?couponId=, the builder's coupon links) and the widgets'
// my-coupon link to the shopper's coupons; against a fake shopper API.

const open = async (path: string, fetcher: typeof fetch, languages = ['en']) => {
  window.history.replaceState(null, '', path);
  render(<StorefrontApp fetcher={fetcher} languages={languages} />);
  await act(async () => {
    await Promise.resolve();
  });
};

const DETAIL = `/m/${TENANT}/pages/coupon/detail`;
const WELCOME = { ...TEMPLATES[0]!, description: 'For your first order.\nOne per shopper.' };

describe('storefront shop: one coupon', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(cleanup);

  it('shows the template and claims it for a signed-in shopper', async () => {
    signIn();
    const shop = fakeShop({
      [`GET /api/shop/coupon/templates/${TENANT}`]: data([WELCOME, TEMPLATES[1]]),
      'POST /api/shop/coupon/mine': data([]),
      'POST /api/shop/coupon/claim': data(COUPON),
    });
    await open(`${DETAIL}?couponId=3`, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Welcome' });
    const card = await within(main).findByTestId('shop-coupon-template');
    expect(card.textContent).toContain('¥10.00 off');
    expect(card.textContent).toContain('On orders of ¥100.00 or more');
    expect(card.textContent).toMatch(/Valid from .+ to .+2099/);
    expect(card.textContent).toContain('10 left');
    expect(main.textContent).toContain('One per shopper.');
    expect(shop.to('POST /api/shop/coupon/mine')[0]!.body).toEqual({ status: 1 });

    fireEvent.click(within(main).getByRole('button', { name: 'Claim' }));
    await waitFor(() =>
      expect(within(main).getByRole('status').textContent).toBe('Coupon claimed: Welcome'),
    );
    const claim = shop.to('POST /api/shop/coupon/claim');
    expect(claim).toHaveLength(1);
    expect(claim[0]!.body).toEqual({ couponId: 3 });
    expect(claim[0]!.headers.get('authorization')).toBe('Bearer tok-1');
    const claimed = within(main).getByRole('button', { name: 'Claimed' }) as HTMLButtonElement;
    expect(claimed.disabled).toBe(true);
    expect(within(main).getByRole('link', { name: 'View my coupons' }).getAttribute('href')).toBe(
      `/m/${TENANT}/pages/coupon/index`,
    );
  });

  it('shows a percent off by days, one the shopper holds as claimed, and a refusal', async () => {
    signIn();
    const held = fakeShop({
      [`GET /api/shop/coupon/templates/${TENANT}`]: data(TEMPLATES),
      'POST /api/shop/coupon/mine': data([COUPON]),
    });
    await open(`${DETAIL}?couponId=3&lang=es`, held.fetcher, ['es']);
    const main = await screen.findByRole('main', { name: 'Welcome' });
    await within(main).findByText('Ya tienes este cupón: úsalo al pagar.');
    const obtained = within(main).getByRole('button', { name: 'Obtenido' }) as HTMLButtonElement;
    expect(obtained.disabled).toBe(true);
    expect(held.to('POST /api/shop/coupon/claim')).toHaveLength(0);
    cleanup();

    const shop = fakeShop({
      [`GET /api/shop/coupon/templates/${TENANT}`]: data(TEMPLATES),
      'POST /api/shop/coupon/mine': data([COUPON]),
      'POST /api/shop/coupon/claim': refused(409, 'No coupons of this kind are left'),
    });
    await open(`${DETAIL}?couponId=4`, shop.fetcher);
    const tea = await screen.findByRole('main', { name: 'Tea lovers' });
    const card = await within(tea).findByTestId('shop-coupon-template');
    expect(card.textContent).toContain('15% off (up to ¥20.00)');
    expect(card.textContent).toContain('No minimum spend');
    expect(card.textContent).toContain('Valid for 7 days once claimed');
    fireEvent.click(within(tea).getByRole('button', { name: 'Claim' }));
    await waitFor(() =>
      expect(within(tea).getByRole('alert').textContent).toBe('No coupons of this kind are left'),
    );
    expect(within(tea).getByRole('button', { name: 'Claim' })).toBeTruthy();
  });

  it('says "not available" for a coupon the tenant does not give out, and for no id', async () => {
    const shop = fakeShop({
      [`GET /api/shop/coupon/templates/${TENANT}`]: data(TEMPLATES),
    });
    await open(`${DETAIL}?couponId=99`, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Coupon' });
    expect((await within(main).findByRole('alert')).textContent).toBe(
      'This coupon is not available: it has ended, was taken offline or does not exist.',
    );
    expect(within(main).queryByRole('button', { name: 'Claim' })).toBeNull();
    expect(within(main).getByRole('link', { name: 'Back to the home page' })).toBeTruthy();
    cleanup();

    await open(`${DETAIL}?couponId=x&lang=zh`, shop.fetcher, ['zh']);
    const zh = await screen.findByRole('main', { name: '优惠券' });
    expect((await within(zh).findByRole('alert')).textContent).toContain('该优惠券不可领取');
    // Not asked: an id the server would refuse.
    expect(shop.to(`GET /api/shop/coupon/templates/${TENANT}`)).toHaveLength(1);
  });

  it('sends a shopper who is not signed in to sign in, and claims on the way back', async () => {
    const shop = fakeShop({
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
    await open(`${DETAIL}?couponId=4`, shop.fetcher);
    const main = await screen.findByRole('main', { name: 'Tea lovers' });
    await within(main).findByText('You sign in first to claim it.');
    expect(shop.to('POST /api/shop/coupon/mine')).toHaveLength(0);
    fireEvent.click(within(main).getByRole('button', { name: 'Claim' }));
    await screen.findByRole('main', { name: 'Sign in' });
    expect(new URLSearchParams(window.location.search).get('back')).toBe(
      `${DETAIL}?couponId=4&claimCoupon=4`,
    );
    expect(shop.to('POST /api/shop/coupon/claim')).toHaveLength(0);

    await signInOnPage();
    const back = await screen.findByRole('main', { name: 'Tea lovers' });
    expect(readSession(TENANT)?.token).toBe('tok-5');
    await waitFor(() => expect(shop.to('POST /api/shop/coupon/claim')).toHaveLength(1));
    expect(shop.to('POST /api/shop/coupon/claim')[0]!.body).toEqual({ couponId: 4 });
    await within(back).findByRole('button', { name: 'Claimed' });
    // The claim is taken off the address.
    expect(window.location.pathname + window.location.search).toBe(`${DETAIL}?couponId=4`);
  });
});

/** A published page with the navigation bar's my-coupon item (the declared link, as saved). */
const NAV_PAGE: StorefrontPage = {
  pageId: 6,
  tenantId: TENANT,
  pageType: 'custom',
  name: 'Shortcuts',
  version: 1,
  document: {
    page: { title: 'Shortcuts' },
    components: [
      {
        id: 'n1',
        type: 'navigation-bar',
        props: {
          data: {
            items: [
              { text: 'My coupons', imgUrl: '', link: { kind: 'inert', declared: 'myCoupon' } },
              { text: 'Points', imgUrl: '', link: { kind: 'inert', declared: 'points' } },
            ],
          },
        },
      },
    ],
  },
};

describe('storefront: the widgets’ my-coupon link', () => {
  beforeEach(() => {
    window.localStorage.clear();
    signIn();
  });
  afterEach(cleanup);

  it('leads a saved page’s my-coupon item to the shopper’s coupons; points stay inert', async () => {
    const shop = fakeShop({
      [`GET /api/storefront/page/${TENANT}/6`]: data(NAV_PAGE),
      'POST /api/shop/coupon/mine': data([COUPON]),
    });
    await open(`/m/${TENANT}/page/6`, shop.fetcher);
    const page = await screen.findByTestId('storefront-page');
    const link = await within(page).findByRole('link', { name: 'My coupons' });
    await waitFor(() => expect(link.getAttribute('href')).toBe(`/m/${TENANT}/pages/coupon/index`));
    expect(within(page).queryByRole('link', { name: 'Points' })).toBeNull();
    fireEvent.click(link);
    const main = await screen.findByRole('main', { name: 'My coupons' });
    await within(main).findByRole('article', { name: 'Welcome' });
    expect(window.location.pathname).toBe(`/m/${TENANT}/pages/coupon/index`);
  });
});
