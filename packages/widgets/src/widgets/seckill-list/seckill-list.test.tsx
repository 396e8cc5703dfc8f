// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgetForTest } from '../../testing/render-helpers';
import { seckillListView } from './seckill-list.view';

const item = {
  secKillId: 1,
  storeName: 'Steak',
  fullLink: { kind: 'inert', declared: 'seckill', target: 'seckill/1' },
  secKillIcon: '/s.png',
  discountPrice: 59,
  originPrice: 128,
  process: 35,
  saledNum: 70,
};
const data = { time: { hour: 9, minute: 5 }, items: [item] };

describe('seckill list', () => {
  it('shows the session time of the header', () => {
    const { container, rerender } = renderWidgetForTest(seckillListView, { data });
    expect(container.querySelector('[data-session]')!.textContent).toBe('09:05场');
    rerender({ data: { ...data, time: { hour: 20, minute: 30 } } });
    expect(container.querySelector('[data-session]')!.textContent).toBe('20:30场');
  });

  it('shows the process bar at the sold percent only with showProcessBar', () => {
    const { container, rerender } = renderWidgetForTest(seckillListView, { data });
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('35');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('35%');
    expect(bar.getAttribute('aria-valuetext')).toBe('已抢35%');
    expect(container.querySelector('[data-process]')!.textContent).toBe('已抢35%');
    rerender({ params: { showProcessBar: false }, data });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the flash-sale price, original price and sold count behind their flags', () => {
    const { container, rerender } = renderWidgetForTest(seckillListView, { data });
    expect(container.querySelector('[data-price]')!.textContent).toBe('￥59.00');
    expect(container.querySelector('[data-strike-price]')!.textContent).toBe('￥128.00');
    expect(container.querySelector('[data-sold]')!.textContent).toBe('已抢70件');
    rerender({ params: { showPrice: false, showOriginPrice: false, showSoldNum: false }, data });
    expect(container.querySelector('[data-price]')).toBeNull();
    expect(container.querySelector('[data-strike-price]')).toBeNull();
    expect(container.querySelector('[data-sold]')).toBeNull();
  });

  it('leads to the storefront’s flash sales (the declared seckill link)', () => {
    const { ctx } = renderWidgetForTest(seckillListView, { data });
    fireEvent.click(screen.getByText('Steak'));
    expect(ctx.navigate).toHaveBeenCalledWith({ kind: 'inert', declared: 'seckill' });
  });

  it('shows its title bar, speaks English and renders nothing without items', () => {
    const { rerender } = renderWidgetForTest(seckillListView, { data }, { locale: 'en' });
    expect(screen.getByRole('heading', { name: '限时秒杀' })).toBeTruthy();
    expect(screen.getByText('35% claimed')).toBeTruthy();
    expect(screen.getByText('09:05 session')).toBeTruthy();
    rerender({ data: { ...data, items: [] } });
    expect(screen.queryByRole('list')).toBeNull();
  });
});
