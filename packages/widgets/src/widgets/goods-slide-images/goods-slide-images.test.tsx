// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advance, renderWidgetForTest } from '../../testing/render-helpers';
import { GOODS_SLIDE_DURATION_MS, GOODS_SLIDE_INTERVAL_MS } from './goods-slide-images.defaults';
import { goodsSlideImagesView } from './goods-slide-images.view';

const images = ['/a.png', '/b.png', '/c.png'].map((image) => ({ image }));
const active = (container: HTMLElement) =>
  container.querySelector('[data-active="true"] img')!.getAttribute('src');

describe('goods slide images', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves every 4000 ms with an 800 ms slide, and wraps around', () => {
    expect([GOODS_SLIDE_INTERVAL_MS, GOODS_SLIDE_DURATION_MS]).toEqual([4000, 800]);
    const { container } = renderWidgetForTest(goodsSlideImagesView, { data: { images } });
    const strip = container.querySelector<HTMLElement>('[data-active]')!.parentElement!;
    expect(strip.style.transition).toBe('transform 800ms ease');
    expect(active(container)).toBe('/a.png');
    advance(3999);
    expect(active(container)).toBe('/a.png');
    advance(1);
    expect(active(container)).toBe('/b.png');
    expect(container.querySelector('[data-slide-counter]')!.textContent).toBe('2/3');
    advance(8000);
    expect(active(container)).toBe('/a.png');
  });

  it('restarts the 4000 ms period when a picture is chosen', () => {
    const { container } = renderWidgetForTest(goodsSlideImagesView, { data: { images } });
    advance(3000);
    fireEvent.click(screen.getAllByRole('button')[2]!);
    expect(active(container)).toBe('/c.png');
    advance(3999);
    expect(active(container)).toBe('/c.png');
    advance(1);
    expect(active(container)).toBe('/a.png');
  });

  it('stays still without autoplay, and waits for its data', () => {
    const { container, rerender } = renderWidgetForTest(goodsSlideImagesView, {
      params: { autoplay: false },
      data: { images },
    });
    advance(8000);
    expect(active(container)).toBe('/a.png');
    rerender({ data: { images, loading: true } });
    expect(container.querySelector('img')).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});
