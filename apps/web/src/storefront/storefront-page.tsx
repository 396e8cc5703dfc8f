import { useEffect, useMemo, useRef, useState } from 'react';
import type { Locale } from '@retail/contract';
import {
  WidgetPage,
  resolveLink,
  type RenderContext,
  type WidgetStorage,
} from '@retail/widgets/render';
import type { StorefrontPage } from './storefront-api';
import type { Navigate } from './storefront-location';
import { storefrontHref } from './storefront-routes';
import type { LiveCoupons, LiveCouponView } from './storefront-shop';
import { storefrontText } from './storefront.i18n';

/**
 * The page-level layers (the builder's LAYER_TYPES, features/renovation/editor/editor-state.ts;
 * a test keeps them in step): the canvas draws the top bar above the page wherever it sits in
 * the document, and the others over the page, fixed to the phone.
 */
export const TOP_LAYERS: readonly string[] = ['top-nav-bar'];
export const OVER_LAYERS: readonly string[] = ['bottom-tab-bar', 'floating-menu', 'ad-popup'];

/** The components in the order the canvas draws them: top bar, the page's blocks, the layers. */
export const canvasOrder = <T extends { type: string }>(components: readonly T[]): T[] => [
  ...components.filter((c) => TOP_LAYERS.includes(c.type)),
  ...components.filter((c) => !TOP_LAYERS.includes(c.type) && !OVER_LAYERS.includes(c.type)),
  ...components.filter((c) => OVER_LAYERS.includes(c.type)),
];

/** The tab bar's own height when the page leaves it at 0 (the widget's default). */
const TAB_BAR_TYPE = 'bottom-tab-bar';
const TAB_BAR_DEFAULT_HEIGHT = 75;

/** "Show once" pop-ups remember in the browser; a browser that refuses storage shows them again. */
const browserStorage: WidgetStorage = {
  get: (key) => {
    try {
      return window.localStorage.getItem(`storefront:${key}`);
    } catch {
      return null;
    }
  },
  set: (key, value) => {
    try {
      window.localStorage.setItem(`storefront:${key}`, value);
    } catch {
      // Private mode or full: the pop-up shows again next time, nothing else changes.
    }
  },
};

/**
 * Room at the foot of the page for a fixed bottom tab bar, so that it never covers the last
 * block (the builder's canvas shows the same).
 */
export const tabBarRoom = (page: StorefrontPage['document']): number => {
  const bar = page.components.find((c) => c.type === TAB_BAR_TYPE && !c.hidden);
  if (!bar) return 0;
  const height = (bar.props?.style as { height?: unknown } | undefined)?.height;
  return typeof height === 'number' && height > 0 ? height : TAB_BAR_DEFAULT_HEIGHT;
};

/**
 * The widgets' anchors carry their spec path as href (`pages/goods/detail?goodsId=7`); a tap
 * goes through ctx.navigate, but "open in a new tab" or a copied link would take the href as it
 * is. Each one is rewritten to the tenant's storefront address, also in blocks that render
 * later (carousels, pop-ups). (A `<base>` element would do it, but the page's policy forbids
 * one: base-uri 'none'.)
 */
const useStorefrontHrefs = (
  root: React.RefObject<HTMLElement | null>,
  tenantId: number,
  storeId: number | null,
) => {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const rewrite = () => {
      for (const anchor of element.querySelectorAll('a[href]')) {
        const href = anchor.getAttribute('href') ?? '';
        const target = storefrontHref(href, tenantId, storeId).href;
        if (target !== href) anchor.setAttribute('href', target);
      }
    };
    rewrite();
    const observer = new MutationObserver(rewrite);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['href'],
    });
    return () => observer.disconnect();
  }, [root, tenantId, storeId]);
};

/** The coupon block: live in the storefront (the tenant's coupons to claim), never its samples. */
const COUPON_BLOCK = 'coupon-block';

/**
 * The tenant's coupons for the page's coupon blocks: the shop's chunk is loaded for them (its
 * api, texts and claim), only on a page that has one; the blocks show no card until they came.
 */
const useLiveCoupons = (
  components: StorefrontPage['document']['components'],
  tenantId: number,
  locale: Locale,
  fetcher: typeof fetch,
  navigate: Navigate,
) => {
  const wanted = components.some((c) => c.type === COUPON_BLOCK && !c.hidden);
  const [view, setView] = useState<LiveCouponView | null>(null);
  const live = useRef<LiveCoupons | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let stopped = false;
    void import('./storefront-shop').then(({ startLiveCoupons }) => {
      if (stopped) return;
      live.current = startLiveCoupons({ tenantId, locale, fetcher, navigate, onView: setView });
    });
    return () => {
      stopped = true;
      live.current?.stop();
      live.current = null;
    };
  }, [wanted, tenantId, locale, fetcher, navigate]);
  return { view, live };
};

type StorefrontPageViewProps = {
  page: StorefrontPage;
  locale: Locale;
  preview: boolean;
  /** The store the page was opened for (`?storeId=`): its goods links carry it on. */
  storeId: number | null;
  navigate: Navigate;
  scrollContainer: () => HTMLElement | null;
  /** The fetch of the page's own reads (the live coupons; tests pass a fake). */
  fetcher?: typeof fetch;
};

/** A page as the canvas shows it, live: widgets in order, page-level layers fixed. */
export const StorefrontPageView = ({
  page,
  locale,
  preview,
  storeId,
  navigate,
  scrollContainer,
  fetcher = fetch,
}: StorefrontPageViewProps) => {
  const { tenantId, pageId, document } = page;
  const coupons = useLiveCoupons(document.components, tenantId, locale, fetcher, navigate);
  const ctx = useMemo<RenderContext>(
    () => ({
      locale,
      // Shoppers are not signed in yet: asset values show --, the logout block hides.
      loggedIn: false,
      platform: 'h5',
      mode: 'live',
      navigate: (link) => {
        // The declared my-coupon link resolves to the shopper's coupons (a shop page) too.
        const resolved = resolveLink(link);
        if (resolved === null) return;
        const target = storefrontHref(resolved, tenantId, storeId);
        if (target.external) window.location.assign(target.href);
        else navigate(target.href);
      },
      // A coupon block's claim goes to the live coupons (signing in first when needed); the
      // others have nothing to ask a host for yet (logout, share); the widgets keep their own
      // visible state (the active tab, a closed pop-up).
      dispatch: (action) => {
        if (action.type === 'coupon-receive') coupons.live.current?.claim(action.index);
        // A page form's answers: the sending is a small chunk of its own, loaded on first use.
        if (action.type === 'form-submit')
          void import('./storefront-form').then(
            ({ submitPageForm }) => submitPageForm({ tenantId, pageId, locale, fetcher }, action),
            () =>
              action.done({
                ok: false,
                field: null,
                message: storefrontText(locale, 'failedBody'),
              }),
          );
      },
      storage: browserStorage,
      scrollContainer,
    }),
    [locale, tenantId, pageId, storeId, navigate, scrollContainer, coupons.live, fetcher],
  );
  const couponItems = coupons.view?.items;
  const ordered = useMemo(
    () => ({
      ...document,
      components: canvasOrder(document.components).map((c) =>
        c.type === COUPON_BLOCK
          ? { ...c, props: { ...c.props, data: { ...c.props?.data, items: couponItems ?? [] } } }
          : c,
      ),
    }),
    [document, couponItems],
  );
  const notice = coupons.view?.notice ?? null;
  const title = document.page?.title || page.name;
  const mainRef = useRef<HTMLElement>(null);
  useStorefrontHrefs(mainRef, tenantId, storeId);
  return (
    <main
      ref={mainRef}
      aria-labelledby="sf-page-title"
      data-testid="storefront-page"
      data-page-id={page.pageId}
      data-version={page.version ?? 'draft'}
      style={{ paddingBottom: tabBarRoom(document) || undefined }}
    >
      <h1 id="sf-page-title" className="sf-visually-hidden">
        {title}
      </h1>
      {preview && (
        <p className="sf-preview-note" data-testid="storefront-preview-note">
          {storefrontText(locale, 'preview')}
        </p>
      )}
      <WidgetPage page={ordered} ctx={ctx} />
      {notice && (
        <div
          className="sf-shop-notice"
          role={notice.alert ? 'alert' : 'status'}
          data-testid="storefront-coupon-notice"
        >
          <p>{notice.text}</p>
          <button type="button" onClick={() => coupons.live.current?.dismiss()}>
            {notice.dismiss}
          </button>
        </div>
      )}
    </main>
  );
};
