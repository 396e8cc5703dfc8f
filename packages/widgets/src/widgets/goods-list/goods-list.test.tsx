// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgetForTest } from '../../testing/render-helpers';
import { DEFAULT_GOODS_COLUMNS, goodsListDefaults } from './goods-list.defaults';
import { goodsListView } from './goods-list.view';

const goods = (overrides: object = {}) => ({
  goodsId: 7,
  goodsName: 'Coffee',
  sellingPoint: 'Fresh',
  goodsSales: 12,
  price: 9.5,
  suggestedRetailPrice: 15,
  goodsImg: '/g.png',
  ...overrides,
});

const list = () => screen.getByRole('list');
const card = () => screen.getByRole('link', { name: /Coffee/ });

describe('goods list', () => {
  it('lays out cards in 3 columns by default', () => {
    expect(DEFAULT_GOODS_COLUMNS).toBe(3);
    expect(goodsListDefaults.params.column).toBe(3);
    const { container } = renderWidgetForTest(goodsListView);
    expect(list().style.gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
    expect(container.querySelector('[data-layout]')!.getAttribute('data-layout')).toBe('card');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('gives the row layout (picture left, text right) for column 1, cards otherwise', () => {
    const { container, rerender } = renderWidgetForTest(goodsListView, {
      params: { column: 1 },
      data: { items: [goods()] },
    });
    expect(container.querySelector('[data-layout]')!.getAttribute('data-layout')).toBe('row');
    expect(card().style.flexDirection).toBe('row');
    rerender({ params: { column: 2 }, data: { items: [goods()] } });
    expect(card().style.flexDirection).toBe('column');
    expect(list().style.gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
  });

  it('scrolls sideways when display is slide', () => {
    renderWidgetForTest(goodsListView, {
      params: { display: 'slide' },
      data: { items: [goods()] },
    });
    expect(list().style.display).toBe('flex');
    expect(list().style.overflowX).toBe('auto');
  });

  it('shows the suggested retail price only when flagged and above 0', () => {
    const { container, rerender } = renderWidgetForTest(goodsListView, {
      data: { items: [goods()] },
    });
    const strike = () => container.querySelector('[data-strike-price]');
    expect(strike()!.textContent).toBe('￥15.00');
    rerender({ data: { items: [goods({ suggestedRetailPrice: 0 })] } });
    expect(strike()).toBeNull();
    rerender({ params: { showSuggestedRetailPrice: false }, data: { items: [goods()] } });
    expect(strike()).toBeNull();
  });

  it('falls back to a sales count of 1', () => {
    const { rerender } = renderWidgetForTest(goodsListView, { data: { items: [goods()] } });
    expect(within(card()).getByText('已售12件')).toBeTruthy();
    rerender({ data: { items: [goods({ goodsSales: 0 })] } });
    expect(within(card()).getByText('已售1件')).toBeTruthy();
  });

  it('links each goods to its detail page', () => {
    const { ctx } = renderWidgetForTest(goodsListView, { data: { items: [goods()] } });
    expect(card().getAttribute('href')).toBe('pages/goods/detail?goodsId=7');
    fireEvent.click(card());
    expect(ctx.navigate).toHaveBeenCalledWith({ kind: 'goodsDetail', goodsId: 7 });
  });

  it('shows name, selling point, price and sales each only when switched on', () => {
    const { container, rerender } = renderWidgetForTest(
      goodsListView,
      { params: { showSellingPoint: true }, data: { items: [goods()] } },
      { locale: 'en' },
    );
    expect(card().textContent).toBe('CoffeeFresh￥9.50￥15.0012 sold');
    rerender({
      params: {
        showGoodsName: false,
        showPrice: false,
        showSalesNum: false,
        showSellingPoint: false,
      },
      data: { items: [goods()] },
    });
    expect(card().textContent).toBe('￥15.00');
    // The picture carries the hidden name.
    expect(screen.getByRole('img', { name: 'Coffee' })).toBeTruthy();
    expect(container.querySelector('[data-price]')).toBeNull();
  });

  it('renders nothing without goods', () => {
    renderWidgetForTest(goodsListView, { data: { items: [] } });
    expect(screen.queryByRole('list')).toBeNull();
  });
});
