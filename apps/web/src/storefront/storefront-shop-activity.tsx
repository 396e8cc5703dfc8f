import { useEffect, useId, useRef, useState } from 'react';
import { homePath, type ShopPageName } from './storefront-routes';
import { readSession, type ShopAnswer } from './storefront-shop-api';
import type { ShopConfig } from './storefront-shop-goods';
import { formatMoney, type ShopTextKey } from './storefront-shop.i18n';
import {
  formatTime,
  LoadState,
  problemOf,
  queryId,
  ShopLink,
  ShopMain,
  type Loaded,
  type Shop,
} from './storefront-shop-ui';

// What the marketing activities' pages share (group buys, bargains): the store to buy from and
// checkout of one unit, a page's frame (its failure, a link to all of its kind), its state with
// a countdown to its end, Copy link for a page a shopper sends to friends, and an action that
// waits in the way back from signing in (`?claimCoupon=`, `?startBargain=`, `?helpBargain=`),
// made once the page opens again.

/** The store to buy from: the address's `storeId`, else the tenant's online store (or none). */
export const storeOf = async (shop: Shop): Promise<ShopAnswer<number | null>> => {
  const storeId = queryId(shop, 'storeId');
  if (storeId !== null) return { ok: true, data: storeId };
  const config = await shop.api.get<ShopConfig>(`/api/shop/config/${shop.tenantId}`);
  return config.ok ? { ok: true, data: config.data.storeId } : config;
};

/** One activity (a group, a bargain) and the store to buy from. */
export type ActivityOne<T> = { one: T; storeId: number | null };

/** One activity by its id in the address (`path` of the id), with the store; else `notFound`. */
export const loadOne = async <T,>(
  shop: Shop,
  id: number | null,
  path: (id: number) => string,
  notFound: string,
): Promise<ShopAnswer<ActivityOne<T>>> => {
  const missing = { ok: false as const, status: 404, message: notFound };
  if (id === null) return missing;
  const [one, store] = await Promise.all([shop.api.get<T>(path(id)), storeOf(shop)]);
  if (!one.ok) return one.status === 404 ? missing : one;
  return { ok: true, data: { one: one.data, storeId: store.ok ? store.data : null } };
};

/** Checkout of one unit of a goods (or SKU) in an activity (`offer`: its ids for both calls). */
export const confirmOne = (
  shop: Shop,
  storeId: number,
  goods: { goodsId: number; skuId: number | null },
  offer: Record<string, number | null>,
): string =>
  shop.path('confirm', { storeId, goodsId: goods.goodsId, skuId: goods.skuId, count: 1, ...offer });

/** A server time (`2025-03-04 10:20:30` or ISO) in milliseconds, or null. */
export const timeOf = (value: string | null): number | null => {
  if (!value) return null;
  const time = Date.parse(value.includes('T') ? value : value.replace(' ', 'T'));
  return Number.isNaN(time) ? null : time;
};

/** The time now, again every second while `ticking` (a countdown). */
export const useNow = (ticking: boolean): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [ticking]);
  return now;
};

/** What is left of a time, `h:mm:ss` (hours past a day too). */
export const countdown = (ms: number): string => {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
};

/**
 * An activity page's frame: loading or failure; a list's "none now" (`empty`) with a way home;
 * one activity's link to all of its kind (`all`), once it is shown or not there.
 */
export const ActivityFrame = ({
  shop,
  title,
  testId,
  loaded,
  onRetry,
  empty = null,
  all = null,
  children,
}: {
  shop: Shop;
  title: string;
  testId: string;
  loaded: Loaded<unknown>;
  onRetry: () => void;
  empty?: string | null;
  all?: { page: ShopPageName; text: string } | null;
  children: React.ReactNode;
}) => (
  <ShopMain shop={shop} title={title} testId={testId} busy={loaded.state === 'loading'}>
    <LoadState shop={shop} loaded={loaded} onRetry={onRetry} />
    {empty !== null && (
      <div className="sf-shop-section">
        <p className="sf-shop-empty">{empty}</p>
        <ShopLink shop={shop} href={homePath(shop.tenantId)} className="sf-button">
          {shop.t('home')}
        </ShopLink>
      </div>
    )}
    {children}
    {all && (loaded.state === 'ready' || (loaded.state === 'failed' && loaded.status === 404)) && (
      <p className="sf-shop-section">
        <ShopLink shop={shop} href={shop.path(all.page, { storeId: queryId(shop, 'storeId') })}>
          {all.text}
        </ShopLink>
      </p>
    )}
  </ShopMain>
);

/**
 * An activity's goods: picture, name, the activity's price (`children`, named by `label` for
 * screen readers) and the store price struck through when it is more than `offer`.
 */
export const ActivityGoods = ({
  shop,
  goods,
  label,
  offer,
  nameId,
  children,
}: {
  shop: Shop;
  goods: { picUrl: string | null; goodsName: string; price?: number };
  label: string;
  offer: number;
  nameId?: string;
  children: React.ReactNode;
}) => (
  <>
    {goods.picUrl && <img src={goods.picUrl} alt="" />}
    <span className="sf-shop-line-text">
      <span id={nameId}>{goods.goodsName}</span>
      <span>
        <span className="sf-visually-hidden">{label} </span>
        {children}
        {goods.price !== undefined && goods.price > offer && (
          <s className="sf-shop-was">
            {shop.t('groupon.was', { price: formatMoney(goods.price) })}
          </s>
        )}
      </span>
    </span>
  </>
);

/** An activity's state: what it is, a line under it, and while it runs a countdown to `ends`. */
export const ActivityState = ({
  shop,
  testId,
  state,
  note,
  ends,
  now,
  texts,
}: {
  shop: Shop;
  testId: string;
  state: string;
  note: string;
  /** When it ends, while it counts down (else null). */
  ends: string | null;
  now: number;
  texts: { endsIn: ShopTextKey; endsAt: ShopTextKey };
}) => {
  const id = useId();
  const time = timeOf(ends);
  return (
    <section className="sf-shop-section sf-shop-order-state" aria-labelledby={`${id}-state`}>
      <h2 id={`${id}-state`} data-testid={testId}>
        {state}
      </h2>
      <p className="sf-shop-note">{note}</p>
      {time !== null && time > now && (
        <>
          <p role="timer" className="sf-shop-price">
            {shop.t(texts.endsIn, { time: countdown(time - now) })}
          </p>
          <p className="sf-shop-note">
            {shop.t(texts.endsAt, { time: formatTime(ends, shop.locale) })}
          </p>
        </>
      )}
    </section>
  );
};

/** An activity's action (Start bargaining, Help cut): wide, busy while it is being made. */
export const ActionButton = ({
  busy,
  disabled = false,
  onClick,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) => (
  <button
    type="button"
    className="sf-button sf-shop-wide"
    disabled={busy || disabled}
    aria-busy={busy || undefined}
    onClick={onClick}
  >
    {children}
  </button>
);

/**
 * An action of a signed-in shopper on activity `id` (Start bargaining, Help cut): without a
 * session, signing in first, the action waiting in the way back (`?<key>=<id>`) and made when the
 * page opens again (if `allowed` then); else the call, busy meanwhile, then `onDone`, or the
 * refusal to show.
 */
export const useShopperAction = <T,>(
  shop: Shop,
  { key, id, allowed }: { key: string; id: number; allowed: boolean },
  call: () => Promise<ShopAnswer<T>>,
  onDone: (data: T) => void | Promise<void>,
) => {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async () => {
    if (busy || !allowed) return;
    if (!readSession(shop.tenantId)) {
      shop.navigate(shop.path('login', { back: backWithAction(key, id) }));
      return;
    }
    setBusy(true);
    setProblem(null);
    const answer = await call();
    if (answer.ok) await onDone(answer.data);
    else if (answer.status !== 401) setProblem(problemOf(shop, answer));
    setBusy(false);
  };
  const waiting = useRef(shop.query.get(key));
  useEffect(() => {
    if (waiting.current !== String(id)) return;
    waiting.current = null;
    shop.navigate(withoutAction(key), { replace: true });
    void run();
    // Once, when the page opens with the action waiting.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { run, busy, problem };
};

/** The address to come back to after signing in, with `key`'s action waiting for `value`. */
export const backWithAction = (key: string, value: string | number): string => {
  const query = new URLSearchParams(window.location.search);
  query.set(key, String(value));
  return `${window.location.pathname}?${query.toString()}`;
};

/** The address without `key`'s action waiting (made now), for replacing it. */
export const withoutAction = (key: string): string => {
  const query = new URLSearchParams(window.location.search);
  query.delete(key);
  const rest = query.toString();
  return `${window.location.pathname}${rest ? `?${rest}` : ''}`;
};

/** Copy link: `link` (a path of the storefront) to the clipboard, or shown to copy by hand. */
export const CopyLink = ({ shop, link, label }: { shop: Shop; link: string; label: string }) => {
  const id = useId();
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const address = `${window.location.origin}${link}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied('yes');
    } catch {
      // No clipboard here (an insecure page, an old browser) or it was refused.
      setCopied('failed');
    }
  };
  return (
    <div className="sf-shop-form">
      <button type="button" className="sf-shop-secondary" onClick={() => void copy()}>
        {shop.t('share.copy')}
      </button>
      <p role="status" className="sf-shop-note">
        {copied === 'yes' && shop.t('share.copied')}
        {copied === 'failed' && shop.t('share.copyYourself')}
      </p>
      {copied === 'failed' && (
        <>
          <label htmlFor={`${id}-link`} className="sf-visually-hidden">
            {label}
          </label>
          <input
            id={`${id}-link`}
            className="sf-shop-input"
            readOnly
            value={address}
            onFocus={(event) => event.target.select()}
          />
        </>
      )}
    </div>
  );
};
