import { useState } from 'react';
import type { ShopAfterSale, ShopOrder, ShopPaged } from './storefront-shop-api';
import {
  codeText,
  ErrorNote,
  LoadState,
  Money,
  ShopLink,
  ShopMain,
  problemOf,
  useShopLoad,
  type Shop,
} from './storefront-shop-ui';

// The shopper's orders (pages/order/index?dataType=, the widgets' spec path): tabs by state
// (the order-shortcut widget's all, payment, delivery, received, and ours for completed,
// cancelled, and the refund requests), newest first, a page at a time.

/** A tab: its `dataType` and the order status it lists (null: all; 'refund': the after-sales). */
export const ORDER_TABS = [
  { dataType: 'all', status: null },
  { dataType: 'payment', status: 0 },
  { dataType: 'delivery', status: 10 },
  { dataType: 'received', status: 20 },
  { dataType: 'completed', status: 30 },
  { dataType: 'cancelled', status: 40 },
  { dataType: 'refund', status: 'refund' },
] as const;

const PAGE_SIZE = 10;

export const OrdersPage = ({ shop }: { shop: Shop }) => {
  const dataType = shop.query.get('dataType');
  const tab = ORDER_TABS.find((one) => one.dataType === dataType) ?? ORDER_TABS[0];
  return (
    <ShopMain shop={shop} title={shop.t('orders.title')} testId="shop-orders">
      <nav className="sf-shop-tabs" aria-label={shop.t('orders.tabs')}>
        {ORDER_TABS.map((one) => (
          <ShopLink
            key={one.dataType}
            shop={shop}
            href={shop.path('orders', { dataType: one.dataType })}
            className="sf-shop-tab"
            current={one === tab}
          >
            {codeText(shop, 'tab', one.dataType)}
          </ShopLink>
        ))}
      </nav>
      {tab.status === 'refund' ? (
        <AfterSaleList shop={shop} />
      ) : (
        <OrderList key={tab.dataType} shop={shop} status={tab.status} />
      )}
    </ShopMain>
  );
};

const OrderList = ({ shop, status }: { shop: Shop; status: number | null }) => {
  const [more, setMore] = useState<ShopOrder[]>([]);
  const [page, setPage] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const body = status === null ? {} : { status };
  const read = (pageNum: number) =>
    shop.api.page<ShopOrder>(`/api/shop/order/list?pageSize=${PAGE_SIZE}&pageNum=${pageNum}`, body);
  const { loaded, reload } = useShopLoad<ShopPaged<ShopOrder>>(shop, () => read(1), String(status));
  const first = loaded.state === 'ready' ? loaded.data : null;
  const orders = first ? [...first.entities, ...more] : [];

  const next = async () => {
    setProblem(null);
    setBusy(true);
    const answer = await read(page + 1);
    setBusy(false);
    if (!answer.ok) {
      setProblem(problemOf(shop, answer));
      return;
    }
    setMore((list) => [...list, ...answer.data.entities]);
    setPage((n) => n + 1);
  };

  return (
    <div className="sf-shop-list" aria-busy={loaded.state === 'loading' || busy || undefined}>
      <LoadState shop={shop} loaded={loaded} onRetry={reload} />
      {first && orders.length === 0 && (
        <p className="sf-shop-note sf-shop-empty">{shop.t('orders.empty')}</p>
      )}
      <ul>
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard shop={shop} order={order} />
          </li>
        ))}
      </ul>
      <ErrorNote message={problem} />
      {first && orders.length < first.totalCount && (
        <button
          type="button"
          className="sf-shop-secondary sf-shop-wide"
          disabled={busy}
          onClick={() => void next()}
        >
          {shop.t('orders.more')}
        </button>
      )}
    </div>
  );
};

const OrderCard = ({ shop, order }: { shop: Shop; order: ShopOrder }) => {
  return (
    <ShopLink
      shop={shop}
      href={shop.path('order', { orderId: order.id })}
      className="sf-shop-card sf-shop-order-card"
    >
      <span className="sf-shop-card-head">
        <span>{order.storeName ?? order.orderNo}</span>
        <span className="sf-shop-status">{codeText(shop, 'status', order.status)}</span>
      </span>
      {order.lines.slice(0, 3).map((line) => (
        <span key={line.id} className="sf-shop-card-line">
          {line.goodsName}
          {line.specText ? ` (${line.specText})` : ''} × {line.count}
        </span>
      ))}
      <span className="sf-shop-card-foot">
        <span>{shop.t('orders.items', { count: order.productCount })}</span>
        <Money cents={order.payPrice} className="sf-shop-price" />
      </span>
    </ShopLink>
  );
};

const AfterSaleList = ({ shop }: { shop: Shop }) => {
  const { loaded, reload } = useShopLoad(
    shop,
    () => shop.api.post<ShopAfterSale[]>('/api/shop/after-sale/list'),
    'after-sales',
  );
  const list = loaded.state === 'ready' ? loaded.data : null;
  return (
    <div className="sf-shop-list" aria-busy={loaded.state === 'loading' || undefined}>
      <LoadState shop={shop} loaded={loaded} onRetry={reload} />
      {list && list.length === 0 && (
        <p className="sf-shop-note sf-shop-empty">{shop.t('orders.refundsEmpty')}</p>
      )}
      <ul>
        {list?.map((afterSale) => (
          <li key={afterSale.id}>
            <ShopLink
              shop={shop}
              href={shop.path('order', { orderId: afterSale.orderId })}
              className="sf-shop-card sf-shop-order-card"
            >
              <span className="sf-shop-card-head">
                <span>{shop.t('afterSale.no', { no: afterSale.refundNo })}</span>
                <span className="sf-shop-status">
                  {codeText(shop, 'afterSale', afterSale.status)}
                </span>
              </span>
              {afterSale.lines.map((line) => (
                <span key={line.orderItemId} className="sf-shop-card-line">
                  {line.goodsName} × {line.count}
                </span>
              ))}
              <span className="sf-shop-card-foot">
                <span>{codeText(shop, 'way', afterSale.way)}</span>
                <Money cents={afterSale.refundPrice} className="sf-shop-price" />
              </span>
            </ShopLink>
          </li>
        ))}
      </ul>
    </div>
  );
};
