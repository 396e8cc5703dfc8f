import { useId } from 'react';
import type { ShopGroupon, ShopGrouponGroup, ShopGrouponItem } from './storefront-shop-api';
import { ActivityFrame, ActivityGoods, confirmOne, storeOf } from './storefront-shop-activity';
import { formatTime, Money, queryId, ShopLink, useShopLoad, type Shop } from './storefront-shop-ui';

// Group buys (pages/groupon/index): the tenant's running group buys (public), each with its goods
// (group price, the store price struck through, how many make a group) and Start a group, and the
// groups open to join (the leader's masked name, how many more are needed, when it closes) with
// Join. Both lead to checkout with the group buy (`grouponActivityId`, and `grouponId` to join);
// Join goes to the group's page instead when the group buy has several goods to choose from.
// Checkout needs a store: the address's `storeId`, else the tenant's online store (as the goods
// page); a tenant without one says "Not sold online" and offers nothing to buy.

/** Checkout of one unit of an item at the group price: a new group, or joining `grouponId`. */
export const grouponConfirmPath = (
  shop: Shop,
  storeId: number,
  activityId: number,
  item: ShopGrouponItem,
  grouponId: number | null = null,
): string => confirmOne(shop, storeId, item, { grouponActivityId: activityId, grouponId });

/** A member's avatar: the first letter of their masked name. */
export const Avatar = ({ name, empty = false }: { name: string; empty?: boolean }) => (
  <span
    className={empty ? 'sf-shop-avatar sf-shop-avatar-empty' : 'sf-shop-avatar'}
    aria-hidden="true"
  >
    {empty ? '?' : ([...name][0] ?? '?')}
  </span>
);

/** An item of a group buy: its picture, name, group price and the store price struck through. */
export const GrouponItemText = ({
  shop,
  item,
  nameId,
}: {
  shop: Shop;
  item: ShopGrouponItem;
  nameId?: string;
}) => (
  <ActivityGoods
    shop={shop}
    goods={item}
    label={shop.t('groupon.price')}
    offer={item.grouponPrice}
    nameId={nameId}
  >
    <Money cents={item.grouponPrice} className="sf-shop-price" />
  </ActivityGoods>
);

type GrouponsLoaded = { groupons: ShopGroupon[]; storeId: number | null };

export const GrouponsPage = ({ shop }: { shop: Shop }) => {
  const { loaded, reload } = useShopLoad<GrouponsLoaded>(
    shop,
    async () => {
      const [groupons, store] = await Promise.all([
        shop.api.get<ShopGroupon[]>(`/api/shop/groupon/${shop.tenantId}`),
        storeOf(shop),
      ]);
      if (!groupons.ok) return groupons;
      if (!store.ok) return store;
      return { ok: true, data: { groupons: groupons.data, storeId: store.data } };
    },
    `${shop.tenantId}/${shop.query.get('storeId') ?? ''}`,
  );
  const ready = loaded.state === 'ready' ? loaded.data : null;
  return (
    <ActivityFrame
      shop={shop}
      title={shop.t('groupons.title')}
      testId="shop-groupons"
      loaded={loaded}
      onRetry={reload}
      empty={ready?.groupons.length === 0 ? shop.t('groupons.empty') : null}
    >
      {ready && ready.groupons.length > 0 && ready.storeId === null && (
        <p role="alert" className="sf-shop-section sf-shop-error">
          {shop.t('goods.noStoreBody')}
        </p>
      )}
      {ready?.groupons.map((groupon) => (
        <GrouponView key={groupon.id} shop={shop} groupon={groupon} storeId={ready.storeId} />
      ))}
    </ActivityFrame>
  );
};

const GrouponView = ({
  shop,
  groupon,
  storeId,
}: {
  shop: Shop;
  groupon: ShopGroupon;
  storeId: number | null;
}) => {
  const id = useId();
  return (
    <section className="sf-shop-section" aria-labelledby={`${id}-name`} data-testid="shop-groupon">
      <h2 id={`${id}-name`}>{groupon.name}</h2>
      <p className="sf-shop-note">
        {shop.t('groupon.people', { count: groupon.userSize })}
        {' · '}
        {shop.t('groupon.until', { time: formatTime(groupon.endTime, shop.locale) })}
      </p>
      <ul className="sf-shop-lines">
        {groupon.items.map((item) => (
          <li key={item.id} className="sf-shop-line sf-shop-groupon-item">
            <GrouponItemText shop={shop} item={item} />
            {storeId !== null && (
              <ShopLink
                shop={shop}
                href={grouponConfirmPath(shop, storeId, groupon.id, item)}
                className="sf-button sf-shop-small"
              >
                {shop.t('groupon.start')}
              </ShopLink>
            )}
          </li>
        ))}
      </ul>
      <h3>{shop.t('groupon.groups')}</h3>
      {groupon.groups.length === 0 ? (
        <p className="sf-shop-note">{shop.t('groupon.noGroups')}</p>
      ) : (
        <ul className="sf-shop-groups">
          {groupon.groups.map((group) => (
            <li key={group.id}>
              <GroupCard shop={shop} groupon={groupon} group={group} storeId={storeId} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

/** A group open to join: its leader, how many more, when it closes, and Join. */
const GroupCard = ({
  shop,
  groupon,
  group,
  storeId,
}: {
  shop: Shop;
  groupon: ShopGroupon;
  group: ShopGrouponGroup;
  storeId: number | null;
}) => {
  const id = useId();
  const [only] = groupon.items.length === 1 ? groupon.items : [];
  const page = shop.path('groupon', { grouponId: group.id, storeId: queryId(shop, 'storeId') });
  return (
    <article
      className="sf-shop-card sf-shop-group"
      aria-labelledby={`${id}-leader`}
      data-testid="shop-groupon-group"
    >
      <Avatar name={group.leaderName} />
      <span className="sf-shop-line-text">
        <ShopLink shop={shop} href={page}>
          <strong id={`${id}-leader`}>
            {shop.t('groupon.leader', { name: group.leaderName })}
          </strong>
        </ShopLink>
        <span className="sf-shop-card-line">
          {shop.t('groupon.needed', { count: group.seatsLeft })}
        </span>
        {group.expireTime && (
          <span className="sf-shop-card-line">
            {shop.t('groupon.closesAt', { time: formatTime(group.expireTime, shop.locale) })}
          </span>
        )}
      </span>
      {storeId !== null && (
        <ShopLink
          shop={shop}
          href={only ? grouponConfirmPath(shop, storeId, groupon.id, only, group.id) : page}
          className="sf-button sf-shop-small"
        >
          {shop.t('groupon.join')}
        </ShopLink>
      )}
    </article>
  );
};
