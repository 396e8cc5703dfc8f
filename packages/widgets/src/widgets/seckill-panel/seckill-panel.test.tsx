// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advance, renderWidgetForTest } from '../../testing/render-helpers';
import { seckillPanelDefaults } from './seckill-panel.defaults';
import { seckillPanelView } from './seckill-panel.view';

const data = {
  ...seckillPanelDefaults.data,
  secKillTitle: 'Flash',
  seckillPrice: 59,
  originPrice: 128,
};
const timer = () => screen.getByRole('timer');

describe('seckill panel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 0, 1, 10, 0, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows 00:00:00 when secKillStatus is set', () => {
    renderWidgetForTest(seckillPanelView, { params: { secKillStatus: true }, data });
    expect(timer().querySelector('[data-countdown]')!.textContent).toBe('00:00:00');
    expect(screen.queryByText('等待开场')).toBeNull();
  });

  it('shows 等待开场 when secKillStatus is not set', () => {
    const { rerender } = renderWidgetForTest(seckillPanelView, {
      params: { secKillStatus: false },
      data,
    });
    expect(timer().textContent).toBe('等待开场');
    rerender({ params: { secKillStatus: false }, data }); // same after a builder edit
    expect(timer().querySelector('[data-countdown]')).toBeNull();
  });

  it('counts down to endTime every second and stops at 00:00:00', () => {
    renderWidgetForTest(seckillPanelView, {
      params: { secKillStatus: true },
      data: { ...data, endTime: '2026-01-01 11:00:02' },
    });
    const countdown = () => timer().querySelector('[data-countdown]')!.textContent;
    expect(countdown()).toBe('01:00:02');
    advance(1000);
    expect(countdown()).toBe('01:00:01');
    advance(3_601_000);
    expect(countdown()).toBe('00:00:00');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows title, flash-sale price and original price', () => {
    const { container } = renderWidgetForTest(seckillPanelView, { data });
    expect(screen.getByText('Flash')).toBeTruthy();
    expect(container.querySelector('[data-price]')!.textContent).toBe('￥59.00');
    expect(container.querySelector('[data-strike-price]')!.textContent).toBe('￥128.00');
  });

  it('shows only once its data has arrived (loading off)', () => {
    const { rerender } = renderWidgetForTest(seckillPanelView, {
      data: { ...data, loading: true },
    });
    expect(screen.queryByRole('timer')).toBeNull();
    rerender({ data });
    expect(timer()).toBeTruthy();
  });

  it('speaks English', () => {
    renderWidgetForTest(
      seckillPanelView,
      { params: { secKillStatus: false }, data },
      { locale: 'en' },
    );
    expect(timer().textContent).toBe('Starting soon');
  });
});
