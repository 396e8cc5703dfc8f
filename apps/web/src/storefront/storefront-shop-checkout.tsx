import { useEffect, useId, useRef, useState } from 'react';
import {
  DELIVERY_TYPE,
  newRequestKey,
  type ShopAddress,
  type ShopLine,
  type ShopOrder,
  type ShopPreview,
} from './storefront-shop-api';
import { AddressForm } from './storefront-shop-address';
import { DeliveryChooser } from './storefront-shop-order-extras';
import { bestCoupon, CouponChooser, Discounts } from './storefront-shop-discounts';
import { LINE_COUNT_MAX } from './storefront-stepper';
import type { ShopTextKey } from './storefront-shop.i18n';
import {
  AmountRow,
  ErrorNote,
  LoadState,
  Money,
  ShopMain,
  problemOf,
  queryId,
  useShopLoad,
  type Shop,
} from './storefront-shop-ui';

// Checkout (pages/order/confirm?storeId=&goodsId=&skuId=&count=): the delivery address (chosen,
// or added here), the lines as the store prices them now (/order/price) with every discount and
// the shopper's coupons (the best usable one chosen once; choosing another, or none, prices
// again), a note, then Place order: the order is made with the prices, the coupon and the amount
// to pay shown, and a request key kept for this attempt (a retry after no answer sends the same
// key, so it cannot order twice), and the shopper goes on to pay. A refusal (a price, the stock
// or the total changed: order.totalChanged) is shown and the cart priced again.
// With a group buy (`&grouponActivityId=`, and `&grouponId=` to join a group rather than open
// one: the group buy pages' links) both calls carry it and no coupon (the server refuses one):
// the chooser is not shown, the group price is a discount like the others ("Group buy"). So with
// a bargain (`&bargainRecordId=`, the shopper's own complete one: one unit, "Bargain"), and with
// a flash sale (`&seckillActivityId=`: the flash price, "Flash sale"; the server holds its limits).

/** A group buy or a bargain to buy in (no coupon): what both calls carry and what is said. */
type Activity = {
  kind: 'groupon' | 'bargain' | 'seckill';
  body: Record<string, number>;
  note: ShopTextKey;
};

/** The address's group buy, bargain or flash sale: none, one, or `false` for ids the server would refuse. */
const activityOf = (shop: Shop): Activity | null | false => {
  const activity = shop.query.get('grouponActivityId');
  const group = shop.query.get('grouponId');
  const bargain = shop.query.get('bargainRecordId');
  const seckill = shop.query.get('seckillActivityId');
  if (seckill) {
    const seckillActivityId = queryId(shop, 'seckillActivityId');
    if (seckillActivityId === null || activity || group || bargain) return false;
    return { kind: 'seckill', body: { seckillActivityId }, note: 'confirm.seckill' };
  }
  if (bargain) {
    const bargainRecordId = queryId(shop, 'bargainRecordId');
    if (bargainRecordId === null || activity || group) return false;
    return { kind: 'bargain', body: { bargainRecordId }, note: 'confirm.bargain' };
  }
  if (!activity) return group ? false : null;
  const grouponActivityId = queryId(shop, 'grouponActivityId');
  const grouponId = group ? queryId(shop, 'grouponId') : null;
  if (grouponActivityId === null || (group && grouponId === null)) return false;
  return {
    kind: 'groupon',
    // `grouponId` only to join.
    body: grouponId === null ? { grouponActivityId } : { grouponActivityId, grouponId },
    note: grouponId === null ? 'confirm.grouponStart' : 'confirm.grouponJoin',
  };
};

const linesOf = (
  shop: Shop,
): { storeId: number; lines: ShopLine[]; activity: Activity | null } | null => {
  const storeId = queryId(shop, 'storeId');
  const goodsId = queryId(shop, 'goodsId');
  const count = Number(shop.query.get('count') ?? '1');
  const skuId = shop.query.get('skuId') ? queryId(shop, 'skuId') : null;
  if (storeId === null || goodsId === null || (shop.query.get('skuId') && skuId === null))
    return null;
  if (!Number.isInteger(count) || count < 1 || count > LINE_COUNT_MAX) return null;
  const activity = activityOf(shop);
  // A bargain buys one unit.
  if (activity === false || (activity?.kind === 'bargain' && count !== 1)) return null;
  return { storeId, lines: [{ goodsId, skuId, count }], activity };
};

export const CheckoutPage = ({ shop }: { shop: Shop }) => {
  const order = linesOf(shop);
  if (!order)
    return (
      <ShopMain shop={shop} title={shop.t('confirm.title')} testId="shop-checkout">
        <div className="sf-shop-section">
          <p role="alert" className="sf-shop-error">
            {shop.t('confirm.badLines')}
          </p>
        </div>
      </ShopMain>
    );
  return (
    <Checkout shop={shop} storeId={order.storeId} lines={order.lines} activity={order.activity} />
  );
};

const Checkout = ({
  shop,
  storeId,
  lines,
  activity,
}: {
  shop: Shop;
  storeId: number;
  lines: ShopLine[];
  activity: Activity | null;
}) => {
  const id = useId();
  /** The coupon chosen: undefined until the first prices came (then the best one), null none. */
  const [coupon, setCoupon] = useState<number | null | undefined>(undefined);
  const couponId = coupon ?? null;
  // A group buy or a bargain takes no coupon: the calls name none.
  const offer = activity === null ? { couponId } : activity.body;
  // Express, or pick-up at the store when the shop offers it (no delivery charge then).
  const [delivery, setDelivery] = useState<1 | 2>(DELIVERY_TYPE.express);
  const config = useShopLoad(
    shop,
    () => shop.api.get<{ pickUpEnabled?: boolean }>(`/api/shop/config/${shop.tenantId}`),
    'config',
  );
  const pickUpOffered =
    config.loaded.state === 'ready' && config.loaded.data.pickUpEnabled === true;
  const pickUp = pickUpOffered && delivery === DELIVERY_TYPE.pickUp;
  const deliveryChoice = pickUp ? { deliveryType: DELIVERY_TYPE.pickUp } : {};
  const key = JSON.stringify({ storeId, lines, offer, pickUp });
  const preview = useShopLoad(
    shop,
    () =>
      shop.api.post<ShopPreview>('/api/shop/order/price', {
        storeId,
        lines,
        ...offer,
        ...deliveryChoice,
      }),
    key,
  );
  const addresses = useShopLoad(
    shop,
    () => shop.api.post<ShopAddress[]>('/api/shop/address/list'),
    'addresses',
  );
  const [chosen, setChosen] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  // An address being saved: placing waits for it (else the order would go without it).
  const [savingAddress, setSavingAddress] = useState(false);
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** This checkout attempt's key: the same on a retry, a new one after a refusal. */
  const requestKey = useRef(newRequestKey());

  const list = addresses.loaded.state === 'ready' ? addresses.loaded.data : [];
  const addressId =
    chosen !== null && list.some((address) => address.id === chosen)
      ? chosen
      : ((list.find((address) => address.defaultStatus) ?? list[0])?.id ?? null);
  // The last prices stay on screen while the cart is priced again (a coupon chosen), so that the
  // chooser keeps its focus; placing waits for the new ones.
  const shown = useRef<ShopPreview | null>(null);
  if (preview.loaded.state === 'ready') shown.current = preview.loaded.data;
  const priced = shown.current;
  const pricing = preview.loaded.state !== 'ready';

  // The best usable coupon is chosen once, when the first prices come.
  useEffect(() => {
    if (activity || coupon !== undefined || preview.loaded.state !== 'ready') return;
    const data = preview.loaded.data;
    setCoupon(data.couponId ?? bestCoupon(data.coupons)?.id ?? null);
  }, [activity, coupon, preview.loaded]);

  // A coupon that can no longer be used (the price call refused it): priced again without one.
  useEffect(() => {
    const loaded = preview.loaded;
    if (loaded.state !== 'failed' || couponId === null) return;
    if (loaded.status < 400 || loaded.status >= 500 || loaded.status === 404) return;
    setProblem(loaded.message);
    setCoupon(null);
  }, [preview.loaded, couponId]);

  const place = async () => {
    setProblem(null);
    if (!priced || pricing || savingAddress) return;
    if (addressId === null && !pickUp) {
      setProblem(shop.t('confirm.chooseAddress'));
      return;
    }
    setBusy(true);
    const answer = await shop.api.post<ShopOrder>('/api/shop/order/create', {
      storeId,
      lines: priced.lines.map((line) => ({
        goodsId: line.goodsId,
        skuId: line.skuId,
        count: line.count,
        price: line.price,
      })),
      ...(addressId === null ? {} : { addressId }),
      ...deliveryChoice,
      ...(activity === null ? { couponId: priced.couponId } : activity.body),
      payPrice: priced.payPrice,
      userRemark: remark.trim() === '' ? null : remark.trim(),
      requestKey: requestKey.current,
    });
    setBusy(false);
    if (answer.ok) {
      shop.navigate(shop.path('pay', { orderId: answer.data.id }), { replace: true });
      return;
    }
    setProblem(problemOf(shop, answer));
    // Refused (a price, the stock or the total changed…): nothing was ordered; the next try is a
    // new attempt with the prices read again. No answer (0) or a server error: the same key again.
    if (answer.status >= 400 && answer.status < 500) {
      requestKey.current = newRequestKey();
      preview.reload();
    }
  };

  return (
    <ShopMain
      shop={shop}
      title={shop.t('confirm.title')}
      testId="shop-checkout"
      busy={busy || (pricing && priced !== null)}
    >
      {pickUpOffered && <DeliveryChooser shop={shop} value={delivery} onChange={setDelivery} />}
      <section className="sf-shop-section" aria-labelledby={`${id}-address`}>
        <h2 id={`${id}-address`}>{shop.t('confirm.address')}</h2>
        <LoadState shop={shop} loaded={addresses.loaded} onRetry={addresses.reload} />
        {addresses.loaded.state === 'ready' && list.length === 0 && !adding && (
          <p className="sf-shop-note">{shop.t('confirm.noAddress')}</p>
        )}
        {list.length > 0 && (
          <fieldset className="sf-shop-addresses">
            <legend className="sf-visually-hidden">{shop.t('confirm.address')}</legend>
            {list.map((address) => (
              <label key={address.id} className="sf-shop-address">
                <input
                  type="radio"
                  name={`${id}-address-choice`}
                  checked={address.id === addressId}
                  onChange={() => setChosen(address.id)}
                />
                <span>
                  <strong>
                    {address.name} {address.mobile}
                  </strong>
                  {address.defaultStatus && (
                    <span className="sf-shop-tag">{shop.t('address.default.tag')}</span>
                  )}
                  <br />
                  {[address.area, address.detailAddress].filter(Boolean).join(' ')}
                </span>
              </label>
            ))}
          </fieldset>
        )}
        {adding ? (
          <AddressForm
            shop={shop}
            first={list.length === 0}
            onSaved={(address) => {
              setAdding(false);
              setChosen(address.id);
              addresses.set([address, ...list.filter((other) => other.id !== address.id)]);
            }}
            onCancel={() => setAdding(false)}
            onSaving={setSavingAddress}
          />
        ) : (
          addresses.loaded.state === 'ready' && (
            <button type="button" className="sf-shop-secondary" onClick={() => setAdding(true)}>
              {shop.t('confirm.addAddress')}
            </button>
          )
        )}
      </section>

      <section className="sf-shop-section" aria-labelledby={`${id}-goods`}>
        <h2 id={`${id}-goods`}>{shop.t('confirm.goods')}</h2>
        {activity && (
          <p className="sf-shop-note" data-testid={`shop-checkout-${activity.kind}`}>
            {shop.t(activity.note)}
          </p>
        )}
        {(!priced || preview.loaded.state === 'failed') && (
          <LoadState shop={shop} loaded={preview.loaded} onRetry={preview.reload} />
        )}
        {priced && (
          <>
            <ul className="sf-shop-lines">
              {priced.lines.map((line) => (
                <li key={`${line.goodsId}-${line.skuId ?? ''}`} className="sf-shop-line">
                  {line.picUrl && <img src={line.picUrl} alt="" />}
                  <span className="sf-shop-line-text">
                    <span>{line.goodsName}</span>
                    {line.specText && <span className="sf-shop-note">{line.specText}</span>}
                    <span>
                      <Money cents={line.price} /> × {line.count}
                    </span>
                    {line.available < line.count && (
                      <span className="sf-shop-error">
                        {shop.t('confirm.onlyLeft', { count: Math.max(0, line.available) })}
                      </span>
                    )}
                  </span>
                  <Money cents={line.totalPrice} className="sf-shop-line-total" />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      {priced && (
        <>
          <Discounts shop={shop} priced={priced} />
          {activity === null && (
            <CouponChooser
              shop={shop}
              coupons={priced.coupons}
              chosen={couponId}
              onChoose={(next) => {
                setProblem(null);
                setCoupon(next);
              }}
            />
          )}
          <section className="sf-shop-section" aria-label={shop.t('price.pay')}>
            <dl className="sf-shop-amounts" data-testid="shop-checkout-amounts">
              <AmountRow label={shop.t('price.total')} cents={priced.totalPrice} />
              {priced.discountPrice > 0 && (
                <AmountRow label={shop.t('price.discounts')} cents={-priced.discountPrice} />
              )}
              {priced.couponPrice > 0 && (
                <AmountRow label={shop.t('price.coupon')} cents={-priced.couponPrice} />
              )}
              <AmountRow label={shop.t('price.delivery')} cents={priced.deliveryPrice} />
              <AmountRow label={shop.t('price.pay')} cents={priced.payPrice} strong />
            </dl>
          </section>
        </>
      )}

      <div className="sf-shop-section sf-shop-form">
        <label htmlFor={`${id}-remark`}>{shop.t('confirm.remark')}</label>
        <textarea
          id={`${id}-remark`}
          className="sf-shop-input"
          rows={2}
          maxLength={500}
          value={remark}
          onChange={(event) => setRemark(event.target.value)}
        />
      </div>

      <div className="sf-shop-actions">
        <ErrorNote message={problem} />
        <button
          type="button"
          className="sf-button sf-shop-wide"
          disabled={busy || savingAddress || !priced || pricing}
          onClick={() => void place()}
        >
          {shop.t('confirm.place')}
          {priced && (
            <>
              {' · '}
              <Money cents={priced.payPrice} />
            </>
          )}
        </button>
      </div>
    </ShopMain>
  );
};
