import { useId, useRef, useState } from 'react';
import {
  newRequestKey,
  type ShopAddress,
  type ShopLine,
  type ShopOrder,
  type ShopPreview,
} from './storefront-shop-api';
import { LINE_COUNT_MAX } from './storefront-shop-goods';
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
// or added here), the lines as the store prices them now (/order/price), a note, then Place
// order: the order is made with the prices shown and a request key kept for this attempt (a
// retry after no answer sends the same key, so it cannot order twice), and the shopper goes on
// to pay.

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
  const key = JSON.stringify({ storeId, lines });
  const preview = useShopLoad(
    shop,
    () => shop.api.post<ShopPreview>('/api/shop/order/price', { storeId, lines }),
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
  const priced = preview.loaded.state === 'ready' ? preview.loaded.data : null;

  const place = async () => {
    setProblem(null);
    if (!priced) return;
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
      userRemark: remark.trim() === '' ? null : remark.trim(),
      requestKey: requestKey.current,
    });
    setBusy(false);
    if (answer.ok) {
      shop.navigate(shop.path('pay', { orderId: answer.data.id }), { replace: true });
      return;
    }
    setProblem(problemOf(shop, answer));
    // Refused (a price or the stock changed…): nothing was ordered; the next try is a new
    // attempt with the prices read again. No answer (0) or a server error: the same key again.
    if (answer.status >= 400 && answer.status < 500) {
      requestKey.current = newRequestKey();
      preview.reload();
    }
  };

  return (
    <ShopMain shop={shop} title={shop.t('confirm.title')} testId="shop-checkout" busy={busy}>
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
        <LoadState shop={shop} loaded={preview.loaded} onRetry={preview.reload} />
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
            <dl className="sf-shop-amounts">
              <AmountRow label={shop.t('price.total')} cents={priced.totalPrice} />
              <AmountRow label={shop.t('price.delivery')} cents={priced.deliveryPrice} />
              {priced.discountPrice > 0 && (
                <AmountRow label={shop.t('price.discount')} cents={-priced.discountPrice} />
              )}
              <AmountRow label={shop.t('price.pay')} cents={priced.payPrice} strong />
            </dl>
          </>
        )}
      </section>

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
          disabled={busy || !priced}
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
