import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '@retail/contract';
import { DISCOUNT_TYPE, type ShopAnswer, type ShopApi } from './storefront-shop-api';
import type { Navigate } from './storefront-location';
import { homePath, shopPath, type ShopPageName } from './storefront-routes';
import { formatMoney, isShopTextKey, shopText, type ShopTextKey } from './storefront-shop.i18n';
import { storefrontText } from './storefront.i18n';

// What the shop's pages share: their frame (a main landmark with its heading), loading and
// failure, links through the storefront's router, amounts.

/** What every shop page is given. */
export type Shop = {
  tenantId: number;
  locale: Locale;
  api: ShopApi;
  navigate: Navigate;
  /** The address's query (`goodsId`, `storeId`, `orderId`…). */
  query: URLSearchParams;
  t: (key: ShopTextKey, vars?: Record<string, string | number>) => string;
  /** The address of one of the tenant's shop pages. */
  path: (page: ShopPageName, query?: Record<string, string | number | null | undefined>) => string;
};

export const makeShop = (
  tenantId: number,
  locale: Locale,
  api: ShopApi,
  navigate: Navigate,
  search: string,
): Shop => ({
  tenantId,
  locale,
  api,
  navigate,
  query: new URLSearchParams(search),
  t: (key, vars) => shopText(locale, key, vars),
  path: (page, query) => shopPath(tenantId, page, query),
});

/** The name of a state or way code (`status.10`); the number itself for a code not known here. */
export const codeText = (
  shop: Shop,
  prefix: 'status' | 'afterSale' | 'way' | 'tab' | 'step' | 'couponStatus',
  code: number | string,
): string => {
  const key = `${prefix}.${code}`;
  return isShopTextKey(key) ? shop.t(key) : String(code);
};

/** A row id from the query (digits, no leading zero), or null. */
export const queryId = (shop: Shop, key: string): number | null => {
  const value = shop.query.get(key) ?? '';
  return /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
};

/** What to tell the shopper about a refused or failed call. */
export const problemOf = (shop: Shop, answer: { status: number; message: string | null }) =>
  answer.message ?? shop.t(answer.status === 0 ? 'networkError' : 'failed');

export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'failed'; status: number; message: string };

/**
 * Loads what a page shows when `key` changes; `reload` asks again, `set` replaces it (an action
 * answered the new record). A 401 is the api's: the page goes to sign in.
 */
export const useShopLoad = <T,>(
  shop: Shop,
  load: () => Promise<ShopAnswer<T>>,
  key: string,
): { loaded: Loaded<T>; reload: () => void; set: (data: T) => void } => {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    void load().then((answer) => {
      if (!live) return;
      setLoaded(
        answer.ok
          ? { state: 'ready', data: answer.data }
          : { state: 'failed', status: answer.status, message: problemOf(shop, answer) },
      );
    });
    return () => {
      live = false;
    };
    // `load` is the page's closure of `key`; `attempt` asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback((data: T) => setLoaded({ state: 'ready', data }), []);
  return { loaded, reload, set };
};

/** A page of the shop: a main landmark named by its heading, the document's title. */
export const ShopMain = ({
  shop,
  title,
  testId,
  busy = false,
  children,
}: {
  shop: Shop;
  title: string;
  testId: string;
  busy?: boolean;
  children: React.ReactNode;
}) => {
  useEffect(() => {
    document.title = title;
  }, [title]);
  const back = () => {
    if (window.history.length > 1) window.history.back();
    else shop.navigate(homePath(shop.tenantId));
  };
  return (
    <main
      className="sf-shop"
      aria-labelledby="sf-shop-title"
      aria-busy={busy || undefined}
      data-testid={testId}
    >
      <header className="sf-shop-bar">
        <button type="button" className="sf-shop-back" aria-label={shop.t('back')} onClick={back}>
          <span aria-hidden="true">‹</span>
        </button>
        <h1 id="sf-shop-title">{title}</h1>
      </header>
      {children}
    </main>
  );
};

/** Loading or a failure of what a page loads (with Try again), or nothing once it is there. */
export const LoadState = ({
  shop,
  loaded,
  onRetry,
}: {
  shop: Shop;
  loaded: Loaded<unknown>;
  onRetry: () => void;
}) => {
  if (loaded.state === 'loading')
    return (
      <p role="status" className="sf-shop-note">
        {storefrontText(shop.locale, 'loading')}
      </p>
    );
  if (loaded.state === 'failed')
    return (
      <div className="sf-shop-section">
        <p role="alert" className="sf-shop-error">
          {loaded.message}
        </p>
        {loaded.status !== 404 && (
          <button type="button" className="sf-button" onClick={onRetry}>
            {storefrontText(shop.locale, 'retry')}
          </button>
        )}
      </div>
    );
  return null;
};

/** An error of an action, said at once to screen readers. */
export const ErrorNote = ({ message }: { message: string | null }) =>
  message ? (
    <p role="alert" className="sf-shop-error">
      {message}
    </p>
  ) : null;

/** A link inside the storefront: a tap goes through its router, a new tab gets the address. */
export const ShopLink = ({
  shop,
  href,
  className,
  current = false,
  children,
}: {
  shop: Shop;
  href: string;
  className?: string;
  /** The link to the page shown (a tab). */
  current?: boolean;
  children: React.ReactNode;
}) => (
  <a
    className={className}
    href={href}
    aria-current={current ? 'page' : undefined}
    onClick={(event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      shop.navigate(href);
    }}
  >
    {children}
  </a>
);

export const Money = ({ cents, className }: { cents: number; className?: string }) => (
  <span className={className}>{formatMoney(cents)}</span>
);

/** A label and its amount, one row of a price summary. */
export const AmountRow = ({
  label,
  cents,
  strong = false,
}: {
  label: string;
  cents: number;
  strong?: boolean;
}) => (
  <div className={strong ? 'sf-shop-amount sf-shop-amount-strong' : 'sf-shop-amount'}>
    <dt>{label}</dt>
    <dd>
      <Money cents={cents} className={strong ? 'sf-shop-price' : undefined} />
    </dd>
  </div>
);

/** A date-time of the server (`2025-03-04 10:20:30` or ISO) as the shopper reads it. */
export const formatTime = (value: string | null, locale: Locale): string => {
  if (!value) return '';
  const date = new Date(value.includes('T') ? value : value.replace(' ', 'T'));
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString(locale === 'zh' ? 'zh-CN' : locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
};

/** A date of the server as the shopper reads it, without the time. */
export const formatDate = (value: string | null, locale: Locale): string => {
  if (!value) return '';
  const date = new Date(value.includes('T') ? value : value.replace(' ', 'T'));
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString(locale === 'zh' ? 'zh-CN' : locale, { dateStyle: 'medium' });
};

/** What a coupon or template takes off: ¥10.00 off, or 15% off (up to ¥20.00). */
export const couponValue = (
  shop: Shop,
  coupon: {
    discountType: number;
    discountPercent: number;
    discountPrice: number;
    discountLimitPrice: number;
  },
): string => {
  if (coupon.discountType !== DISCOUNT_TYPE.percent)
    return shop.t('coupon.amountOff', { amount: formatMoney(coupon.discountPrice) });
  const off = shop.t('coupon.percentOff', {
    percent: coupon.discountPercent,
    rate: (100 - coupon.discountPercent) / 10,
  });
  return coupon.discountLimitPrice > 0
    ? `${off} (${shop.t('coupon.upTo', { amount: formatMoney(coupon.discountLimitPrice) })})`
    : off;
};

/** A coupon's minimum spend. */
export const couponThreshold = (shop: Shop, usePrice: number): string =>
  usePrice > 0
    ? shop.t('coupon.threshold', { amount: formatMoney(usePrice) })
    : shop.t('coupon.noThreshold');

/** Why a coupon cannot be used here (the priced cart's message key `coupon.<why>`). */
export const couponReason = (shop: Shop, reason: string | null): string => {
  const key = `couponReason.${(reason ?? '').replace(/^coupon\./, '')}`;
  return isShopTextKey(key) ? shop.t(key) : shop.t('couponReason.other');
};
