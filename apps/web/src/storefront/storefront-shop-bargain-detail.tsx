import { useId, useState } from 'react';
import {
  BARGAIN_STATUS,
  readSession,
  type ShopBargainCut,
  type ShopBargainRecord,
} from './storefront-shop-api';
import { BargainGoods, ownBargain } from './storefront-shop-bargain';
import {
  ActionButton,
  ActivityFrame,
  ActivityState,
  confirmOne,
  CopyLink,
  loadOne,
  timeOf,
  useNow,
  useShopperAction,
  type ActivityOne,
} from './storefront-shop-activity';
import { formatMoney, type ShopTextKey } from './storefront-shop.i18n';
import { ErrorNote, Money, queryId, ShopLink, useShopLoad } from './storefront-shop-ui';
import type { Shop } from './storefront-shop-ui';

// One bargain (pages/bargain/detail?recordId=, the link its shopper shares; public): its state
// (in progress with a countdown to its end, complete, failed, ordered), the goods, the price now
// and a progress bar from the first price to the floor, the helpers and their cuts (masked). Its
// owner (a bargain this browser started for the signed-in shopper, by the `me` call) gets Copy
// link while it is in progress and Buy at ¥x once complete and not ordered (checkout with
// `bargainRecordId`, one unit); anyone else gets Help cut while it is in progress (signing in
// first when needed, the cut waiting in the way back, `?helpBargain=`), then "You cut ¥x", or
// the server's refusal (their own bargain, already helped, no cuts left, the bargain over).

const HELP_KEY = 'helpBargain';

/** The bargain, the store to buy from, and whether the signed-in shopper started it. */
type BargainLoaded = ActivityOne<ShopBargainRecord> & { owner: boolean };

/** The bargain's state as the shopper reads it, at `now`. */
const stateKey = (record: ShopBargainRecord, now: number): ShopTextKey => {
  if (record.status === BARGAIN_STATUS.succeeded)
    return record.orderId === null ? 'bargain.state.succeeded' : 'bargain.state.ordered';
  if (record.status === BARGAIN_STATUS.failed) return 'bargain.state.failed';
  const ends = timeOf(record.endTime);
  return ends !== null && ends <= now ? 'bargain.state.timeUp' : 'bargain.state.inProgress';
};

export const BargainDetailPage = ({ shop }: { shop: Shop }) => {
  const recordId = queryId(shop, 'recordId');
  const { loaded, reload, set } = useShopLoad<BargainLoaded>(
    shop,
    async () => {
      const [answer, mine] = await Promise.all([
        loadOne<ShopBargainRecord>(
          shop,
          recordId,
          (id) => `/api/shop/bargain/${shop.tenantId}/record/${id}`,
          shop.t('bargain.notFound'),
        ),
        recordId === null ? Promise.resolve(false) : ownBargain(shop, recordId),
      ]);
      if (!answer.ok) return answer;
      return { ok: true, data: { ...answer.data, owner: mine } };
    },
    `${recordId}/${shop.query.get('storeId') ?? ''}`,
  );
  const shown = loaded.state === 'ready' ? loaded.data : null;
  return (
    <ActivityFrame
      testId="shop-bargain-detail"
      title={shown?.one.activityName ?? shop.t('bargain.title')}
      all={{ page: 'bargains', text: shop.t('bargain.all') }}
      shop={shop}
      loaded={loaded}
      onRetry={reload}
    >
      {shown && <BargainView shop={shop} loaded={shown} onCut={(one) => set({ ...shown, one })} />}
    </ActivityFrame>
  );
};

const BargainView = ({
  shop,
  loaded: { one: record, storeId, owner },
  onCut,
}: {
  shop: Shop;
  loaded: BargainLoaded;
  onCut: (record: ShopBargainRecord) => void;
}) => {
  const id = useId();
  // The progress bar: how much of the way from the first price to the floor is cut.
  const range = Math.max(0, record.bargainFirstPrice - record.bargainMinPrice);
  const cut = Math.min(range, Math.max(0, record.bargainFirstPrice - record.bargainPrice));
  const inProgress = record.status === BARGAIN_STATUS.inProgress;
  const ends = timeOf(record.endTime);
  const now = useNow(inProgress && ends !== null);
  const state = stateKey(record, now);
  const open = state === 'bargain.state.inProgress';
  const buy =
    owner && state === 'bargain.state.succeeded' && storeId !== null
      ? confirmOne(shop, storeId, record, { bargainRecordId: record.id })
      : null;

  return (
    <>
      <ActivityState
        testId="shop-bargain-state"
        texts={{ endsIn: 'bargain.endsIn', endsAt: 'bargain.endsAt' }}
        state={shop.t(state)}
        note={shop.t('bargain.owner', { name: record.ownerName })}
        ends={inProgress ? record.endTime : null}
        shop={shop}
        now={now}
      />

      <section className="sf-shop-section" aria-labelledby={`${id}-goods`}>
        <h2 id={`${id}-goods`}>{shop.t('confirm.goods')}</h2>
        <div className="sf-shop-line">
          <BargainGoods shop={shop} goods={record} />
        </div>
        <p>
          {shop.t('bargain.now')} <Money cents={record.bargainPrice} className="sf-shop-price" />
        </p>
        <div
          role="progressbar"
          className="sf-shop-progress"
          aria-label={shop.t('bargain.progress')}
          aria-valuemin={0}
          aria-valuemax={range}
          aria-valuenow={cut}
          aria-valuetext={shop.t('bargain.progressText', {
            cut: formatMoney(cut),
            left: formatMoney(range - cut),
          })}
        >
          <span style={{ width: `${range === 0 ? 100 : Math.round((cut / range) * 100)}%` }} />
        </div>
      </section>

      <section className="sf-shop-section" aria-labelledby={`${id}-helpers`}>
        <h2 id={`${id}-helpers`}>
          {shop.t('bargain.helpers', { count: record.helpCount, max: record.helpMaxCount })}
        </h2>
        {record.helpers.length === 0 ? (
          <p className="sf-shop-note">{shop.t('bargain.noHelpers')}</p>
        ) : (
          <ul className="sf-shop-lines" data-testid="shop-bargain-helpers">
            {record.helpers.map((helper, index) => (
              <li key={`${helper.name}-${index}`} className="sf-shop-line">
                <span className="sf-shop-line-text">{helper.name}</span>
                <span>{shop.t('bargain.cut', { amount: formatMoney(helper.reducePrice) })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="sf-shop-actions">
        {owner && open && (
          <CopyLink
            shop={shop}
            link={shop.path('bargain', { recordId: record.id, storeId: queryId(shop, 'storeId') })}
            label={shop.t('bargain.link')}
          />
        )}
        {buy && (
          <ShopLink shop={shop} href={buy} className="sf-button sf-shop-wide">
            {shop.t('bargain.buy', { price: formatMoney(record.bargainPrice) })}
          </ShopLink>
        )}
        {owner && record.orderId !== null && (
          <ShopLink shop={shop} href={shop.path('order', { orderId: record.orderId })}>
            {shop.t('bargain.order')}
          </ShopLink>
        )}
        {!owner && <HelpCut shop={shop} record={record} open={open} onCut={onCut} />}
      </div>
    </>
  );
};

/** Help cut: another shopper's cut (signing in first), then what it took off, or the refusal. */
const HelpCut = ({
  shop,
  record,
  open,
  onCut,
}: {
  shop: Shop;
  record: ShopBargainRecord;
  /** In progress: it may be cut (the cut made stays said once it is complete). */
  open: boolean;
  onCut: (record: ShopBargainRecord) => void;
}) => {
  const [cut, setCut] = useState<number | null>(null);
  const { run, busy, problem } = useShopperAction(
    shop,
    { key: HELP_KEY, id: record.id, allowed: open && cut === null },
    () => shop.api.post<ShopBargainCut>('/api/shop/bargain/help', { recordId: record.id }),
    (answer) => {
      setCut(answer.reducePrice);
      onCut(answer.record);
    },
  );

  return (
    <>
      {open && !readSession(shop.tenantId) && (
        <p className="sf-shop-note">{shop.t('bargain.helpSignIn')}</p>
      )}
      <p role="status" className="sf-shop-price">
        {cut !== null && shop.t('bargain.youCut', { amount: formatMoney(cut) })}
      </p>
      <ErrorNote message={problem} />
      {open && cut === null && (
        <ActionButton busy={busy} onClick={() => void run()}>
          {shop.t('bargain.help')}
        </ActionButton>
      )}
    </>
  );
};
