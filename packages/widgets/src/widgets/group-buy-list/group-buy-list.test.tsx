// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgetForTest } from '../../testing/render-helpers';
import { groupBuyListView } from './group-buy-list.view';

const item = {
  grouponId: 1,
  grouponName: 'Oranges',
  fullLink: { kind: 'inert', declared: 'groupBuy' },
  grouponImage: '/o.png',
  grouponNum: 3,
  havGrouponNum: 128,
  grouponPrice: 29.9,
};

describe('group-buy list', () => {
  it('shows the group size and joined count only with showDescription', () => {
    const { container, rerender } = renderWidgetForTest(groupBuyListView, {
      data: { items: [item] },
    });
    expect(container.querySelector('[data-description]')!.textContent).toBe('3人团已拼128件');
    rerender({ params: { showDescription: false }, data: { items: [item] } });
    expect(container.querySelector('[data-description]')).toBeNull();
  });

  it('shows name and group price each only when switched on', () => {
    const { container, rerender } = renderWidgetForTest(groupBuyListView, {
      data: { items: [item] },
    });
    expect(screen.getByText('Oranges')).toBeTruthy();
    expect(container.querySelector('[data-price]')!.textContent).toBe('￥29.90');
    rerender({ params: { showName: false, showPrice: false }, data: { items: [item] } });
    expect(screen.queryByText('Oranges')).toBeNull();
    expect(container.querySelector('[data-price]')).toBeNull();
  });

  it('leads to the storefront’s group buys (the declared group-buy link)', () => {
    const { ctx } = renderWidgetForTest(groupBuyListView, { data: { items: [item] } });
    fireEvent.click(screen.getByText('Oranges'));
    expect(ctx.navigate).toHaveBeenCalledWith({ kind: 'inert', declared: 'groupBuy' });
  });

  it('speaks English and renders nothing without items', () => {
    const { rerender } = renderWidgetForTest(
      groupBuyListView,
      { data: { items: [item] } },
      { locale: 'en' },
    );
    expect(screen.getByText('Group of 3')).toBeTruthy();
    expect(screen.getByText('Join a group')).toBeTruthy();
    rerender({ data: { items: [] } });
    expect(screen.queryByRole('list')).toBeNull();
  });
});
