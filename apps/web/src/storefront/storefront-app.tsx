import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '@retail/contract';
import { loadPage, type PageAnswer, type PageRequest } from './storefront-api';
import { useStorefrontLocation } from './storefront-location';
import { StorefrontPageView } from './storefront-page';
import { homePath, routeOf, storeIdOf, type StorefrontRoute } from './storefront-routes';
import { FailedState, LoadingState, NotFoundState, UnavailableState } from './storefront-states';
import { htmlLang, pickLocale, storefrontText } from './storefront.i18n';

/**
 * The shop's pages (signing in, goods, checkout, orders): a chunk of their own, fetched when one
 * opens, so that a page view's JavaScript does not grow (bench/storefront-weight.mjs).
 */
const StorefrontShop = lazy(() =>
  import('./storefront-shop').then((module) => ({ default: module.StorefrontShop })),
);

/** Wider than a phone, the page is a phone-wide column that scrolls by itself (storefront.css). */
const WIDE = '(min-width: 481px)';
/** The page background of the builder's canvas where the page sets none. */
const CANVAS_BACKGROUND = '#f5f5f5';

const requestOf = (route: StorefrontRoute): PageRequest | null =>
  route.kind === 'home' || route.kind === 'page' || route.kind === 'preview' ? route : null;

const NO_REQUEST = 'none';
/** A request as a value the effects can compare. */
const keyOf = (request: PageRequest | null): string =>
  request ? JSON.stringify(request) : NO_REQUEST;

type Loaded = { key: string; answer: PageAnswer };

type StorefrontAppProps = {
  /** The fetch to use (tests pass a fake). */
  fetcher?: typeof fetch;
  /** The browser's preferred languages (tests pass their own). */
  languages?: readonly string[];
};

export const StorefrontApp = ({ fetcher, languages }: StorefrontAppProps) => {
  const { location, navigate } = useStorefrontLocation();
  const [locale] = useState<Locale>(() =>
    pickLocale(window.location.search, languages ?? navigator.languages ?? [navigator.language]),
  );
  const route = routeOf(location.pathname, location.search);
  const request = requestOf(route);
  const requestKey = keyOf(request);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);
  const frameRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (requestKey === NO_REQUEST) return;
    const request = JSON.parse(requestKey) as PageRequest;
    const abort = new AbortController();
    loadPage(request, locale, fetcher, abort.signal).then(
      (answer) => setLoaded({ key: requestKey, answer }),
      () => undefined, // aborted: a newer route is loading
    );
    return () => abort.abort();
    // `attempt` asks again after a failure.
  }, [requestKey, attempt, locale, fetcher]);

  // A new address starts at the top (storefront-widgets.md §2: the page returns to the top).
  useEffect(() => {
    window.scrollTo(0, 0);
    if (frameRef.current) frameRef.current.scrollTop = 0;
  }, [location.pathname, location.search]);

  useEffect(() => {
    document.documentElement.lang = htmlLang(locale);
  }, [locale]);

  const answer = request && loaded?.key === requestKey ? loaded.answer : null;
  const page = answer?.status === 'ready' ? answer.page : null;

  const title = page
    ? page.document.page?.title || page.name
    : route.kind === 'unavailable'
      ? storefrontText(locale, 'unavailableTitle')
      : answer?.status === 'notFound' || route.kind === 'notFound'
        ? storefrontText(locale, 'notFoundTitle')
        : answer?.status === 'failed'
          ? storefrontText(locale, 'failedTitle')
          : null;
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);

  const scrollContainer = useCallback(
    () => (window.matchMedia?.(WIDE).matches ? frameRef.current : null),
    [],
  );
  const retry = useCallback(() => {
    setLoaded(null);
    setAttempt((n) => n + 1);
  }, []);

  const content = (() => {
    if (route.kind === 'shop')
      return (
        <Suspense fallback={<LoadingState locale={locale} />}>
          <StorefrontShop
            tenantId={route.tenantId}
            page={route.page}
            search={route.search}
            locale={locale}
            fetcher={fetcher ?? fetch}
            navigate={navigate}
          />
        </Suspense>
      );
    if (route.kind === 'unavailable')
      return (
        <UnavailableState
          locale={locale}
          tenantId={route.tenantId}
          target={route.target}
          onNavigate={navigate}
        />
      );
    if (route.kind === 'notFound')
      return (
        <NotFoundState
          locale={locale}
          preview={false}
          homeHref={route.tenantId === null ? null : homePath(route.tenantId)}
          onNavigate={navigate}
        />
      );
    if (!answer) return <LoadingState locale={locale} />;
    if (answer.status === 'failed') return <FailedState locale={locale} onRetry={retry} />;
    if (answer.status === 'notFound')
      return (
        <NotFoundState
          locale={locale}
          preview={route.kind === 'preview'}
          homeHref={route.kind === 'page' ? homePath(route.tenantId) : null}
          onNavigate={navigate}
        />
      );
    return (
      <StorefrontPageView
        page={answer.page}
        locale={locale}
        preview={route.kind === 'preview'}
        storeId={storeIdOf(location.search)}
        navigate={navigate}
        scrollContainer={scrollContainer}
        fetcher={fetcher}
      />
    );
  })();

  return (
    <div
      ref={frameRef}
      className="sf-frame"
      style={{ background: page?.document.page?.background || CANVAS_BACKGROUND }}
    >
      {content}
    </div>
  );
};
