// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgetForTest } from '../../testing/render-helpers';
import { storeCardDefaults } from './store-card.defaults';
import { storeCardView } from './store-card.view';

const data = {
  ...storeCardDefaults.data,
  storeName: 'Fresh',
  star: 4,
  avgSendTime: 25,
  mobile: '123',
  address: 'Main St 1',
};

describe('store card', () => {
  it('shows logo, name, star, average delivery time, phone and address', () => {
    const { container } = renderWidgetForTest(storeCardView, { data });
    expect(screen.getByText('Fresh')).toBeTruthy();
    expect(screen.getByRole('img', { name: '评分4' }).textContent).toBe('★★★★★');
    expect(container.querySelector('[data-send-time]')!.textContent).toBe('平均25分钟送达');
    expect(container.querySelector('[data-mobile]')!.textContent).toBe('电话：123');
    expect(container.querySelector('[data-address]')!.textContent).toBe('地址：Main St 1');
    expect(container.querySelector('img')!.getAttribute('src')).toBe(data.logo);
  });

  it('shows only once its data has arrived (loading off)', () => {
    const { container, rerender } = renderWidgetForTest(storeCardView, {
      data: { ...data, loading: true },
    });
    expect(container.querySelector('[data-widget]')!.childElementCount).toBe(0);
    rerender({ data });
    expect(screen.getByText('Fresh')).toBeTruthy();
  });

  it('shows nothing without showStore', () => {
    renderWidgetForTest(storeCardView, { params: { showStore: false }, data });
    expect(screen.queryByText('Fresh')).toBeNull();
  });

  it('collects and shares the store through the host, each tool behind its flag', () => {
    const { ctx, rerender } = renderWidgetForTest(storeCardView, { data });
    fireEvent.click(screen.getByRole('button', { name: '收藏' }));
    expect(ctx.dispatch).toHaveBeenCalledWith({ type: 'collect', widgetId: 'w1', target: 'store' });
    fireEvent.click(screen.getByRole('button', { name: '分享' }));
    expect(ctx.dispatch).toHaveBeenCalledWith({ type: 'share', widgetId: 'w1' });
    rerender({ params: { showStoreCollect: false }, data });
    expect(screen.queryByRole('button', { name: '收藏' })).toBeNull();
    expect(screen.getByRole('button', { name: '分享' })).toBeTruthy();
    rerender({ params: { showStoreShare: false }, data });
    expect(screen.queryByRole('button', { name: '分享' })).toBeNull();
    rerender({ params: { showTools: false }, data });
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('keeps the declared store-card link inert and speaks English', () => {
    const { ctx } = renderWidgetForTest(storeCardView, { data }, { locale: 'en' });
    fireEvent.click(screen.getByText('Fresh'));
    expect(ctx.navigate).not.toHaveBeenCalled();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Delivered in 25 min on average')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy();
  });
});
