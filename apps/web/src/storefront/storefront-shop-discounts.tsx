import { useId } from 'react';
import type { ShopCartCoupon, ShopPreview } from './storefront-shop-api';
import { formatMoney } from './storefront-shop.i18n';
import { codeText, couponReason, Money, type Shop } from './storefront-shop-ui';

// Checkout's discounts (one per adjustment of the priced cart: its kind, name and amount) and
// the shopper's coupons to choose from.

/** The usable coupon that takes the most off, if any. */
export const bestCoupon = (coupons: readonly ShopCartCoupon[]): ShopCartCoupon | null =>
  coupons.reduce<ShopCartCoupon | null>(
    (best, coupon) =>
      coupon.usable && coupon.discount > 0 && (!best || coupon.discount > best.discount)
        ? coupon
        : best,
    null,
  );

/** Every discount of the priced cart, one per adjustment: its kind, its name, what it took off. */
export const Discounts = ({ shop, priced }: { shop: Shop; priced: ShopPreview }) => {
  const id = useId();
  if (priced.adjustments.length === 0) return null;
  return (
    <section className="sf-shop-section" aria-labelledby={`${id}-discounts`}>
      <h2 id={`${id}-discounts`}>{shop.t('confirm.discounts')}</h2>
      <ul className="sf-shop-discounts" data-testid="shop-discounts">
        {priced.adjustments.map((adjustment, index) => (
          <li key={`${adjustment.step}-${adjustment.sourceId ?? ''}-${index}`}>
            <span className="sf-shop-discount-kind">{codeText(shop, 'step', adjustment.step)}</span>
            <span className="sf-shop-discount-name">{adjustment.name}</span>
            <Money cents={-adjustment.amount} className="sf-shop-discount-amount" />
          </li>
        ))}
      </ul>
    </section>
  );
};

/**
 * The shopper's coupons for this cart: the usable ones with what they take off, the others
 * disabled with why; No coupon first.
 */
export const CouponChooser = ({
  shop,
  coupons,
  chosen,
  onChoose,
}: {
  shop: Shop;
  coupons: readonly ShopCartCoupon[];
  chosen: number | null;
  onChoose: (couponId: number | null) => void;
}) => {
  const id = useId();
  const sorted = [...coupons].sort(
    (a, b) => Number(b.usable) - Number(a.usable) || b.discount - a.discount,
  );
  return (
    <section className="sf-shop-section" aria-labelledby={`${id}-coupon`}>
      <h2 id={`${id}-coupon`}>{shop.t('confirm.coupon')}</h2>
      {coupons.length === 0 ? (
        <p className="sf-shop-note">{shop.t('confirm.noCoupons')}</p>
      ) : (
        <fieldset className="sf-shop-coupons" data-testid="shop-coupon-choice">
          <legend className="sf-visually-hidden">{shop.t('confirm.coupon')}</legend>
          <label className="sf-shop-coupon-choice">
            <input
              type="radio"
              name={`${id}-coupon-choice`}
              checked={chosen === null}
              onChange={() => onChoose(null)}
            />
            <span>{shop.t('confirm.noCoupon')}</span>
          </label>
          {sorted.map((coupon) => (
            <label
              key={coupon.id}
              className={
                coupon.usable ? 'sf-shop-coupon-choice' : 'sf-shop-coupon-choice sf-shop-disabled'
              }
            >
              <input
                type="radio"
                name={`${id}-coupon-choice`}
                checked={chosen === coupon.id}
                disabled={!coupon.usable}
                onChange={() => onChoose(coupon.id)}
              />
              <span>
                {coupon.name}
                <br />
                <span className={coupon.usable ? 'sf-shop-price' : 'sf-shop-note'}>
                  {coupon.usable
                    ? shop.t('confirm.couponSaves', { amount: formatMoney(coupon.discount) })
                    : couponReason(shop, coupon.reason)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </section>
  );
};
