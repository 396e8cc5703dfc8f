// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgetForTest } from '../../testing/render-helpers';
import { couponBlockView } from './coupon-block.view';

const card = { storeName: 'S', discount: 8.5, fullreduction: 20, usingCondition: 100 };
const items = [
  { ...card, couponType: 1, received: 0 },
  { ...card, couponType: 2, received: 1 },
];

describe('coupon block', () => {
  it('shows a discount with 折 and a full reduction with ￥', () => {
    renderWidgetForTest(couponBlockView, { data: { items } });
    const values = screen
      .getAllByRole('listitem')
      .map((card) => card.querySelector('[data-coupon-value]')!.textContent);
    expect(values).toEqual(['8.5折', '￥20']);
  });

  it('offers 领取 while not received and shows 已领取 (disabled) once received', () => {
    renderWidgetForTest(couponBlockView, { data: { items } });
    const receive = screen.getByRole('button', { name: '领取' });
    const received = screen.getByRole('button', { name: '已领取' });
    expect(receive.hasAttribute('disabled')).toBe(false);
    expect(received.hasAttribute('disabled')).toBe(true);
  });

  it('asks the host to receive the coupon on 领取', () => {
    const { ctx } = renderWidgetForTest(couponBlockView, { data: { items } });
    fireEvent.click(screen.getByRole('button', { name: '领取' }));
    expect(ctx.dispatch).toHaveBeenCalledWith({ type: 'coupon-receive', widgetId: 'w1', index: 0 });
  });

  it('shows a card’s note (the storefront’s validity) and describes its button by the card', () => {
    renderWidgetForTest(couponBlockView, {
      data: { items: [{ ...items[0], note: 'Valid until 31 Dec 2099' }, items[1]] },
    });
    const [first, second] = screen.getAllByRole('listitem');
    expect(first!.querySelector('[data-coupon-note]')!.textContent).toBe('Valid until 31 Dec 2099');
    expect(second!.querySelector('[data-coupon-note]')).toBeNull();
    const receive = screen.getByRole('button', { name: '领取' });
    const described = document.getElementById(receive.getAttribute('aria-describedby')!)!;
    expect(described.textContent).toContain('8.5折');
    expect(described.textContent).toContain('Valid until 31 Dec 2099');
  });

  it('speaks English and Spanish too', () => {
    renderWidgetForTest(couponBlockView, { data: { items } }, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Claim' })).toBeTruthy();
    const first = screen.getAllByRole('listitem')[0]!;
    expect(first.querySelector('[data-coupon-value]')!.textContent).toBe('15% off');
    expect(first.textContent).toContain('On orders over ￥100');
  });
});
