import { useEffect, useMemo } from 'react';
import type { Locale } from '@retail/contract';
import type { Navigate } from './storefront-location';
import { shopPath, type ShopPageName } from './storefront-routes';
import { createShopApi, readSession } from './storefront-shop-api';
import { BargainsPage } from './storefront-shop-bargain';
import { BargainDetailPage } from './storefront-shop-bargain-detail';
import { CartPage } from './storefront-shop-cart';
import { CheckoutPage } from './storefront-shop-checkout';
import { CouponDetailPage } from './storefront-shop-coupon-detail';
import { CouponsPage } from './storefront-shop-coupons';
import { GoodsPage } from './storefront-shop-goods';
import { GrouponsPage } from './storefront-shop-groupon';
import { GrouponDetailPage } from './storefront-shop-groupon-detail';
import { SeckillsPage } from './storefront-shop-seckill';
import { LoginPage } from './storefront-shop-login';
import { OrderPage } from './storefront-shop-order';
import { OrdersPage } from './storefront-shop-orders';
import { PayPage } from './storefront-shop-pay';
import { RefundPage } from './storefront-shop-refund';
import { makeShop } from './storefront-shop-ui';
import './storefront-shop.css';

// The shop's pages (signing in, goods, checkout, paying, orders, refunds, coupons, one coupon to
// claim): one chunk, loaded when the first of them opens (storefront-app.tsx, React.lazy), so
// that a page view does not carry them; a published page with a coupon block loads it too, for
// its live coupons (startLiveCoupons, storefront-page.tsx). A coupon's page is public (its claim
// signs in first), and so are the group buys and a group's page (joining signs in first), and the
// bargains and a bargain's page (starting and cutting sign in first); flash sales on now.

export { startLiveCoupons } from './storefront-shop-coupons';
export type { LiveCouponView, LiveCoupons } from './storefront-shop-coupons';

/** Pages for the signed-in shopper only: without a session they go to sign in, and come back. */
const SIGNED_IN: ReadonlySet<ShopPageName> = new Set([
  'confirm',
  'pay',
  'orders',
  'order',
  'refund',
  'coupons',
]);

/** Where the sign-in page sends the shopper back to. */
const here = () => `${window.location.pathname}${window.location.search}`;

export type StorefrontShopProps = {
  tenantId: number;
  page: ShopPageName;
  search: string;
  locale: Locale;
  fetcher: typeof fetch;
  navigate: Navigate;
};

export const StorefrontShop = ({
  tenantId,
  page,
  search,
  locale,
  fetcher,
  navigate,
}: StorefrontShopProps) => {
  const api = useMemo(
    () =>
      createShopApi({
        tenantId,
        locale,
        fetcher,
        onSignedOut: () =>
          navigate(shopLogin(tenantId), {
            replace: true,
          }),
      }),
    [tenantId, locale, fetcher, navigate],
  );
  const shop = useMemo(
    () => makeShop(tenantId, locale, api, navigate, search),
    [tenantId, locale, api, navigate, search],
  );
  const mustSignIn = SIGNED_IN.has(page) && readSession(tenantId) === null;
  useEffect(() => {
    if (mustSignIn) navigate(shopLogin(tenantId), { replace: true });
  }, [mustSignIn, navigate, tenantId]);
  if (mustSignIn) return null;

  switch (page) {
    case 'login':
      return <LoginPage shop={shop} />;
    case 'goods':
      return <GoodsPage shop={shop} />;
    case 'confirm':
      return <CheckoutPage shop={shop} />;
    case 'pay':
      return <PayPage shop={shop} />;
    case 'orders':
      return <OrdersPage shop={shop} />;
    case 'order':
      return <OrderPage shop={shop} />;
    case 'refund':
      return <RefundPage shop={shop} />;
    case 'coupons':
      return <CouponsPage shop={shop} />;
    case 'coupon':
      return <CouponDetailPage shop={shop} />;
    case 'groupons':
      return <GrouponsPage shop={shop} />;
    case 'groupon':
      return <GrouponDetailPage shop={shop} />;
    case 'bargains':
      return <BargainsPage shop={shop} />;
    case 'bargain':
      return <BargainDetailPage shop={shop} />;
    case 'seckills':
      return <SeckillsPage shop={shop} />;
    case 'cart':
      return <CartPage shop={shop} />;
  }
};

/** The sign-in page, back to where the shopper is now once signed in. */
const shopLogin = (tenantId: number): string => shopPath(tenantId, 'login', { back: here() });
