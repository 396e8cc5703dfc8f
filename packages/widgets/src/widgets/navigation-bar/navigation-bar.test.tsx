// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quietReactErrors, renderWidgetForTest } from '../../testing/render-helpers';
import { DEFAULT_NAV_ROWS_NUM, navigationBarDefaults } from './navigation-bar.defaults';
import { navigationBarView } from './navigation-bar.view';

describe('navigation bar', () => {
  it('shows at most rowsNum items, 5 by default', () => {
    expect(DEFAULT_NAV_ROWS_NUM).toBe(5);
    expect(navigationBarDefaults.data.items.length).toBeGreaterThan(5);
    const { rerender } = renderWidgetForTest(navigationBarView);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    rerender({ params: { rowsNum: 3 } });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('follows an item link through the host, my coupons too; declared-only links stay inert', () => {
    const { ctx } = renderWidgetForTest(navigationBarView);
    fireEvent.click(screen.getByRole('link', { name: '订单' }));
    expect(ctx.navigate).toHaveBeenCalledWith({ kind: 'orders', dataType: 'all' });
    // The sample's my-coupon item (the declared link, as saved) leads to the shopper's coupons.
    const coupons = screen.getByRole('link', { name: '优惠券' });
    expect(coupons.getAttribute('href')).toBe('pages/coupon/index');
    fireEvent.click(coupons);
    expect(ctx.navigate).toHaveBeenLastCalledWith({ kind: 'inert', declared: 'myCoupon' });
    expect(ctx.navigate).toHaveBeenCalledTimes(2);

    cleanup();
    const points = renderWidgetForTest(navigationBarView, {
      data: { items: [{ text: '积分', imgUrl: '', link: { kind: 'inert', declared: 'points' } }] },
    });
    expect(screen.queryByRole('link', { name: '积分' })).toBeNull();
    fireEvent.click(screen.getByText('积分'));
    expect(points.ctx.navigate).not.toHaveBeenCalled();
  });

  it('hides labels when label.enable is off, keeping accessible names', () => {
    renderWidgetForTest(navigationBarView, { params: { label: { enable: false } } });
    expect(screen.queryByText('新品')).toBeNull();
    expect(screen.getByRole('link', { name: '新品' })).toBeTruthy();
  });

  it('raises 没有与{layout}匹配的layout for an unknown layout, in the host language', () => {
    quietReactErrors();
    const { ctx } = renderWidgetForTest(
      navigationBarView,
      { params: { layout: 'grid' } },
      { locale: 'en' },
    );
    expect(ctx.report).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'No layout matches grid' }),
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
