import { useId, useState } from 'react';
import {
  AFTER_SALE_STATUS,
  AFTER_SALE_WAY,
  ORDER_STATUS,
  type ShopAfterSale,
  type ShopOrder,
} from './storefront-shop-api';
import { GrouponOrderNote } from './storefront-shop-groupon-detail';
import { OrderInvoices } from './storefront-shop-invoice';
import { PickUpCard } from './storefront-shop-order-extras';
import { refundableLines } from './storefront-shop-refund';
import { LineReview, useReviewed } from './storefront-shop-cart';
import {
  AmountRow,
  codeText,
  ErrorNote,
  formatTime,
  LoadState,
  Money,
  ShopLink,
  ShopMain,
  problemOf,
  queryId,
  useShopLoad,
  type Shop,
} from './storefront-shop-ui';

// One order (pages/order/detail?orderId=): its state, lines, amounts and delivery, what the
// shopper may do in its state (unpaid: pay or cancel; shipped: confirm receipt; paid, shipped
// or completed: ask for a refund), and its refund requests (withdraw one not yet refunded or
// shipped back; the tracking number of a parcel sent back once a return is agreed). A group buy
// order links to its group, and says it ships once the group is complete. Its invoices, and a
// request for one (storefront-shop-invoice.tsx).

export const OrderPage = ({ shop }: { shop: Shop }) => {
  const orderId = queryId(shop, 'orderId');
  const { loaded, reload, set } = useShopLoad(
    shop,
    () =>
      orderId === null
        ? Promise.resolve({ ok: false as const, status: 404, message: shop.t('failed') })
        : shop.api.post<ShopOrder>('/api/shop/order/detail', { id: orderId }),
    String(orderId),
  );
  const order = loaded.state === 'ready' ? loaded.data : null;
  return (
    <ShopMain
      shop={shop}
      title={shop.t('order.title')}
      testId="shop-order"
      busy={loaded.state === 'loading'}
    >
      <LoadState shop={shop} loaded={loaded} onRetry={reload} />
      {order && <OrderView shop={shop} order={order} onChanged={set} onStale={reload} />}
    </ShopMain>
  );
};

const OrderView = ({
  shop,
  order,
  onChanged,
  onStale,
}: {
  shop: Shop;
  order: ShopOrder;
  onChanged: (order: ShopOrder) => void;
  onStale: () => void;
}) => {
  const id = useId();
  const [asking, setAsking] = useState<'cancel' | 'receive' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A completed order's lines are reviewed once each (storefront-shop-cart.tsx).
  const reviews = useReviewed(shop, order.status === ORDER_STATUS.completed);

  const act = async (action: 'cancel' | 'receive') => {
    setProblem(null);
    setBusy(true);
    const answer = await shop.api.post<ShopOrder>(`/api/shop/order/${action}`, { id: order.id });
    setBusy(false);
    setAsking(null);
    if (answer.ok) onChanged(answer.data);
    else setProblem(problemOf(shop, answer));
  };

  const refundable =
    (order.status === ORDER_STATUS.paid ||
      order.status === ORDER_STATUS.shipped ||
      order.status === ORDER_STATUS.completed) &&
    refundableLines(order).length > 0;

  return (
    <>
      <section className="sf-shop-section sf-shop-order-state" aria-labelledby={`${id}-state`}>
        <h2 id={`${id}-state`} data-testid="shop-order-status">
          {codeText(shop, 'status', order.status)}
        </h2>
        <p className="sf-shop-note">
          {shop.t('order.no')}: {order.orderNo}
        </p>
        {order.createDate && (
          <p className="sf-shop-note">
            {shop.t('order.placed')}: {formatTime(order.createDate, shop.locale)}
          </p>
        )}
      </section>

      {order.grouponId !== null && <GrouponOrderNote shop={shop} order={order} />}

      <PickUpCard shop={shop} order={order} />

      {order.receiverName && (
        <section className="sf-shop-section" aria-labelledby={`${id}-receiver`}>
          <h2 id={`${id}-receiver`}>{shop.t('order.receiver')}</h2>
          <p>
            {order.receiverName} {order.receiverMobile}
            <br />
            {[order.receiverArea, order.receiverDetailAddress].filter(Boolean).join(' ')}
          </p>
          {order.logisticsNo && (
            <p className="sf-shop-note">
              {shop.t('order.logistics')}: {order.logisticsName} {order.logisticsNo}
            </p>
          )}
        </section>
      )}

      <section className="sf-shop-section" aria-labelledby={`${id}-goods`}>
        <h2 id={`${id}-goods`}>{order.storeName ?? shop.t('confirm.goods')}</h2>
        <ul className="sf-shop-lines">
          {order.lines.map((line) => (
            <li key={line.id} className="sf-shop-line">
              {line.picUrl && <img src={line.picUrl} alt="" />}
              <span className="sf-shop-line-text">
                <span>{line.goodsName}</span>
                {line.specText && <span className="sf-shop-note">{line.specText}</span>}
                <span>
                  <Money cents={line.price} /> × {line.count}
                </span>
                {line.refundedCount > 0 && (
                  <span className="sf-shop-note">
                    {shop.t('order.refunded', { count: line.refundedCount })}
                  </span>
                )}
                {reviews.reviewed && (
                  <LineReview
                    shop={shop}
                    lineId={line.id}
                    reviewed={reviews.reviewed.has(line.id)}
                    onDone={() => reviews.done(line.id)}
                  />
                )}
              </span>
              <Money cents={line.payPrice} className="sf-shop-line-total" />
            </li>
          ))}
        </ul>
        <OrderDiscounts shop={shop} order={order} />
        <dl className="sf-shop-amounts">
          <AmountRow label={shop.t('price.total')} cents={order.totalPrice} />
          {order.discountPrice > 0 && (
            <AmountRow label={shop.t('price.discounts')} cents={-order.discountPrice} />
          )}
          {order.couponPrice > 0 && (
            <AmountRow label={shop.t('price.coupon')} cents={-order.couponPrice} />
          )}
          <AmountRow label={shop.t('price.delivery')} cents={order.deliveryPrice} />
          {order.adjustPrice !== 0 && (
            <AmountRow label={shop.t('price.adjust')} cents={order.adjustPrice} />
          )}
          <AmountRow
            label={shop.t(order.status === ORDER_STATUS.unpaid ? 'price.pay' : 'price.paid')}
            cents={order.payPrice}
            strong
          />
          {order.refundPrice > 0 && (
            <AmountRow label={shop.t('afterSale.amount')} cents={order.refundPrice} />
          )}
        </dl>
        {order.userRemark && (
          <p className="sf-shop-note">
            {shop.t('order.remark')}: {order.userRemark}
          </p>
        )}
      </section>

      {order.afterSales.length > 0 && (
        <section className="sf-shop-section" aria-labelledby={`${id}-after-sales`}>
          <h2 id={`${id}-after-sales`}>{shop.t('order.afterSales')}</h2>
          <ul className="sf-shop-after-sales">
            {order.afterSales.map((afterSale) => (
              <li key={afterSale.id}>
                <AfterSaleView shop={shop} afterSale={afterSale} onChanged={onStale} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <OrderInvoices shop={shop} order={order} onChanged={onStale} />

      <div className="sf-shop-actions" role="group" aria-label={shop.t('order.title')}>
        <ErrorNote message={problem} />
        {asking ? (
          <div className="sf-shop-confirm">
            <p id={`${id}-ask`}>
              {shop.t(asking === 'cancel' ? 'order.cancelAsk' : 'order.receiveAsk')}
            </p>
            <div className="sf-shop-row">
              <button
                type="button"
                className="sf-button"
                aria-describedby={`${id}-ask`}
                disabled={busy}
                onClick={() => void act(asking)}
              >
                {shop.t(asking === 'cancel' ? 'order.yesCancel' : 'order.yesReceived')}
              </button>
              <button type="button" className="sf-shop-secondary" onClick={() => setAsking(null)}>
                {shop.t(asking === 'cancel' ? 'order.keep' : 'order.notYet')}
              </button>
            </div>
          </div>
        ) : (
          <div className="sf-shop-row sf-shop-row-end">
            {order.status === ORDER_STATUS.unpaid && (
              <>
                <button
                  type="button"
                  className="sf-shop-secondary"
                  onClick={() => setAsking('cancel')}
                >
                  {shop.t('order.cancel')}
                </button>
                <ShopLink
                  shop={shop}
                  href={shop.path('pay', { orderId: order.id })}
                  className="sf-button"
                >
                  {shop.t('order.pay')}
                </ShopLink>
              </>
            )}
            {refundable && (
              <ShopLink
                shop={shop}
                href={shop.path('refund', { orderId: order.id })}
                className="sf-shop-secondary"
              >
                {shop.t('order.refund')}
              </ShopLink>
            )}
            {order.status === ORDER_STATUS.shipped && (
              <button type="button" className="sf-button" onClick={() => setAsking('receive')}>
                {shop.t('order.receive')}
              </button>
            )}
          </div>
        )}
      </div>
    </>
  );
};

const LOGISTICS_NO = /^[0-9A-Za-z-]{1,64}$/;

/** One refund request: its state and amount; withdraw it, or send the return's tracking number. */
const AfterSaleView = ({
  shop,
  afterSale,
  onChanged,
}: {
  shop: Shop;
  afterSale: ShopAfterSale;
  onChanged: () => void;
}) => {
  const id = useId();
  const [logisticsNo, setLogisticsNo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const agreedReturn =
    afterSale.status === AFTER_SALE_STATUS.agreed &&
    afterSale.way === AFTER_SALE_WAY.returnAndRefund &&
    !afterSale.returnLogisticsNo;
  const withdrawable =
    (afterSale.status === AFTER_SALE_STATUS.applied ||
      afterSale.status === AFTER_SALE_STATUS.agreed) &&
    !afterSale.returnLogisticsNo;

  const call = async (path: string, body: object) => {
    setProblem(null);
    setBusy(true);
    const answer = await shop.api.post<ShopAfterSale>(path, body);
    setBusy(false);
    if (answer.ok) onChanged();
    else setProblem(problemOf(shop, answer));
  };

  const shipBack = (event: React.FormEvent) => {
    event.preventDefault();
    const value = logisticsNo.trim();
    if (!LOGISTICS_NO.test(value)) {
      setProblem(shop.t('afterSale.logisticsInvalid'));
      return;
    }
    void call('/api/shop/after-sale/ship-back', { id: afterSale.id, logisticsNo: value });
  };

  return (
    <article className="sf-shop-card" aria-labelledby={`${id}-title`} data-testid="shop-after-sale">
      <h3 id={`${id}-title`} className="sf-shop-card-head">
        <span>{codeText(shop, 'way', afterSale.way)}</span>
        <span className="sf-shop-status">{codeText(shop, 'afterSale', afterSale.status)}</span>
      </h3>
      <p className="sf-shop-note">{shop.t('afterSale.no', { no: afterSale.refundNo })}</p>
      {afterSale.lines.map((line) => (
        <p key={line.orderItemId} className="sf-shop-card-line">
          {line.goodsName}
          {line.specText ? ` (${line.specText})` : ''} × {line.count}
        </p>
      ))}
      <p className="sf-shop-note">
        {shop.t('afterSale.reason', { reason: afterSale.applyReason })}
      </p>
      {afterSale.auditReason && (
        <p className="sf-shop-note">
          {shop.t('afterSale.rejected', { reason: afterSale.auditReason })}
        </p>
      )}
      {afterSale.returnLogisticsNo && (
        <p className="sf-shop-note">
          {shop.t('afterSale.shipped', { no: afterSale.returnLogisticsNo })}
        </p>
      )}
      <p className="sf-shop-card-foot">
        <span>{shop.t('afterSale.amount')}</span>
        <Money cents={afterSale.refundPrice} className="sf-shop-price" />
      </p>
      <ErrorNote message={problem} />
      {agreedReturn && (
        <form className="sf-shop-form" onSubmit={shipBack} noValidate>
          <label htmlFor={`${id}-logistics`}>{shop.t('afterSale.logisticsNo')}</label>
          <div className="sf-shop-row">
            <input
              id={`${id}-logistics`}
              className="sf-shop-input"
              maxLength={64}
              autoComplete="off"
              value={logisticsNo}
              onChange={(event) => setLogisticsNo(event.target.value)}
            />
            <button type="submit" className="sf-button" disabled={busy}>
              {shop.t('afterSale.shipBack')}
            </button>
          </div>
        </form>
      )}
      {withdrawable && (
        <button
          type="button"
          className="sf-shop-secondary"
          aria-describedby={`${id}-title`}
          disabled={busy}
          onClick={() => void call('/api/shop/after-sale/cancel', { id: afterSale.id })}
        >
          {shop.t('afterSale.cancel')}
        </button>
      )}
    </article>
  );
};

/** One discount an order was given (its `discounts`, where the server sends them). */
type OrderDiscount = { step: number; sourceId: number | null; name: string; amount: number };

/**
 * The discounts of an order, one per kind and source: the discount and coupon totals below say
 * the rest (an order read without the list shows only those).
 */
const OrderDiscounts = ({ shop, order }: { shop: Shop; order: ShopOrder }) => {
  // Read whether or not the order's type names the list yet (older answers have none).
  const discounts: readonly OrderDiscount[] =
    'discounts' in order && Array.isArray(order.discounts) ? order.discounts : [];
  if (discounts.length === 0) return null;
  return (
    <ul
      className="sf-shop-discounts"
      aria-label={shop.t('confirm.discounts')}
      data-testid="shop-order-discounts"
    >
      {discounts.map((discount, index) => (
        <li key={`${discount.step}-${discount.sourceId ?? ''}-${index}`}>
          <span className="sf-shop-discount-kind">{codeText(shop, 'step', discount.step)}</span>
          <span className="sf-shop-discount-name">{discount.name}</span>
          <Money cents={-discount.amount} className="sf-shop-discount-amount" />
        </li>
      ))}
    </ul>
  );
};
