import { useState } from 'react';
import { ORDER_STATUS, type ShopOrder, type ShopPayment } from './storefront-shop-api';
import {
  ErrorNote,
  LoadState,
  Money,
  ShopLink,
  ShopMain,
  formatTime,
  problemOf,
  queryId,
  useShopLoad,
  type Shop,
} from './storefront-shop-ui';

// Paying an order (pages/order/pay?orderId=): the amount, then Pay (sandbox): the order's
// payment on the payment platform (/order/pay, the same one on a second try), then the sandbox
// cashier's Pay (/order/sandbox-pay); the shopper lands on the order. The real channels
// (Alipay, WeChat) are not there yet.

export const PayPage = ({ shop }: { shop: Shop }) => {
  const orderId = queryId(shop, 'orderId');
  const { loaded, reload } = useShopLoad(
    shop,
    () =>
      orderId === null
        ? Promise.resolve({ ok: false as const, status: 404, message: shop.t('failed') })
        : shop.api.post<ShopOrder>('/api/shop/order/detail', { id: orderId }),
    String(orderId),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const order = loaded.state === 'ready' ? loaded.data : null;

  const pay = async () => {
    if (!order) return;
    setProblem(null);
    setBusy(true);
    const payment = await shop.api.post<ShopPayment>('/api/shop/order/pay', { id: order.id });
    const paid = payment.ok
      ? await shop.api.post<ShopOrder>('/api/shop/order/sandbox-pay', { id: order.id })
      : payment;
    setBusy(false);
    if (paid.ok) shop.navigate(shop.path('order', { orderId: order.id }), { replace: true });
    else setProblem(problemOf(shop, paid));
  };

  return (
    <ShopMain
      shop={shop}
      title={shop.t('pay.title')}
      testId="shop-pay"
      busy={busy || loaded.state === 'loading'}
    >
      <LoadState shop={shop} loaded={loaded} onRetry={reload} />
      {order && (
        <div className="sf-shop-section sf-shop-pay">
          <p className="sf-shop-note">
            {shop.t('order.no')} {order.orderNo}
          </p>
          <p className="sf-shop-note">{shop.t('pay.amount')}</p>
          <p className="sf-shop-big-price">
            <Money cents={order.payPrice} className="sf-shop-price" />
          </p>
          {order.status === ORDER_STATUS.unpaid ? (
            <>
              {order.payDeadline && (
                <p className="sf-shop-note">
                  {shop.t('pay.deadline', { time: formatTime(order.payDeadline, shop.locale) })}
                </p>
              )}
              <p className="sf-shop-hint">{shop.t('pay.sandbox')}</p>
              <ErrorNote message={problem} />
              <button
                type="button"
                className="sf-button sf-shop-wide"
                disabled={busy}
                onClick={() => void pay()}
              >
                {shop.t('pay.button')}
              </button>
            </>
          ) : (
            <>
              <p role="status">{shop.t('pay.notUnpaid')}</p>
              <ShopLink
                shop={shop}
                href={shop.path('order', { orderId: order.id })}
                className="sf-button"
              >
                {shop.t('pay.viewOrder')}
              </ShopLink>
            </>
          )}
        </div>
      )}
    </ShopMain>
  );
};
