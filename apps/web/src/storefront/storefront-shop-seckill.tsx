import { useId } from 'react';
import type { ShopSeckill } from './storefront-shop-api';
import { ActivityFrame, ActivityGoods, confirmOne, storeOf } from './storefront-shop-activity';
import { formatTime, Money, ShopLink, useShopLoad, type Shop } from './storefront-shop-ui';

// Flash sales (pages/seckill/index): the tenant's flash sales on now, in today's slot (public),
// each with its goods (flash price, the store price struck through, what is left) and Buy now to
// checkout with the sale (`seckillActivityId`: one line, no coupon; the server refuses past the
// limits or the stock). Checkout needs a store: the address's `storeId`, else the tenant's
// online store; a tenant without one says "Not sold online" and offers nothing to buy.

type SeckillsLoaded = { seckills: ShopSeckill[]; storeId: number | null };

export const SeckillsPage = ({ shop }: { shop: Shop }) => {
  const { loaded, reload } = useShopLoad<SeckillsLoaded>(
    shop,
    async () => {
      const [seckills, store] = await Promise.all([
        shop.api.get<ShopSeckill[]>(`/api/shop/seckill/${shop.tenantId}`),
        storeOf(shop),
      ]);
      if (!seckills.ok) return seckills;
      if (!store.ok) return store;
      return { ok: true, data: { seckills: seckills.data, storeId: store.data } };
    },
    `${shop.tenantId}/${shop.query.get('storeId') ?? ''}`,
  );
  const ready = loaded.state === 'ready' ? loaded.data : null;
  return (
    <ActivityFrame
      shop={shop}
      title={shop.t('seckills.title')}
      testId="shop-seckills"
      loaded={loaded}
      onRetry={reload}
      empty={ready?.seckills.length === 0 ? shop.t('seckills.empty') : null}
    >
      {ready && ready.seckills.length > 0 && ready.storeId === null && (
        <p role="alert" className="sf-shop-section sf-shop-error">
          {shop.t('goods.noStoreBody')}
        </p>
      )}
      {ready?.seckills.map((seckill) => (
        <SeckillView key={seckill.id} shop={shop} seckill={seckill} storeId={ready.storeId} />
      ))}
    </ActivityFrame>
  );
};

const SeckillView = ({
  shop,
  seckill,
  storeId,
}: {
  shop: Shop;
  seckill: ShopSeckill;
  storeId: number | null;
}) => {
  const id = useId();
  return (
    <section className="sf-shop-section" aria-labelledby={`${id}-name`} data-testid="shop-seckill">
      <h2 id={`${id}-name`}>{seckill.name}</h2>
      <p className="sf-shop-note">
        {shop.t('seckill.slot', {
          scene: seckill.sceneName,
          from: seckill.startTime,
          until: seckill.endTime,
          end: formatTime(seckill.activityEndTime, shop.locale),
        })}
      </p>
      <p className="sf-shop-note">
        {seckill.totalLimitCount > 0
          ? shop.t('seckill.limitsAll', {
              perOrder: seckill.singleLimitCount,
              perCustomer: seckill.totalLimitCount,
            })
          : shop.t('seckill.limits', { perOrder: seckill.singleLimitCount })}
      </p>
      <ul className="sf-shop-lines">
        {seckill.items.map((item) => (
          <li
            key={item.id}
            className="sf-shop-line sf-shop-groupon-item"
            data-testid="shop-seckill-item"
          >
            <ActivityGoods
              shop={shop}
              goods={item}
              label={shop.t('seckill.price')}
              offer={item.seckillPrice}
            >
              <Money cents={item.seckillPrice} className="sf-shop-price" />
            </ActivityGoods>
            {item.stock > 0 ? (
              <>
                <span className="sf-shop-note">
                  {shop.t('seckill.left', { count: item.stock })}
                </span>
                {storeId !== null && (
                  <ShopLink
                    shop={shop}
                    href={confirmOne(shop, storeId, item, { seckillActivityId: seckill.id })}
                    className="sf-button sf-shop-small"
                  >
                    {shop.t('seckill.buy')}
                  </ShopLink>
                )}
              </>
            ) : (
              <span className="sf-shop-error">{shop.t('seckill.soldOut')}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
};
