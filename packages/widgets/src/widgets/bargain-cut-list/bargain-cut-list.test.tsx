// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgetForTest } from '../../testing/render-helpers';
import { bargainCutListView } from './bargain-cut-list.view';

const item = {
  bargainCutId: 1,
  bargainCutName: 'Kettle',
  fullLink: { kind: 'inert', declared: 'bargainCut' },
  bargainCutImage: '/k.png',
  bargainCutPrice: 9.9,
};

describe('bargain-cut list', () => {
  it('shows name and lowest price each only when switched on', () => {
    const { container, rerender } = renderWidgetForTest(bargainCutListView, {
      data: { items: [item] },
    });
    expect(screen.getByText('Kettle')).toBeTruthy();
    expect(container.querySelector('[data-price]')!.textContent).toBe('最低砍至￥9.90');
    expect(screen.getByText('去砍价')).toBeTruthy();
    rerender({ params: { showName: false, showPrice: false }, data: { items: [item] } });
    expect(screen.queryByText('Kettle')).toBeNull();
    expect(container.querySelector('[data-price]')).toBeNull();
  });

  it('leads to the storefront’s bargains (the declared bargain-cut link)', () => {
    const { ctx } = renderWidgetForTest(bargainCutListView, { data: { items: [item] } });
    fireEvent.click(screen.getByText('Kettle'));
    expect(ctx.navigate).toHaveBeenCalledWith({ kind: 'inert', declared: 'bargainCut' });
  });

  it('speaks Spanish and renders nothing without items', () => {
    const { rerender } = renderWidgetForTest(
      bargainCutListView,
      { data: { items: [item] } },
      { locale: 'es' },
    );
    expect(screen.getByText('Hasta ￥9.90')).toBeTruthy();
    expect(screen.getByText('Regatear')).toBeTruthy();
    rerender({ data: { items: [] } });
    expect(screen.queryByRole('list')).toBeNull();
  });
});
