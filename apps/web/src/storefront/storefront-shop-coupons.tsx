import type { Locale } from '@retail/contract';
import type { Navigate } from './storefront-location';
import { shopPath } from './storefront-routes';
import {
  COUPON_STATUS,
  createShopApi,
  DISCOUNT_TYPE,
  readSession,
  VALIDITY_TYPE,
  type ShopCoupon,
  type ShopCouponTemplate,
} from './storefront-shop-api';
import {
  codeText,
  couponThreshold,
  couponValue,
  formatDate,
  LoadState,
  makeShop,
  problemOf,
  ShopLink,
  ShopMain,
  useShopLoad,
  type Shop,
} from './storefront-shop-ui';
import { formatMoney } from './storefront-shop.i18n';
import { backWithAction, withoutAction } from './storefront-shop-activity';

// The shopper's coupons (pages/coupon/index?status=, where the widgets' my-coupon target leads):
// tabs by state (unused, used, expired), each coupon's value, minimum spend and validity.
// Then the coupon block of a published page, live (startLiveCoupons): the tenant's templates
// to claim instead of the block's sample cards, claiming them (signing in first, and back).

export const COUPON_TABS = [COUPON_STATUS.unused, COUPON_STATUS.used, COUPON_STATUS.expired];

export const CouponsPage = ({ shop }: { shop: Shop }) => {
  const asked = Number(shop.query.get('status'));
  const status = COUPON_TABS.includes(asked) ? asked : COUPON_STATUS.unused;
  const { loaded, reload } = useShopLoad(
    shop,
    () => shop.api.post<ShopCoupon[]>('/api/shop/coupon/mine', { status }),
    String(status),
  );
  const list = loaded.state === 'ready' ? loaded.data : null;
  return (
    <ShopMain shop={shop} title={shop.t('coupons.title')} testId="shop-coupons">
      <nav className="sf-shop-tabs" aria-label={shop.t('coupons.tabs')}>
        {COUPON_TABS.map((tab) => (
          <ShopLink
            key={tab}
            shop={shop}
            href={shop.path('coupons', { status: tab })}
            className="sf-shop-tab"
            current={tab === status}
          >
            {shop.t(`couponTab.${tab as 1 | 2 | 3}`)}
          </ShopLink>
        ))}
      </nav>
      <div className="sf-shop-list" aria-busy={loaded.state === 'loading' || undefined}>
        <LoadState shop={shop} loaded={loaded} onRetry={reload} />
        {list && list.length === 0 && (
          <p className="sf-shop-note sf-shop-empty">{shop.t('coupons.empty')}</p>
        )}
        <ul data-testid="shop-coupon-list">
          {list?.map((coupon) => (
            <li key={coupon.id}>
              <CouponCard shop={shop} coupon={coupon} />
            </li>
          ))}
        </ul>
      </div>
    </ShopMain>
  );
};

const CouponCard = ({ shop, coupon }: { shop: Shop; coupon: ShopCoupon }) => (
  <article
    className={
      coupon.status === COUPON_STATUS.unused
        ? 'sf-shop-card sf-shop-coupon'
        : 'sf-shop-card sf-shop-coupon sf-shop-coupon-done'
    }
    aria-label={coupon.name}
  >
    <span className="sf-shop-coupon-value">{couponValue(shop, coupon)}</span>
    <span className="sf-shop-line-text">
      <span className="sf-shop-card-head">
        <strong>{coupon.name}</strong>
        <span className="sf-shop-status">{codeText(shop, 'couponStatus', coupon.status)}</span>
      </span>
      <span className="sf-shop-card-line">{couponThreshold(shop, coupon.usePrice)}</span>
      <span className="sf-shop-card-line">
        {shop.t('coupon.validRange', {
          start: formatDate(coupon.validStartTime, shop.locale),
          end: formatDate(coupon.validEndTime, shop.locale),
        })}
      </span>
      {coupon.useOrderId !== null && coupon.status === COUPON_STATUS.used && (
        <ShopLink shop={shop} href={shop.path('order', { orderId: coupon.useOrderId })}>
          {shop.t('coupons.viewOrder')}
        </ShopLink>
      )}
    </span>
  </article>
);

// The coupon block, live.

/** A card of the coupon block (the widget's sample card, and a line of notes). */
export type LiveCouponCard = {
  couponType: 1 | 2;
  storeName: string;
  discount: number;
  fullreduction: number;
  usingCondition: number;
  received: 0 | 1;
  note: string;
};

/** What the page shows of the live coupons: the block's cards, and a word after a claim. */
export type LiveCouponView = {
  items: LiveCouponCard[];
  notice: { text: string; alert: boolean; dismiss: string } | null;
};

export type LiveCoupons = {
  /** The block's `coupon-receive` of a card. */
  claim: (index: number) => void;
  dismiss: () => void;
  stop: () => void;
};

/**
 * The address's query key of a claim waiting for the shopper to sign in (the coupon block and
 * the coupon's page).
 */
export const CLAIM_KEY = 'claimCoupon';

/** The address to come back to after signing in, with the claim of `templateId` to make then. */
export const backWithClaim = (templateId: number): string => backWithAction(CLAIM_KEY, templateId);

/** The address without a claim waiting (made now), for replacing it. */
export const withoutClaim = (): string => withoutAction(CLAIM_KEY);

/** How long a template's coupons are valid: some days once claimed, or between two dates. */
export const templateValidity = (shop: Shop, template: ShopCouponTemplate): string =>
  template.validityType === VALIDITY_TYPE.term
    ? shop.t('coupon.validDays', { days: template.fixedEndTerm })
    : template.validStartTime && template.validEndTime
      ? shop.t('coupon.validRange', {
          start: formatDate(template.validStartTime, shop.locale),
          end: formatDate(template.validEndTime, shop.locale),
        })
      : shop.t('coupon.validUntil', { date: formatDate(template.validEndTime, shop.locale) });

/** The validity of a template, and its cap (a percent off). */
const templateNote = (shop: Shop, template: ShopCouponTemplate): string => {
  const validity = templateValidity(shop, template);
  return template.discountType === DISCOUNT_TYPE.percent && template.discountLimitPrice > 0
    ? `${shop.t('coupon.upTo', { amount: formatMoney(template.discountLimitPrice) })} · ${validity}`
    : validity;
};

/** A template as a card of the block (its amounts in yuan, as the block's sample cards). */
export const templateCard = (
  shop: Shop,
  template: ShopCouponTemplate,
  claimed: boolean,
): LiveCouponCard => ({
  couponType: template.discountType === DISCOUNT_TYPE.percent ? 1 : 2,
  storeName: template.name,
  discount: (100 - template.discountPercent) / 10,
  fullreduction: template.discountPrice / 100,
  usingCondition: template.usePrice / 100,
  received: claimed ? 1 : 0,
  note: templateNote(shop, template),
});

/**
 * The coupon blocks of a published page, live: the tenant's claimable templates (and, signed in,
 * which of them the shopper holds unused); a claim calls the shop, or sends the shopper to sign
 * in first with the claim in the way back (`?claimCoupon=`), made on return. `onView` gets what
 * to show after each change.
 */
export const startLiveCoupons = ({
  tenantId,
  locale,
  fetcher,
  navigate,
  onView,
}: {
  tenantId: number;
  locale: Locale;
  fetcher: typeof fetch;
  navigate: Navigate;
  onView: (view: LiveCouponView) => void;
}): LiveCoupons => {
  let stopped = false;
  let templates: ShopCouponTemplate[] = [];
  const claimed = new Set<number>();
  const claiming = new Set<number>();
  let notice: LiveCouponView['notice'] = null;

  let pending: number | null = null;
  const toSignIn = (templateId: number) =>
    navigate(shopPath(tenantId, 'login', { back: backWithClaim(templateId) }));
  const api = createShopApi({
    tenantId,
    locale,
    fetcher,
    onSignedOut: () => {
      if (pending !== null) toSignIn(pending);
    },
  });
  const shop = makeShop(tenantId, locale, api, navigate, window.location.search);

  const show = () => {
    if (stopped) return;
    onView({
      items: templates.map((template) => templateCard(shop, template, claimed.has(template.id))),
      notice,
    });
  };

  const claimTemplate = async (template: ShopCouponTemplate) => {
    if (claimed.has(template.id) || claiming.has(template.id)) return;
    if (!readSession(tenantId)) {
      toSignIn(template.id);
      return;
    }
    claiming.add(template.id);
    pending = template.id;
    const answer = await api.post<ShopCoupon>('/api/shop/coupon/claim', {
      couponId: template.id,
    });
    pending = null;
    claiming.delete(template.id);
    if (answer.ok) {
      claimed.add(template.id);
      notice = {
        text: shop.t('coupon.claimed', { name: template.name }),
        alert: false,
        dismiss: shop.t('coupon.dismiss'),
      };
    } else if (answer.status !== 401) {
      notice = { text: problemOf(shop, answer), alert: true, dismiss: shop.t('coupon.dismiss') };
    }
    show();
  };

  void (async () => {
    const answer = await api.get<ShopCouponTemplate[]>(`/api/shop/coupon/templates/${tenantId}`);
    if (stopped || !answer.ok) return;
    templates = answer.data;
    if (readSession(tenantId)) {
      const mine = await api.post<ShopCoupon[]>('/api/shop/coupon/mine', {
        status: COUPON_STATUS.unused,
      });
      if (stopped) return;
      if (mine.ok) for (const coupon of mine.data) claimed.add(coupon.couponId);
    }
    show();
    // Back from signing in to claim one: claim it now, and take the claim off the address.
    const query = new URLSearchParams(window.location.search);
    const waiting = templates.find((template) => String(template.id) === query.get(CLAIM_KEY));
    if (query.has(CLAIM_KEY)) navigate(withoutClaim(), { replace: true });
    if (waiting && readSession(tenantId)) await claimTemplate(waiting);
  })();

  return {
    claim: (index) => {
      const template = templates[index];
      if (template) void claimTemplate(template);
    },
    dismiss: () => {
      notice = null;
      show();
    },
    stop: () => {
      stopped = true;
    },
  };
};
