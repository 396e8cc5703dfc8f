// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advance, renderWidgetForTest } from '../../testing/render-helpers';
import { SLIDER_DEFAULT_AUTOPLAY_MS } from './image-slider.defaults';
import { imageSliderView } from './image-slider.view';

const slides = (container: HTMLElement) => [...container.querySelectorAll('[data-active]')];
const activeIndex = (container: HTMLElement) =>
  slides(container).findIndex((slide) => slide.getAttribute('data-active') === 'true');

describe('image slider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('autoplays every 3000 ms by default and cycles back to the first image', () => {
    expect(SLIDER_DEFAULT_AUTOPLAY_MS).toBe(3000);
    const { container } = renderWidgetForTest(imageSliderView);
    expect(slides(container)).toHaveLength(3);
    expect(activeIndex(container)).toBe(0);
    advance(2999);
    expect(activeIndex(container)).toBe(0);
    advance(1);
    expect(activeIndex(container)).toBe(1);
    advance(3000);
    expect(activeIndex(container)).toBe(2);
    advance(3000);
    expect(activeIndex(container)).toBe(0);
  });

  it('uses the configured autoplay interval, and 0 stops it', () => {
    const { container, rerender } = renderWidgetForTest(imageSliderView, {
      params: { autoplay: 1000 },
    });
    advance(1000);
    expect(activeIndex(container)).toBe(1);
    rerender({ params: { autoplay: 0 } });
    advance(10_000);
    expect(activeIndex(container)).toBe(1);
  });

  it('sets the index on click and restarts autoplay from there', () => {
    const { container } = renderWidgetForTest(imageSliderView);
    advance(2000);
    fireEvent.click(screen.getAllByRole('button')[2]!);
    expect(activeIndex(container)).toBe(2);
    // A full interval from the click, not the 1000 ms left of the old one.
    advance(2999);
    expect(activeIndex(container)).toBe(2);
    advance(1);
    expect(activeIndex(container)).toBe(0);
  });

  it('clicking a slide selects it, restarts autoplay and follows its link', () => {
    const { container, ctx } = renderWidgetForTest(imageSliderView);
    advance(2500);
    fireEvent.click(slides(container)[0]!.querySelector('img')!);
    expect(activeIndex(container)).toBe(0);
    expect(ctx.navigate).toHaveBeenCalledWith({ kind: 'goodsDetail', goodsId: 1 });
    advance(2999);
    expect(activeIndex(container)).toBe(0);
    advance(1);
    expect(activeIndex(container)).toBe(1);
  });

  it('leaves no timer behind when removed', () => {
    renderWidgetForTest(imageSliderView).unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
