// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgetForTest } from '../../testing/render-helpers';
import { orderShortcutBarView } from './order-shortcut-bar.view';

const item = (id: string, count = 0, name = '') => ({ id, name, icon: '', count });

describe('order shortcut bar', () => {
  it('shows the four order tabs with their standard names in the shopper language', () => {
    renderWidgetForTest(orderShortcutBarView, {}, { locale: 'en' });
    expect(
      screen.getAllByRole('link').map((link) => link.textContent!.replace(/\d+\+?/, '').trim()),
    ).toEqual(['All orders', 'To pay', 'To ship', 'To receive']);
  });

  it('leads to the orders page with the tab as dataType', () => {
    const { ctx } = renderWidgetForTest(orderShortcutBarView, {
      data: { items: [item('all'), item('payment'), item('delivery'), item('received')] },
    });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'pages/order/index?dataType=all',
      'pages/order/index?dataType=payment',
      'pages/order/index?dataType=delivery',
      'pages/order/index?dataType=received',
    ]);
    fireEvent.click(links[1]!);
    expect(ctx.navigate).toHaveBeenCalledWith({ kind: 'orders', dataType: 'payment' });
  });

  it('badges a count, 99+ above 99, none at 0', () => {
    const { container } = renderWidgetForTest(orderShortcutBarView, {
      data: { items: [item('all'), item('payment', 99), item('delivery', 100, '发货中')] },
    });
    const badges = [...container.querySelectorAll('[data-badge]')].map((b) => b.textContent);
    expect(badges).toEqual(['99', '99+']);
    expect(screen.getByRole('link', { name: '发货中 99+' })).toBeTruthy();
  });

  it('shows no badge when logged out', () => {
    const { container } = renderWidgetForTest(
      orderShortcutBarView,
      { data: { items: [item('payment', 5)] } },
      { loggedIn: false },
    );
    expect(container.querySelector('[data-badge]')).toBeNull();
  });
});
