// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advance, renderWidgetForTest } from '../../testing/render-helpers';
import { goodsPromotionCountdownView } from './goods-promotion-countdown.view';

describe('goods promotion countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 0, 1, 12, 0, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down to endTime every second and shows the end', () => {
    renderWidgetForTest(goodsPromotionCountdownView, {
      data: { name: 'Sale', endTime: '2026-01-01 12:00:03', timestampDistance: 0 },
    });
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('距结束 00:00:03');
    advance(1000);
    expect(timer.textContent).toBe('距结束 00:00:02');
    advance(2000);
    expect(timer.textContent).toBe('活动已结束');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts by the server clock (timestampDistance)', () => {
    renderWidgetForTest(
      goodsPromotionCountdownView,
      // The server is one hour ahead of the phone.
      { data: { endTime: '2026-01-01 14:00:00', timestampDistance: 3_600_000 } },
      { locale: 'en' },
    );
    expect(screen.getByRole('timer').textContent).toBe('Ends in 01:00:00');
  });

  it('shows whole days apart from the clock', () => {
    renderWidgetForTest(
      goodsPromotionCountdownView,
      { data: { endTime: '2026-01-03 13:02:03', timestampDistance: 0 } },
      { locale: 'es' },
    );
    expect(screen.getByRole('timer').textContent).toBe('Termina en 2 d 01:02:03');
  });

  it('shows the name, and only once the data has arrived', () => {
    const { container, rerender } = renderWidgetForTest(goodsPromotionCountdownView, {
      data: { name: '限时特惠', loading: true },
    });
    expect(screen.queryByRole('timer')).toBeNull();
    rerender({ data: { name: '限时特惠', loading: false } });
    expect(container.textContent).toContain('限时特惠');
  });
});
