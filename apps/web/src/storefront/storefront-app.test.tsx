// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StorefrontApp } from './storefront-app';
import type { StorefrontPage } from './storefront-api';

const PAGE: StorefrontPage = {
  pageId: 5,
  tenantId: 2,
  pageType: 'custom',
  name: 'Summer page',
  version: 3,
  document: {
    page: { title: 'Summer sale', background: '#fff0f0' },
    components: [
      {
        id: 'g1',
        type: 'goods-list',
        props: {
          params: { column: 2 },
          data: {
            items: [
              {
                goodsId: 7,
                goodsName: 'Green tea 500 g',
                sellingPoint: '',
                goodsSales: 3,
                price: 12.5,
                suggestedRetailPrice: 0,
                goodsImg: '/api/file/7.png',
              },
            ],
          },
        },
      },
      { id: 'h1', type: 'text-title', hidden: true, props: {} },
    ],
  },
};

const envelope = (status: number, body: object) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const ok = (page: StorefrontPage) => envelope(200, { successful: true, data: page });
const notFound = () =>
  envelope(404, { successful: false, status: 404, description: 'Page not found' });

const open = async (path: string, fetcher: typeof fetch, languages = ['en-GB']) => {
  window.history.replaceState(null, '', path);
  render(<StorefrontApp fetcher={fetcher} languages={languages} />);
  await act(async () => {
    await Promise.resolve();
  });
};

describe('storefront app', () => {
  beforeEach(() => {
    document.title = '';
  });
  afterEach(cleanup);

  it('shows a published page: its widgets, title, background and language', async () => {
    const fetcher = vi.fn(async () => ok(PAGE));
    await open('/m/2/page/5', fetcher as typeof fetch);
    expect(await screen.findByText('Green tea 500 g')).toBeTruthy();
    expect(screen.getByText('￥12.50')).toBeTruthy();
    expect(fetcher).toHaveBeenCalledWith(
      '/api/storefront/page/2/5?lang=en',
      expect.objectContaining({ headers: expect.objectContaining({ 'accept-language': 'en' }) }),
    );
    await waitFor(() => expect(document.title).toBe('Summer sale'));
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('main', { name: 'Summer sale' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Summer sale' })).toBeTruthy();
    // A hidden block stays out; the page background reaches the whole screen.
    expect(document.querySelector('[data-widget="text-title"]')).toBeNull();
    expect(document.querySelector<HTMLElement>('.sf-frame')!.style.background).toBe('#fff0f0');
  });

  it('opens the tenant home and a preview from their own reads', async () => {
    const fetcher = vi.fn(async () => ok({ ...PAGE, version: null }));
    await open('/m/2', fetcher as typeof fetch);
    await screen.findByText('Green tea 500 g');
    expect(fetcher).toHaveBeenLastCalledWith('/api/storefront/home/2', expect.anything());
    cleanup();
    await open('/m/preview/tok.en', fetcher as typeof fetch, ['zh-CN']);
    await screen.findByText('Green tea 500 g');
    expect(fetcher).toHaveBeenLastCalledWith('/api/storefront/preview/tok.en', expect.anything());
    expect(screen.getByTestId('storefront-preview-note').textContent).toBe('预览：草稿，尚未发布');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('follows a goods link to the tenant’s goods detail route (a shop not selling online says so), and back home', async () => {
    const fetcher = vi.fn(async (url: string) =>
      url.startsWith('/api/shop/config/')
        ? envelope(200, {
            successful: true,
            data: { takesOrders: false, storeId: null, storeName: null },
          })
        : ok(PAGE),
    );
    await open('/m/2/page/5?lang=es', fetcher as typeof fetch);
    const link = (await screen.findByText('Green tea 500 g')).closest('a')!;
    // Its href is the tenant's storefront address too (a new tab, a copied link).
    await waitFor(() =>
      expect(link.getAttribute('href')).toBe('/m/2/pages/goods/detail?goodsId=7'),
    );
    fireEvent.click(link);
    expect(window.location.pathname).toBe('/m/2/pages/goods/detail');
    expect(window.location.search).toBe('?goodsId=7');
    // The published page names no store: the shop's online store is asked for (the shop's
    // chunk, lazily); this one sells nothing online, and says so.
    await waitFor(() =>
      expect(
        within(screen.getByTestId('shop-goods')).getByRole('heading', { level: 1 }).textContent,
      ).toBe('No se vende en línea'),
    );
    const goods = screen.getByTestId('shop-goods');
    expect(within(goods).getByRole('alert').textContent).toContain('no acepta pedidos en línea');
    fireEvent.click(within(goods).getByRole('link', { name: 'Volver a la página de inicio' }));
    expect(window.location.pathname).toBe('/m/2');
    await screen.findByText('Green tea 500 g');
    expect(fetcher).toHaveBeenLastCalledWith('/api/storefront/home/2', expect.anything());
  });

  it('passes the store of the page’s address on to its goods links', async () => {
    const fetcher = vi.fn(async (url: string) =>
      url.startsWith('/api/shop/') ? notFound() : ok(PAGE),
    );
    await open('/m/2/page/5?storeId=3', fetcher as typeof fetch);
    const link = (await screen.findByText('Green tea 500 g')).closest('a')!;
    await waitFor(() =>
      expect(link.getAttribute('href')).toBe('/m/2/pages/goods/detail?goodsId=7&storeId=3'),
    );
    fireEvent.click(link);
    expect(window.location.search).toBe('?goodsId=7&storeId=3');
    await waitFor(() =>
      expect(fetcher).toHaveBeenLastCalledWith('/api/shop/goods/3/7', expect.anything()),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Page not found');
  });

  it('says page not found for a 404 and for an unknown address, in the shopper’s language', async () => {
    await open('/m/2/page/9', (async () => notFound()) as typeof fetch, ['zh']);
    const gone = await screen.findByTestId('storefront-not-found');
    expect(within(gone).getByRole('heading').textContent).toBe('页面不存在');
    expect(gone.textContent).toContain('该页面不存在或尚未发布。');
    await waitFor(() => expect(document.title).toBe('页面不存在'));
    cleanup();
    const fetcher = vi.fn();
    await open('/m/2/nowhere', fetcher as typeof fetch);
    expect(screen.getByTestId('storefront-not-found').textContent).toContain(
      'This page does not exist or is not published.',
    );
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('says an expired preview link is not valid', async () => {
    await open('/m/preview/old', (async () => notFound()) as typeof fetch);
    const gone = await screen.findByTestId('storefront-not-found');
    expect(within(gone).getByRole('heading').textContent).toBe('Preview link not valid');
  });

  it('offers to try again after a network error, and shows the page once it answers', async () => {
    let calls = 0;
    const fetcher = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return ok(PAGE);
    });
    await open('/m/2/page/5', fetcher as typeof fetch);
    const failed = await screen.findByTestId('storefront-failed');
    expect(within(failed).getByRole('heading').textContent).toBe('The page could not be loaded');
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Green tea 500 g')).toBeTruthy();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('treats a server error as a failure, not as a missing page', async () => {
    await open('/m/2/page/5', (async () =>
      envelope(500, { successful: false, status: 500 })) as typeof fetch);
    expect(await screen.findByTestId('storefront-failed')).toBeTruthy();
  });

  it('shows loading while the page is on its way', async () => {
    await open('/m/2/page/5', (() => new Promise<Response>(() => undefined)) as typeof fetch);
    const loading = screen.getByTestId('storefront-loading');
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(within(loading).getByRole('status').textContent).toBe('Loading…');
  });
});
