// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgetForTest } from '../../testing/render-helpers';
import { topNavBarDefaults } from './top-nav-bar.defaults';
import { topNavBarView } from './top-nav-bar.view';

const page = () => document.createElement('div');
const scrollTo = (element: HTMLElement, offset: number) =>
  act(() => {
    element.scrollTop = offset;
    element.dispatchEvent(new Event('scroll'));
  });
const topNav = (overrides: object) => ({ ...topNavBarDefaults.params.topNav, ...overrides });
const bar = () => screen.getByRole('banner');
const renderNav = (params: object = {}, data: object = {}, mode: 'live' | 'preview' = 'live') => {
  const container = page();
  const result = renderWidgetForTest(
    topNavBarView,
    { params, data },
    { scrollContainer: () => container, mode },
  );
  return { ...result, page: container };
};

describe('top nav bar', () => {
  it('becomes fixed once the page scroll offset is above zero and returns at zero', () => {
    const { page } = renderNav();
    expect(bar().dataset.fixed).toBe('false');
    expect(bar().style.position).toBe('relative');
    scrollTo(page, 1);
    expect(bar().dataset.fixed).toBe('true');
    expect(bar().style.position).toBe('fixed');
    expect(bar().style.top).toBe('0px');
    scrollTo(page, 300);
    expect(bar().style.position).toBe('fixed');
    scrollTo(page, 0);
    expect(bar().dataset.fixed).toBe('false');
    expect(bar().style.position).toBe('relative');
  });

  it('keeps its place in the page while fixed, so the content below does not jump', () => {
    const { page } = renderNav();
    const placeholder = bar().parentElement!;
    expect(placeholder.style.height).toBe('44px');
    scrollTo(page, 50);
    expect(placeholder.style.height).toBe('44px');
  });

  it('with transparency mode is transparent, also after scroll without a post-scroll colour', () => {
    const { page } = renderNav({ topNav: topNav({ transparencyModel: true }) });
    expect(bar().style.backgroundColor).toBe('transparent');
    expect(bar().parentElement!.style.height).toBe('0px');
    scrollTo(page, 10);
    expect(bar().style.backgroundColor).toBe('transparent');
    expect(bar().style.position).toBe('fixed');
  });

  it('takes the post-scroll background once scrolled, transparent or not', () => {
    const transparent = renderNav({
      topNav: topNav({ transparencyModel: true, scrollBackground: '#ff0000' }),
    });
    expect(bar().style.backgroundColor).toBe('transparent');
    scrollTo(transparent.page, 10);
    expect(bar().style.backgroundColor).toBe('#ff0000');
    scrollTo(transparent.page, 0);
    expect(bar().style.backgroundColor).toBe('transparent');
    transparent.unmount();

    const solid = renderNav({ topNav: topNav({ scrollBackground: '#00ff00' }) });
    expect(bar().style.backgroundColor).toBe('#ffffff');
    scrollTo(solid.page, 10);
    expect(bar().style.backgroundColor).toBe('#00ff00');
  });

  it('changes the text colour after scroll when a post-scroll colour is set', () => {
    const { page } = renderNav({
      topNav: topNav({ textColor: '#ffffff', scrollTextColor: '#000000' }),
    });
    expect(bar().style.color).toBe('#ffffff');
    scrollTo(page, 5);
    expect(bar().style.color).toBe('#000000');
    scrollTo(page, 0);
    expect(bar().style.color).toBe('#ffffff');
  });

  it('shows the alternate scrolling nav image after scroll', () => {
    const { page } = renderNav(
      { topNav: topNav({ navImageEnable: true }) },
      {
        title: {
          ...topNavBarDefaults.data.title,
          text: 'Shop',
          navImageUrl: '/nav.png',
          scrollingNavImageUrl: '/nav-scrolled.png',
        },
      },
    );
    const image = () => screen.getByRole('img', { name: 'Shop' });
    expect(image().getAttribute('src')).toBe('/nav.png');
    expect(screen.queryByRole('heading')).toBeNull();
    scrollTo(page, 20);
    expect(image().getAttribute('src')).toBe('/nav-scrolled.png');
    scrollTo(page, 0);
    expect(image().getAttribute('src')).toBe('/nav.png');
  });

  it('centres the nav image or puts it on the left', () => {
    renderNav({ topNav: topNav({ navImageEnable: true, navImageCenter: false }) });
    expect(screen.getByRole('img').parentElement!.style.justifyContent).toBe('flex-start');
  });

  it('shows the title only with title.show', () => {
    const { rerender } = renderNav(
      {},
      { title: { ...topNavBarDefaults.data.title, text: 'My shop' } },
    );
    expect(screen.getByRole('heading').textContent).toBe('My shop');
    rerender({ params: { title: { show: false } } });
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('goes back and shares through the host; share needs both switches', () => {
    const { ctx, rerender } = renderWidgetForTest(topNavBarView, {}, { locale: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(ctx.dispatch).toHaveBeenCalledWith({ type: 'back' });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(ctx.dispatch).toHaveBeenCalledWith({ type: 'share', widgetId: 'w1' });
    rerender({ params: { share: { enabled: false } } });
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    rerender({ params: { topNav: topNav({ showShareBtn: false, showBackBtn: false }) } });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('stays in the builder canvas while scrolled, still taking the post-scroll look', () => {
    const { page } = renderNav({ topNav: topNav({ scrollBackground: '#123456' }) }, {}, 'preview');
    scrollTo(page, 10);
    expect(bar().style.position).toBe('relative');
    expect(bar().style.backgroundColor).toBe('#123456');
  });

  it('without stickyTop stays in the page flow when scrolled', () => {
    const { page } = renderNav({ topNav: topNav({ stickyTop: false }) });
    scrollTo(page, 10);
    expect(bar().dataset.fixed).toBe('false');
    expect(bar().style.position).toBe('relative');
  });
});
