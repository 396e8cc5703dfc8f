// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advance, renderWidgetForTest } from '../../testing/render-helpers';
import { BANNER_DEFAULT_HEIGHT, BANNER_INTERVAL_MS } from './banner-carousel.defaults';
import { bannerCarouselView } from './banner-carousel.view';

const activeIndex = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-active]')].findIndex(
    (slide) => slide.getAttribute('data-active') === 'true',
  );
const blockOf = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-widget] > div')!;

const items = [{ imgUrl: '/a.png' }, { imgUrl: '/b.png' }, { imgUrl: '/c.png' }];

describe('banner carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is 130 px high by default, also when the height is left at 0', () => {
    expect(BANNER_DEFAULT_HEIGHT).toBe(130);
    const { container, rerender } = renderWidgetForTest(bannerCarouselView);
    expect(blockOf(container).style.height).toBe('130px');
    rerender({ style: { height: 0 } });
    expect(blockOf(container).style.height).toBe('130px');
    rerender({ style: { height: 200 } });
    expect(blockOf(container).style.height).toBe('200px');
  });

  it('moves every 3000 ms and wraps around', () => {
    expect(BANNER_INTERVAL_MS).toBe(3000);
    const { container } = renderWidgetForTest(bannerCarouselView, { data: { items } });
    advance(2999);
    expect(activeIndex(container)).toBe(0);
    advance(1);
    expect(activeIndex(container)).toBe(1);
    advance(6000);
    expect(activeIndex(container)).toBe(0);
  });
});
