// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgetForTest } from '../../testing/render-helpers';
import { goodsNameView } from './goods-name.view';

const off = {
  showGoodsName: false,
  showSellingPoint: false,
  showSalesNum: false,
  showGoodsCollect: false,
  showGoodsShare: false,
};

describe('goods name with tools', () => {
  it('shows each part only with its flag', () => {
    const data = { goodsName: 'Tea', sellingPoint: 'Fresh', salesNum: 5 };
    const { container, rerender } = renderWidgetForTest(goodsNameView, { params: off, data });
    expect(container.textContent).toBe('');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    rerender({ params: { ...off, showGoodsName: true }, data });
    expect(screen.getByRole('heading').textContent).toBe('Tea');
    expect(container.querySelector('[data-selling-point]')).toBeNull();
    rerender({ params: { ...off, showSellingPoint: true, showSalesNum: true }, data });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelector('[data-selling-point]')!.textContent).toBe('Fresh');
    expect(container.querySelector('[data-sales]')!.textContent).toBe('已售5');
    rerender({ params: { ...off, showGoodsShare: true }, data });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['分享']);
  });

  it('falls back to a sales count of 1', () => {
    const { container } = renderWidgetForTest(goodsNameView, { data: { salesNum: 0 } });
    expect(container.querySelector('[data-sales]')!.textContent).toBe('已售1');
  });

  it('asks the host to collect or share the goods', () => {
    const { ctx } = renderWidgetForTest(goodsNameView, {}, { locale: 'es' });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(ctx.dispatch).toHaveBeenCalledWith({ type: 'collect', widgetId: 'w1', target: 'goods' });
    fireEvent.click(screen.getByRole('button', { name: 'Compartir' }));
    expect(ctx.dispatch).toHaveBeenCalledWith({ type: 'share', widgetId: 'w1' });
  });

  it('shows only once the data has arrived', () => {
    const { container } = renderWidgetForTest(goodsNameView, { data: { loading: true } });
    expect(container.innerHTML).toBe('<div data-widget="goods-name" data-widget-id="w1"></div>');
  });
});
