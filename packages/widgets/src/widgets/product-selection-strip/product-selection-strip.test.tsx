// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWidgetForTest } from '../../testing/render-helpers';
import {
  productSelectionStripDefaults,
  SELECTION_IMAGE_RADIUS,
  SELECTION_IMAGE_SIZE,
} from './product-selection-strip.defaults';
import { productSelectionStripView } from './product-selection-strip.view';

const item = {
  id: 1,
  goodsName: 'Cookies',
  fullLink: { kind: 'goodsDetail', goodsId: 9 },
  goodsImg: '/c.png',
  price: 25,
};

/** happy-dom lays nothing out: give the strip a size and a scroll position by hand. */
const layOut = (strip: HTMLElement, scrollWidth: number, clientWidth: number) => {
  Object.defineProperty(strip, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(strip, 'clientWidth', { configurable: true, value: clientWidth });
};
const scrollTo = (strip: HTMLElement, left: number) =>
  act(() => {
    strip.scrollLeft = left;
    strip.dispatchEvent(new Event('scroll'));
  });
const progress = (container: HTMLElement) =>
  Number(container.querySelector('[data-progress]')!.getAttribute('data-progress'));

describe('product selection strip', () => {
  it('shows pictures 100x100 with radius 5 by default', () => {
    expect([SELECTION_IMAGE_SIZE, SELECTION_IMAGE_RADIUS]).toEqual([100, 5]);
    const { container } = renderWidgetForTest(productSelectionStripView);
    const img = container.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height'), img.style.borderRadius]).toEqual(
      ['100', '100', '5px'],
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(
      productSelectionStripDefaults.data.items.length,
    );
  });

  it('shows names and prices only with goodsNameShow and priceShow', () => {
    const { container, rerender } = renderWidgetForTest(productSelectionStripView, {
      data: { items: [item] },
    });
    expect(screen.getByText('Cookies')).toBeTruthy();
    expect(container.querySelector('[data-price]')!.textContent).toBe('￥25.00');
    rerender({ params: { goodsNameShow: false, priceShow: false }, data: { items: [item] } });
    expect(screen.queryByText('Cookies')).toBeNull();
    expect(container.querySelector('[data-price]')).toBeNull();
  });

  it('follows its goods link', () => {
    const { ctx } = renderWidgetForTest(productSelectionStripView, { data: { items: [item] } });
    fireEvent.click(screen.getByRole('link', { name: /Cookies/ }));
    expect(ctx.navigate).toHaveBeenCalledWith({ kind: 'goodsDetail', goodsId: 9 });
  });

  it('tracks the scroll and removes its scroll listener once scrolled to the end', () => {
    const remove = vi.spyOn(HTMLElement.prototype, 'removeEventListener');
    const { container } = renderWidgetForTest(productSelectionStripView);
    const strip = screen.getByRole('list');
    layOut(strip, 600, 300);
    scrollTo(strip, 150);
    expect(progress(container)).toBe(0.5);
    expect(remove).not.toHaveBeenCalledWith('scroll', expect.any(Function));
    scrollTo(strip, 300);
    expect(progress(container)).toBe(1);
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
    // Nothing listens any more: scrolling back changes nothing.
    scrollTo(strip, 0);
    expect(progress(container)).toBe(1);
  });

  it('removes its scroll listener when it leaves the page', () => {
    const { unmount } = renderWidgetForTest(productSelectionStripView);
    const strip = screen.getByRole('list');
    const remove = vi.spyOn(strip, 'removeEventListener');
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
  });

  it('is labelled in the host language and renders nothing without goods', () => {
    const { rerender } = renderWidgetForTest(
      productSelectionStripView,
      { data: { items: [item] } },
      { locale: 'en' },
    );
    expect(screen.getByRole('list', { name: 'Selected for you' })).toBeTruthy();
    rerender({ data: { items: [] } });
    expect(screen.queryByRole('list')).toBeNull();
  });
});
