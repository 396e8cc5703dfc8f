import { useEffect, useId, useRef, useState } from 'react';
import {
  newRequestKey,
  type ShopAddress,
  type ShopCartCoupon,
  type ShopLine,
  type ShopOrder,
  type ShopPreview,
} from './storefront-shop-api';
import { LINE_COUNT_MAX } from './storefront-shop-goods';
import { formatMoney } from './storefront-shop.i18n';
import {
  AmountRow,
  ErrorNote,
  LoadState,
  Money,
  ShopMain,
  codeText,
  couponReason,
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

/** The usable coupon that takes the most off, if any. */
export const bestCoupon = (coupons: readonly ShopCartCoupon[]): ShopCartCoupon | null =>
  coupons.reduce<ShopCartCoupon | null>(
    (best, coupon) =>
      coupon.usable && coupon.discount > 0 && (!best || coupon.discount > best.discount)
        ? coupon
        : best,
    null,
  );

const linesOf = (shop: Shop): { storeId: number; lines: ShopLine[] } | null => {
  const storeId = queryId(shop, 'storeId');
  const goodsId = queryId(shop, 'goodsId');
  const count = Number(shop.query.get('count') ?? '1');
  const skuId = shop.query.get('skuId') ? queryId(shop, 'skuId') : null;
  if (storeId === null || goodsId === null || (shop.query.get('skuId') && skuId === null))
    return null;
  if (!Number.isInteger(count) || count < 1 || count > LINE_COUNT_MAX) return null;
  return { storeId, lines: [{ goodsId, skuId, count }] };
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
  return <Checkout shop={shop} storeId={order.storeId} lines={order.lines} />;
};

const Checkout = ({ shop, storeId, lines }: { shop: Shop; storeId: number; lines: ShopLine[] }) => {
  const id = useId();
  /** The coupon chosen: undefined until the first prices came (then the best one), null none. */
  const [coupon, setCoupon] = useState<number | null | undefined>(undefined);
  const couponId = coupon ?? null;
  const key = JSON.stringify({ storeId, lines, couponId });
  const preview = useShopLoad(
    shop,
    () => shop.api.post<ShopPreview>('/api/shop/order/price', { storeId, lines, couponId }),
    key,
  );
  const addresses = useShopLoad(
    shop,
    () => shop.api.post<ShopAddress[]>('/api/shop/address/list'),
    'addresses',
  );
  const [chosen, setChosen] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
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
    if (coupon !== undefined || preview.loaded.state !== 'ready') return;
    const data = preview.loaded.data;
    setCoupon(data.couponId ?? bestCoupon(data.coupons)?.id ?? null);
  }, [coupon, preview.loaded]);

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
    if (!priced || pricing) return;
    if (addressId === null) {
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
      addressId,
      couponId: priced.couponId,
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
          <CouponChooser
            shop={shop}
            coupons={priced.coupons}
            chosen={couponId}
            onChoose={(next) => {
              setProblem(null);
              setCoupon(next);
            }}
          />
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
          disabled={busy || !priced || pricing}
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
const CouponChooser = ({
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

const MOBILE = /^\+?\d{6,15}$/;

/** A new delivery address, inline: saved, it is the one chosen. */
const AddressForm = ({
  shop,
  first,
  onSaved,
  onCancel,
}: {
  shop: Shop;
  first: boolean;
  onSaved: (address: ShopAddress) => void;
  onCancel: () => void;
}) => {
  const id = useId();
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const [area, setArea] = useState('');
  const [detail, setDetail] = useState('');
  const [isDefault, setDefault] = useState(first);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const phone = mobile.replace(/[\s-]/g, '');
    if (name.trim() === '' || detail.trim() === '' || !MOBILE.test(phone)) {
      setProblem(shop.t('address.required'));
      return;
    }
    setBusy(true);
    const answer = await shop.api.post<ShopAddress>('/api/shop/address/save', {
      name: name.trim(),
      mobile: phone,
      area: area.trim() === '' ? null : area.trim(),
      detailAddress: detail.trim(),
      defaultStatus: isDefault,
    });
    setBusy(false);
    if (answer.ok) onSaved(answer.data);
    else setProblem(problemOf(shop, answer));
  };

  const field = (
    key: 'name' | 'mobile' | 'area' | 'detail',
    value: string,
    set: (value: string) => void,
    extra: React.InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <>
      <label htmlFor={`${id}-${key}`}>{shop.t(`address.${key}`)}</label>
      <input
        id={`${id}-${key}`}
        className="sf-shop-input"
        value={value}
        onChange={(event) => set(event.target.value)}
        {...extra}
      />
    </>
  );

  return (
    <form
      className="sf-shop-form sf-shop-card"
      onSubmit={save}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>{shop.t('confirm.addAddress')}</h3>
      {field('name', name, setName, { autoComplete: 'name', maxLength: 64, required: true })}
      {field('mobile', mobile, setMobile, {
        type: 'tel',
        autoComplete: 'tel',
        maxLength: 20,
        required: true,
      })}
      {field('area', area, setArea, { autoComplete: 'address-level1', maxLength: 100 })}
      {field('detail', detail, setDetail, {
        autoComplete: 'street-address',
        maxLength: 255,
        required: true,
      })}
      <label className="sf-shop-check">
        <input type="checkbox" checked={isDefault} onChange={(e) => setDefault(e.target.checked)} />
        {shop.t('address.default')}
      </label>
      <ErrorNote message={problem} />
      <div className="sf-shop-row">
        <button type="submit" className="sf-button" disabled={busy}>
          {shop.t('address.save')}
        </button>
        <button type="button" className="sf-shop-secondary" onClick={onCancel}>
          {shop.t('address.cancel')}
        </button>
      </div>
    </form>
  );
};
