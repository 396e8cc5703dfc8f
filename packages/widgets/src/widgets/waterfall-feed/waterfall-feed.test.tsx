// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advance, renderWidgetForTest } from '../../testing/render-helpers';
import {
  WATERFALL_SWIPER_HEIGHT,
  WATERFALL_SWIPER_INTERVAL_MS,
  waterfallFeedDefaults,
} from './waterfall-feed.defaults';
import {
  WATERFALL_COLUMN_WIDTH,
  WATERFALL_GAP,
  WATERFALL_MAX_HEIGHT,
  waterfallLayout,
} from './waterfall-feed.layout';
import { waterfallFeedView } from './waterfall-feed.view';

const goods = (goodsId: number) => ({
  goodsId,
  goodsImg: `/g${goodsId}.png`,
  goodsName: `Goods ${goodsId}`,
  sellPoint: '',
  price: 10,
  expressTag: true,
  scoreTag: false,
  vipTag: true,
});
const goodsList = [1, 2, 3, 4].map(goods);
const swipers = [{ imgUrl: '/s1.png' }, { imgUrl: '/s2.png' }, { imgUrl: '/s3.png' }];

// happy-dom does no layout: the feed width and card heights come from here.
let width = 375;
let heights = [100, 50, 80, 30];
const feedOf = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-waterfall-item]')!.parentElement!;
const item = (container: HTMLElement, index: number) =>
  container.querySelector<HTMLElement>(`[data-waterfall-item="${index}"]`)!.style;

describe('waterfall layout (§9)', () => {
  it('uses 180 px columns with 10 px gaps, centred, each card under the shortest column', () => {
    expect([WATERFALL_COLUMN_WIDTH, WATERFALL_GAP, WATERFALL_MAX_HEIGHT]).toEqual([180, 10, 5000]);
    expect(waterfallLayout(375, [100, 50, 80, 30])).toEqual({
      columns: 2,
      positions: [
        { left: 2.5, top: 0 },
        { left: 192.5, top: 0 },
        { left: 192.5, top: 60 },
        { left: 2.5, top: 110 },
      ],
      height: 140,
    });
    expect(waterfallLayout(570, []).columns).toBe(3);
    expect(waterfallLayout(100, [10]).columns).toBe(1);
  });

  it('is at most 5000 px high', () => {
    expect(waterfallLayout(375, [3000, 3000, 3000]).height).toBe(5000);
  });
});

describe('waterfall feed', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    width = 375;
    heights = [100, 50, 80, 30];
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
      configurable: true,
      get: () => width,
    });
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        const index = this.dataset.waterfallItem;
        return index === undefined ? 0 : (heights[Number(index)] ?? 0);
      },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    // Back to happy-dom's own getters on Element.prototype.
    delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
    delete (HTMLElement.prototype as { offsetHeight?: number }).offsetHeight;
  });

  it('lays the goods out in columns on mount', () => {
    const { container } = renderWidgetForTest(waterfallFeedView, { data: { swipers, goodsList } });
    expect(feedOf(container).dataset.columns).toBe('2');
    expect(feedOf(container).style.height).toBe('140px');
    expect([item(container, 3).left, item(container, 3).top]).toEqual(['2.5px', '110px']);
    expect(item(container, 2).left).toBe('192.5px');
    expect(item(container, 0).width).toBe('180px');
  });

  it('relays out on window resize', () => {
    const { container } = renderWidgetForTest(waterfallFeedView, { data: { swipers, goodsList } });
    width = 600;
    expect(feedOf(container).dataset.columns).toBe('2');
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(feedOf(container).dataset.columns).toBe('3');
    expect(item(container, 3).left).toBe(`${(600 - 560) / 2 + 190}px`);
  });

  it('relays out on a param change', () => {
    const { container, rerender } = renderWidgetForTest(waterfallFeedView, {
      data: { swipers, goodsList },
    });
    width = 800;
    heights = [10, 10, 10, 10];
    rerender({ params: { goods: { showTag: false } }, data: { swipers, goodsList } });
    expect(feedOf(container).dataset.columns).toBe('4');
    expect(feedOf(container).style.height).toBe('10px');
  });

  it('stops listening to resizes when removed', () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    renderWidgetForTest(waterfallFeedView).unmount();
    expect(remove).toHaveBeenCalledWith('resize', expect.any(Function));
  });

  it('caps the feed at 5000 px', () => {
    heights = [4000, 4000, 4000, 4000];
    const { container } = renderWidgetForTest(waterfallFeedView, { data: { swipers, goodsList } });
    expect(feedOf(container).style.height).toBe('5000px');
    expect(feedOf(container).style.overflow).toBe('hidden');
  });

  it('turns the carousel every 3000 ms at 300 px high by default', () => {
    expect(WATERFALL_SWIPER_INTERVAL_MS).toBe(3000);
    expect(WATERFALL_SWIPER_HEIGHT).toBe(300);
    expect(waterfallFeedDefaults.params.swiper).toMatchObject({ interval: 3000, height: 300 });
    renderWidgetForTest(waterfallFeedView, { data: { swipers, goodsList } });
    const current = () =>
      screen
        .getAllByRole('button', { name: /^第/ })
        .findIndex((dot) => dot.getAttribute('aria-current') === 'true');
    expect(screen.getByRole('region').style.height).toBe('300px');
    expect(current()).toBe(0);
    advance(2999);
    expect(current()).toBe(0);
    advance(1);
    expect(current()).toBe(1);
  });

  it('keeps the carousel still without autoPlay and hides it without show', () => {
    const swiper = { ...waterfallFeedDefaults.params.swiper, autoPlay: false };
    const { rerender } = renderWidgetForTest(waterfallFeedView, {
      params: { swiper },
      data: { swipers, goodsList },
    });
    expect(vi.getTimerCount()).toBe(0);
    rerender({ params: { swiper: { ...swiper, show: false } }, data: { swipers, goodsList } });
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows the goods tags only with goods.showTag, in the host language', () => {
    const { container, rerender } = renderWidgetForTest(
      waterfallFeedView,
      { data: { swipers, goodsList: [goods(1)] } },
      { locale: 'en' },
    );
    const tags = () => [...container.querySelectorAll('[data-tag]')].map((tag) => tag.textContent);
    expect(tags()).toEqual(['Free shipping', 'Member price']);
    rerender({ params: { goods: { showTag: false } }, data: { swipers, goodsList: [goods(1)] } });
    expect(tags()).toEqual([]);
  });

  it('opens the goods detail of a card and shows its price in ￥', () => {
    const { ctx } = renderWidgetForTest(waterfallFeedView, { data: { swipers, goodsList } });
    const card = screen.getByRole('link', { name: /Goods 2/ });
    expect(card.getAttribute('href')).toBe('pages/goods/detail?goodsId=2');
    expect(card.textContent).toContain('￥10.00');
    fireEvent.click(card);
    expect(ctx.navigate).toHaveBeenCalledWith({ kind: 'goodsDetail', goodsId: 2 });
  });

  it('shows the title with its image or icon and a default text', () => {
    const title = { show: true, icon: 'star', image: '', text: '' };
    const { container, rerender } = renderWidgetForTest(waterfallFeedView, { params: { title } });
    expect(screen.getByRole('heading').textContent).toBe('为你推荐');
    expect(screen.getByRole('heading').querySelector('svg')).not.toBeNull();
    rerender({ params: { title: { ...title, image: '/t.png', text: 'Picks' } } });
    expect(screen.getByRole('heading').textContent).toBe('Picks');
    expect(container.querySelector('h3 img')?.getAttribute('src')).toBe('/t.png');
    rerender({ params: { title: { ...title, show: false } } });
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
