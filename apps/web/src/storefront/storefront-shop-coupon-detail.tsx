import { useEffect, useRef, useState } from 'react';
import { homePath } from './storefront-routes';
import {
  COUPON_STATUS,
  readSession,
  type ShopCoupon,
  type ShopCouponTemplate,
} from './storefront-shop-api';
import {
  backWithClaim,
  CLAIM_KEY,
  templateValidity,
  withoutClaim,
} from './storefront-shop-coupons';
import {
  couponThreshold,
  couponValue,
  ErrorNote,
  LoadState,
  problemOf,
  queryId,
  ShopLink,
  ShopMain,
  useShopLoad,
  type Shop,
} from './storefront-shop-ui';

// One coupon (pages/coupon/detail?couponId=, where the builder's coupon links lead): the template
// as the tenant gives it out now (its public list of claimable running templates: one not there,
// ended, not claimable or another tenant's, is "not available"), its amount, minimum spend,
// validity and description, and Claim: as the coupon block's, signing in first when needed
// (the claim waits in the way back, `?claimCoupon=`), then the claim, claimed or the refusal.

type CouponLoaded = { template: ShopCouponTemplate | null; held: boolean };

export const CouponDetailPage = ({ shop }: { shop: Shop }) => {
  const couponId = queryId(shop, 'couponId');
  const { loaded, reload } = useShopLoad<CouponLoaded>(
    shop,
    async () => {
      if (couponId === null) return { ok: true, data: { template: null, held: false } };
      const list = await shop.api.get<ShopCouponTemplate[]>(
        `/api/shop/coupon/templates/${shop.tenantId}`,
      );
      if (!list.ok) return list;
      const template = list.data.find((t) => t.id === couponId) ?? null;
      if (!template || !readSession(shop.tenantId))
        return { ok: true, data: { template, held: false } };
      // Signed in: one the shopper holds unused is shown as claimed (as the coupon block does).
      const mine = await shop.api.post<ShopCoupon[]>('/api/shop/coupon/mine', {
        status: COUPON_STATUS.unused,
      });
      const held = mine.ok && mine.data.some((coupon) => coupon.couponId === template.id);
      return { ok: true, data: { template, held } };
    },
    String(couponId),
  );
  const ready = loaded.state === 'ready' ? loaded.data : null;
  return (
    <ShopMain
      shop={shop}
      title={ready?.template?.name ?? shop.t('couponDetail.title')}
      testId="shop-coupon"
      busy={loaded.state === 'loading'}
    >
      <LoadState shop={shop} loaded={loaded} onRetry={reload} />
      {ready &&
        (ready.template ? (
          <CouponView shop={shop} template={ready.template} held={ready.held} />
        ) : (
          <div className="sf-shop-section">
            <p role="alert" className="sf-shop-error">
              {shop.t('couponDetail.unavailable')}
            </p>
            <ShopLink shop={shop} href={homePath(shop.tenantId)} className="sf-button">
              {shop.t('home')}
            </ShopLink>
          </div>
        ))}
    </ShopMain>
  );
};

const CouponView = ({
  shop,
  template,
  held,
}: {
  shop: Shop;
  template: ShopCouponTemplate;
  held: boolean;
}) => {
  const [claimed, setClaimed] = useState(held);
  const [claiming, setClaiming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const soldOut = template.remaining !== null && template.remaining <= 0;

  const claim = async () => {
    if (claimed || claiming || soldOut) return;
    if (!readSession(shop.tenantId)) {
      shop.navigate(shop.path('login', { back: backWithClaim(template.id) }));
      return;
    }
    setClaiming(true);
    setProblem(null);
    const answer = await shop.api.post<ShopCoupon>('/api/shop/coupon/claim', {
      couponId: template.id,
    });
    setClaiming(false);
    if (answer.ok) {
      setClaimed(true);
      setDone(true);
    } else if (answer.status !== 401) setProblem(problemOf(shop, answer));
  };

  // Back from signing in to claim it: the claim is taken off the address and made now.
  const waiting = useRef(shop.query.get(CLAIM_KEY));
  useEffect(() => {
    const asked = waiting.current;
    if (asked === null) return;
    waiting.current = null;
    shop.navigate(withoutClaim(), { replace: true });
    if (asked === String(template.id) && !held && readSession(shop.tenantId)) void claim();
    // Once, when the page opens with a claim waiting.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <section
        className="sf-shop-section sf-shop-coupon"
        aria-label={template.name}
        data-testid="shop-coupon-template"
      >
        <span className="sf-shop-coupon-value">{couponValue(shop, template)}</span>
        <span className="sf-shop-line-text">
          <strong>{template.name}</strong>
          <span className="sf-shop-card-line">{couponThreshold(shop, template.usePrice)}</span>
          <span className="sf-shop-card-line">{templateValidity(shop, template)}</span>
          {template.remaining !== null && template.remaining > 0 && (
            <span className="sf-shop-card-line">
              {shop.t('couponDetail.remaining', { count: template.remaining })}
            </span>
          )}
        </span>
      </section>
      {template.description && (
        <section className="sf-shop-section" aria-label={shop.t('couponDetail.title')}>
          <p className="sf-shop-description">{template.description}</p>
        </section>
      )}
      <div className="sf-shop-section">
        {done && (
          <p role="status" className="sf-shop-note">
            {shop.t('coupon.claimed', { name: template.name })}
          </p>
        )}
        {claimed && !done && <p className="sf-shop-note">{shop.t('couponDetail.held')}</p>}
        {!claimed && !soldOut && !readSession(shop.tenantId) && (
          <p className="sf-shop-note">{shop.t('couponDetail.signIn')}</p>
        )}
        <ErrorNote message={problem} />
        {claimed && (
          <ShopLink shop={shop} href={shop.path('coupons')}>
            {shop.t('couponDetail.mine')}
          </ShopLink>
        )}
      </div>
      <div className="sf-shop-actions">
        <button
          type="button"
          className="sf-button sf-shop-wide"
          disabled={claimed || claiming || soldOut}
          aria-busy={claiming || undefined}
          onClick={() => void claim()}
        >
          {shop.t(
            claimed
              ? 'couponDetail.claimed'
              : soldOut
                ? 'couponDetail.soldOut'
                : 'couponDetail.claim',
          )}
        </button>
      </div>
    </>
  );
};
