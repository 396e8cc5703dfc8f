import { useId, useState } from 'react';
import {
  ACTIVITY_STATUS,
  GROUPON_STATUS,
  ORDER_STATUS,
  readSession,
  type ShopGrouponDetail,
  type ShopOrder,
} from './storefront-shop-api';
import {
  ActivityFrame,
  ActivityState,
  CopyLink,
  loadOne,
  type ActivityOne,
  timeOf,
  useNow,
} from './storefront-shop-activity';
import { Avatar, grouponConfirmPath, GrouponItemText } from './storefront-shop-groupon';
import type { ShopTextKey } from './storefront-shop.i18n';
import { queryId, ShopLink, useShopLoad, type Shop } from './storefront-shop-ui';

// One group (pages/groupon/detail?grouponId=, the link its leader shares; public): its state
// (open with how many more are needed and a countdown to when it closes, complete, failed), the
// group buy's goods at the group price, its members (masked, initials for avatars, the empty
// seats), Join this group while it is open with a seat left (to checkout with the group; a
// shopper without a session signs in first and goes on to checkout), and Copy link while open
// (the clipboard, or the link shown to copy by hand). A group whose leader has not paid is not
// there (404). The order page's note on a group buy order is here too (GrouponOrderNote).

/** The group's state as the shopper reads it, at `now`. */
const stateKey = (group: ShopGrouponDetail, now: number): ShopTextKey => {
  if (group.status === GROUPON_STATUS.succeeded) return 'groupon.state.succeeded';
  if (group.status === GROUPON_STATUS.failed) return 'groupon.state.failed';
  if (group.status !== GROUPON_STATUS.open) return 'groupon.state.void';
  const closes = timeOf(group.expireTime);
  if (closes !== null && closes <= now) return 'groupon.state.timeUp';
  return group.seatsLeft > 0 ? 'groupon.state.open' : 'groupon.state.full';
};

export const GrouponDetailPage = ({ shop }: { shop: Shop }) => {
  const grouponId = queryId(shop, 'grouponId');
  const { loaded, reload } = useShopLoad<ActivityOne<ShopGrouponDetail>>(
    shop,
    () =>
      loadOne<ShopGrouponDetail>(
        shop,
        grouponId,
        (id) => `/api/shop/groupon/${shop.tenantId}/group/${id}`,
        shop.t('groupon.notFound'),
      ),
    `${grouponId}/${shop.query.get('storeId') ?? ''}`,
  );
  const ready = loaded.state === 'ready' ? loaded.data : null;
  return (
    <ActivityFrame
      shop={shop}
      title={ready?.one.activityName ?? shop.t('groupon.title')}
      testId="shop-groupon-detail"
      loaded={loaded}
      onRetry={reload}
      all={{ page: 'groupons', text: shop.t('groupon.all') }}
    >
      {ready && <GroupView shop={shop} group={ready.one} storeId={ready.storeId} />}
    </ActivityFrame>
  );
};

/** Empty seats drawn at most (a group holds up to 100). */
const SEATS_DRAWN = 10;

const GroupView = ({
  shop,
  group,
  storeId,
}: {
  shop: Shop;
  group: ShopGrouponDetail;
  storeId: number | null;
}) => {
  const id = useId();
  const open = group.status === GROUPON_STATUS.open;
  const closes = timeOf(group.expireTime);
  const now = useNow(open && closes !== null);
  const state = stateKey(group, now);
  const [chosen, setChosen] = useState(0);
  const item = group.items[chosen] ?? group.items[0] ?? null;
  const joinable =
    state === 'groupon.state.open' &&
    group.activityStatus === ACTIVITY_STATUS.running &&
    storeId !== null &&
    item !== null;
  const signedIn = readSession(shop.tenantId) !== null;
  const checkout =
    joinable && item && storeId !== null
      ? grouponConfirmPath(shop, storeId, group.activityId, item, group.id)
      : null;

  return (
    <>
      <ActivityState
        shop={shop}
        testId="shop-groupon-state"
        state={shop.t(state, { count: group.seatsLeft })}
        note={shop.t('groupon.people', { count: group.userSize })}
        ends={open ? group.expireTime : null}
        now={now}
        texts={{ endsIn: 'groupon.closesIn', endsAt: 'groupon.closesAt' }}
      />

      <section className="sf-shop-section" aria-labelledby={`${id}-goods`}>
        <h2 id={`${id}-goods`}>{shop.t('confirm.goods')}</h2>
        {joinable && group.items.length > 1 ? (
          <fieldset className="sf-shop-coupons">
            <legend className="sf-visually-hidden">{shop.t('groupon.choose')}</legend>
            {group.items.map((each, index) => (
              <label key={each.id} className="sf-shop-line sf-shop-coupon-choice">
                <input
                  type="radio"
                  name={`${id}-item`}
                  checked={index === chosen}
                  onChange={() => setChosen(index)}
                />
                <GrouponItemText shop={shop} item={each} />
              </label>
            ))}
          </fieldset>
        ) : (
          <ul className="sf-shop-lines">
            {group.items.map((each) => (
              <li key={each.id} className="sf-shop-line">
                <GrouponItemText shop={shop} item={each} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="sf-shop-section" aria-labelledby={`${id}-members`}>
        <h2 id={`${id}-members`}>
          {shop.t('groupon.members', { count: group.members.length, size: group.userSize })}
        </h2>
        <ul className="sf-shop-members" data-testid="shop-groupon-members">
          {group.members.map((member, index) => (
            <li key={`${member.joinedAt}-${index}`} className="sf-shop-member">
              <Avatar name={member.name} />
              <span>{member.name}</span>
              {member.leader && <span className="sf-shop-tag">{shop.t('groupon.leaderTag')}</span>}
            </li>
          ))}
          {open &&
            Array.from({ length: Math.min(group.seatsLeft, SEATS_DRAWN) }, (_, index) => (
              <li key={`seat-${index}`} className="sf-shop-member" aria-hidden="true">
                <Avatar name="" empty />
              </li>
            ))}
        </ul>
      </section>

      <div className="sf-shop-actions">
        {checkout && !signedIn && <p className="sf-shop-note">{shop.t('groupon.signIn')}</p>}
        {open && (
          <CopyLink
            shop={shop}
            link={shop.path('groupon', { grouponId: group.id, storeId: queryId(shop, 'storeId') })}
            label={shop.t('groupon.link')}
          />
        )}
        {checkout && (
          <ShopLink
            shop={shop}
            href={signedIn ? checkout : shop.path('login', { back: checkout })}
            className="sf-button sf-shop-wide"
          >
            {shop.t('groupon.joinThis')}
          </ShopLink>
        )}
      </div>
    </>
  );
};

/**
 * A group buy order's group on the order page: a link to the group, and while it is not
 * complete that the order ships once it is (or, failed, that it is refunded).
 */
export const GrouponOrderNote = ({ shop, order }: { shop: Shop; order: ShopOrder }) => {
  const grouponId = order.grouponId;
  const { loaded } = useShopLoad<ShopGrouponDetail>(
    shop,
    () =>
      grouponId === null
        ? Promise.resolve({ ok: false as const, status: 404, message: null })
        : shop.api.get<ShopGrouponDetail>(`/api/shop/groupon/${shop.tenantId}/group/${grouponId}`),
    String(grouponId),
  );
  if (grouponId === null) return null;
  const status = loaded.state === 'ready' ? loaded.data.status : null;
  // Said once the group is read (a group still forming is not there: its leader has not paid).
  const waiting =
    loaded.state !== 'loading' &&
    status !== GROUPON_STATUS.succeeded &&
    status !== GROUPON_STATUS.failed &&
    (order.status === ORDER_STATUS.unpaid || order.status === ORDER_STATUS.paid);
  return (
    <section
      className="sf-shop-section"
      aria-label={shop.t('groupon.title')}
      data-testid="shop-order-groupon"
    >
      {waiting && <p className="sf-shop-note">{shop.t('groupon.shipWhenComplete')}</p>}
      {status === GROUPON_STATUS.failed && (
        <p className="sf-shop-note">{shop.t('groupon.orderFailed')}</p>
      )}
      <ShopLink shop={shop} href={shop.path('groupon', { grouponId })}>
        {shop.t('groupon.view')}
      </ShopLink>
    </section>
  );
};
