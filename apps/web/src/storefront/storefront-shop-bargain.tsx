import { useId } from 'react';
import { readSession, type ShopBargain, type ShopBargainRecord } from './storefront-shop-api';
import {
  ActionButton,
  ActivityFrame,
  ActivityGoods,
  useShopperAction,
} from './storefront-shop-activity';
import { formatMoney } from './storefront-shop.i18n';
import { ErrorNote, formatTime, Money, useShopLoad } from './storefront-shop-ui';
import type { Shop } from './storefront-shop-ui';

// Bargains (pages/bargain/index): the tenant's running bargain activities (public), each with its
// goods (picture, name, the first price down to the floor, the store price struck through, what
// is left) and Start bargaining: signing in first when needed (the start waits in the way back,
// `?startBargain=`), then the bargain is started and the shopper goes to its page (the link they
// share), or the server's refusal is shown (not on now, sold out, one in progress, the limit).
// Whose a bargain is comes from the server: the signed-in shopper's own bargains (`bargain/mine`,
// ownBargain), so its owner sees their actions on any device.

const START_KEY = 'startBargain';
/** Whether the signed-in shopper started this bargain (their own bargains, from the server). */
export const ownBargain = async (shop: Shop, recordId: number): Promise<boolean> => {
  if (!readSession(shop.tenantId)) return false;
  const mine = await shop.api.post<{ id: number }[]>('/api/shop/bargain/mine', {});
  return mine.ok && mine.data.some((each) => each.id === recordId);
};

/** A bargain's goods: picture, name, the first price down to the floor, the store price. */
export const BargainGoods = ({
  shop,
  goods,
}: {
  shop: Shop;
  goods: Pick<ShopBargain, 'goodsName' | 'picUrl' | 'bargainFirstPrice' | 'bargainMinPrice'> & {
    price?: number;
  };
}) => {
  const floor = formatMoney(goods.bargainMinPrice);
  return (
    <ActivityGoods
      shop={shop}
      goods={goods}
      label={shop.t('bargain.first')}
      offer={goods.bargainFirstPrice}
    >
      <Money cents={goods.bargainFirstPrice} />
      {' → '}
      <span className="sf-shop-price">{shop.t('bargain.asLowAs', { price: floor })}</span>
    </ActivityGoods>
  );
};

export const BargainsPage = ({ shop }: { shop: Shop }) => {
  const { loaded, reload } = useShopLoad<ShopBargain[]>(
    shop,
    () => shop.api.get<ShopBargain[]>(`/api/shop/bargain/${shop.tenantId}`),
    String(shop.tenantId),
  );
  const none = loaded.state === 'ready' && loaded.data.length === 0;
  return (
    <ActivityFrame
      testId="shop-bargains"
      title={shop.t('bargains.title')}
      empty={none ? shop.t('bargains.empty') : null}
      shop={shop}
      loaded={loaded}
      onRetry={reload}
    >
      {loaded.state === 'ready' &&
        loaded.data.map((bargain) => (
          <BargainView key={bargain.id} shop={shop} bargain={bargain} />
        ))}
    </ActivityFrame>
  );
};

const BargainView = ({ shop, bargain }: { shop: Shop; bargain: ShopBargain }) => {
  const id = useId();
  const soldOut = bargain.stock <= 0;
  // Started: on to its page (the one to share).
  const { run, busy, problem } = useShopperAction(
    shop,
    { key: START_KEY, id: bargain.id, allowed: !soldOut },
    () => shop.api.post<ShopBargainRecord>('/api/shop/bargain/start', { activityId: bargain.id }),
    async (record) => {
      shop.navigate(shop.path('bargain', { recordId: record.id }));
    },
  );

  return (
    <section className="sf-shop-section" aria-labelledby={`${id}-name`} data-testid="shop-bargain">
      <h2 id={`${id}-name`}>{bargain.name}</h2>
      <p className="sf-shop-note">
        {shop.t('groupon.until', { time: formatTime(bargain.endTime, shop.locale) })}
      </p>
      <div className="sf-shop-line sf-shop-groupon-item">
        <BargainGoods shop={shop} goods={bargain} />
      </div>
      <p className="sf-shop-note">
        {soldOut ? shop.t('bargain.soldOut') : shop.t('bargain.left', { count: bargain.stock })}
      </p>
      {!soldOut && !readSession(shop.tenantId) && (
        <p className="sf-shop-note">{shop.t('bargain.signIn')}</p>
      )}
      <ErrorNote message={problem} />
      <ActionButton busy={busy} disabled={soldOut} onClick={() => void run()}>
        {shop.t('bargain.start')}
      </ActionButton>
    </section>
  );
};
