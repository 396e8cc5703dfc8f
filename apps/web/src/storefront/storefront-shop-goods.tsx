import { type CSSProperties, useId, useState } from 'react';
import { PictureDecoration } from '@retail/widgets/render';
import { homePath } from './storefront-routes';
import type { ShopGoods } from './storefront-shop-api';
import { addToCart } from './storefront-shop-cart';
import { formatMoney } from './storefront-shop.i18n';
import { LINE_COUNT_MAX, Stepper } from './storefront-stepper';
import {
  LoadState,
  Money,
  ShopLink,
  ShopMain,
  problemOf,
  queryId,
  useShopLoad,
  type Shop,
} from './storefront-shop-ui';

// Goods detail (pages/goods/detail?goodsId=&storeId=): as the store sells it now, its units to
// choose, the quantity, then Buy now to the checkout or Add to cart (storefront-shop-cart.tsx); its
// reviews' average, count and newest. Without a `storeId` in the address (the
// published page's goods links name none) the tenant's online store is asked for
// (`/api/shop/config/:tenantId`, its trade settings); a tenant that does not take orders says so.

export type ShopConfig = { takesOrders: boolean; storeId: number | null };

type Background = NonNullable<ShopGoods['decoration']>['background'];

/**
 * A running promotion background behind the price band (its picture over its colour); the price
 * keeps a white card of its own there (storefront-shop.css), so its contrast does not depend on
 * the picture.
 */
const backgroundStyle = (background: Background): CSSProperties | undefined =>
  background
    ? {
        backgroundColor: background.colour ?? undefined,
        backgroundImage: background.image ? `url("${encodeURI(background.image)}")` : undefined,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }
    : undefined;

export const GoodsPage = ({ shop }: { shop: Shop }) => {
  const goodsId = queryId(shop, 'goodsId');
  const storeId = queryId(shop, 'storeId');
  if (goodsId !== null && storeId === null)
    return <OnlineStoreGoods shop={shop} goodsId={goodsId} />;
  if (goodsId === null || storeId === null) return <NoGoods shop={shop} goodsId={goodsId} />;
  return <GoodsDetail shop={shop} goodsId={goodsId} storeId={storeId} />;
};

/** The goods at the tenant's online store, once the storefront knows which it is. */
const OnlineStoreGoods = ({ shop, goodsId }: { shop: Shop; goodsId: number }) => {
  const { loaded, reload } = useShopLoad(
    shop,
    () => shop.api.get<ShopConfig>(`/api/shop/config/${shop.tenantId}`),
    String(shop.tenantId),
  );
  if (loaded.state === 'ready')
    return loaded.data.storeId === null ? (
      <NoGoods shop={shop} goodsId={goodsId} />
    ) : (
      <GoodsDetail shop={shop} goodsId={goodsId} storeId={loaded.data.storeId} />
    );
  return (
    <ShopMain shop={shop} title={shop.t('goods.title')} testId="shop-goods">
      <LoadState shop={shop} loaded={loaded} onRetry={reload} />
    </ShopMain>
  );
};

/** No goods named, or no store selling it. */
const NoGoods = ({ shop, goodsId }: { shop: Shop; goodsId: number | null }) => (
  <ShopMain
    shop={shop}
    title={shop.t(goodsId === null ? 'goods.title' : 'goods.noStoreTitle')}
    testId="shop-goods"
  >
    <div className="sf-shop-section">
      <p role="alert" className="sf-shop-error">
        {shop.t(goodsId === null ? 'goods.notFound' : 'goods.noStoreBody')}
      </p>
      <ShopLink shop={shop} href={homePath(shop.tenantId)} className="sf-button">
        {shop.t('home')}
      </ShopLink>
    </div>
  </ShopMain>
);

const GoodsDetail = ({
  shop,
  goodsId,
  storeId,
}: {
  shop: Shop;
  goodsId: number;
  storeId: number;
}) => {
  const { loaded, reload } = useShopLoad(
    shop,
    async () => {
      const answer = await shop.api.get<ShopGoods>(`/api/shop/goods/${storeId}/${goodsId}`);
      return !answer.ok && answer.status === 404 && answer.message === null
        ? { ...answer, message: shop.t('goods.notFound') }
        : answer;
    },
    `${storeId}/${goodsId}`,
  );
  const goods = loaded.state === 'ready' ? loaded.data : null;
  return (
    <ShopMain
      shop={shop}
      title={goods?.goodsName ?? shop.t('goods.title')}
      testId="shop-goods"
      busy={loaded.state === 'loading'}
    >
      <LoadState shop={shop} loaded={loaded} onRetry={reload} />
      {goods && <GoodsView shop={shop} goods={goods} />}
    </ShopMain>
  );
};

const GoodsView = ({ shop, goods }: { shop: Shop; goods: ShopGoods }) => {
  const id = useId();
  const firstAvailable = Math.max(
    0,
    goods.units.findIndex((unit) => unit.available > 0),
  );
  const [chosen, setChosen] = useState(firstAvailable);
  const [count, setCount] = useState(1);
  const [added, setAdded] = useState<string | null>(null);
  const unit = goods.units[chosen] ?? null;
  const max = unit ? Math.min(unit.available, LINE_COUNT_MAX) : 0;
  const quantity = Math.min(Math.max(count, 1), Math.max(max, 1));
  const picture = goods.picUrl ?? goods.pictures[0] ?? null;
  const background = goods.decoration?.background ?? null;

  const buy = () => {
    if (!unit || max < 1) return;
    shop.navigate(
      shop.path('confirm', {
        storeId: goods.storeId,
        goodsId: goods.id,
        skuId: unit.skuId,
        count: quantity,
      }),
    );
  };

  return (
    <>
      {picture && (
        <div className="sf-shop-picture-box">
          <img className="sf-shop-picture" src={picture} alt={goods.goodsName} />
          <PictureDecoration decoration={goods.decoration ?? undefined} />
        </div>
      )}
      <section
        className="sf-shop-section"
        aria-labelledby={`${id}-price`}
        data-decoration={background ? 'background' : undefined}
        style={backgroundStyle(background)}
      >
        <p id={`${id}-price`} className="sf-shop-big-price">
          <span className="sf-visually-hidden">{shop.t('goods.price')} </span>
          {unit ? <Money cents={unit.price} className="sf-shop-price" /> : null}
          {unit?.marketPrice != null && unit.marketPrice > unit.price && (
            <s className="sf-shop-was">
              {shop.t('goods.was', { price: formatMoney(unit.marketPrice) })}
            </s>
          )}
        </p>
        <p className="sf-shop-note">{shop.t('goods.store', { name: goods.storeName })}</p>
        <p className={max > 0 ? 'sf-shop-note' : 'sf-shop-error'} data-testid="shop-available">
          {max > 0
            ? shop.t('goods.available', { count: unit?.available ?? 0 })
            : shop.t('goods.soldOut')}
        </p>
      </section>

      {goods.units.length > 1 && (
        <fieldset className="sf-shop-section sf-shop-choices">
          <legend>{shop.t('goods.choose')}</legend>
          {goods.units.map((option, index) => (
            <label
              key={option.skuId ?? 'goods'}
              className={index === chosen ? 'sf-shop-chip sf-shop-chip-on' : 'sf-shop-chip'}
            >
              <input
                type="radio"
                name={`${id}-unit`}
                className="sf-visually-hidden"
                checked={index === chosen}
                onChange={() => {
                  setChosen(index);
                  setCount(1);
                }}
              />
              {option.specText || shop.t('goods.standard')}
              {option.available <= 0 && <span> · {shop.t('goods.soldOut')}</span>}
            </label>
          ))}
        </fieldset>
      )}

      <div className="sf-shop-section sf-shop-stepper-row">
        <label htmlFor={`${id}-count`}>{shop.t('goods.quantity')}</label>
        <Stepper shop={shop} id={`${id}-count`} value={quantity} max={max} onChange={setCount} />
      </div>

      {goods.services.length > 0 && (
        <section className="sf-shop-section" aria-label={shop.t('goods.services')}>
          <ul className="sf-shop-services" data-testid="goods-services">
            {goods.services.map((service) => (
              <li key={service.serviceName} title={service.description ?? undefined}>
                ✓ {service.serviceName}
              </li>
            ))}
          </ul>
        </section>
      )}

      {goods.description && (
        <section className="sf-shop-section" aria-label={shop.t('goods.title')}>
          <p className="sf-shop-description">{goods.description}</p>
        </section>
      )}

      {goods.reviews.count > 0 && (
        <section className="sf-shop-section" aria-label={shop.t('review.title')}>
          <p data-testid="goods-reviews">
            {shop.t('review.summary', {
              average: goods.reviews.average ?? 0,
              count: goods.reviews.count,
            })}
          </p>
          {goods.reviews.newest.map((review, index) => (
            <p key={index} className="sf-shop-note">
              {'★'.repeat(review.rating)} {review.reviewer}: {review.content}
              {review.picUrls.length > 0 && (
                <span className="sf-shop-picture-list" data-testid="goods-review-pictures">
                  {review.picUrls.map((url) => (
                    <img key={url} src={url} alt="" width={64} height={64} loading="lazy" />
                  ))}
                </span>
              )}
              {review.replyContent && (
                <>
                  <br />
                  {shop.t('review.reply')}: {review.replyContent}
                </>
              )}
            </p>
          ))}
        </section>
      )}

      {added && (
        <p role="status" className="sf-shop-note">
          {added}{' '}
          <ShopLink shop={shop} href={shop.path('cart')}>
            {shop.t('cart.title')}
          </ShopLink>
        </p>
      )}
      <div className="sf-shop-actions">
        <button
          type="button"
          className="sf-button sf-shop-wide"
          disabled={max < 1}
          onClick={() =>
            unit &&
            void addToCart(shop, {
              storeId: goods.storeId,
              goodsId: goods.id,
              skuId: unit.skuId,
              count: quantity,
              goodsName: goods.goodsName,
              specText: unit.specText,
              price: unit.price,
            }).then((answer) =>
              setAdded(answer.ok ? shop.t('cart.added') : problemOf(shop, answer)),
            )
          }
        >
          {shop.t('cart.add')}
        </button>
        <button type="button" className="sf-button sf-shop-wide" disabled={max < 1} onClick={buy}>
          {shop.t('goods.buy')}
        </button>
      </div>
    </>
  );
};
