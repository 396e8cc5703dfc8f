// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgetForTest } from '../../testing/render-helpers';
import { goodsInfoView } from './goods-info.view';

const suggested = (container: HTMLElement) => container.querySelector('[data-suggested-price]');

describe('goods info', () => {
  it('shows price, name, selling point and sales of the goods', () => {
    const { container } = renderWidgetForTest(goodsInfoView, {
      data: { price: 9.9, goodsName: 'Tea', sellingPoint: 'Fresh', salesNum: 42 },
    });
    expect(container.querySelector('[data-goods-price]')!.textContent).toBe('￥9.90');
    expect(screen.getByRole('heading').textContent).toBe('Tea');
    expect(container.textContent).toContain('Fresh');
    expect(container.querySelector('[data-sales]')!.textContent).toBe('已售42');
  });

  it('shows the suggested retail price only when flagged and greater than 0', () => {
    const { container, rerender } = renderWidgetForTest(goodsInfoView, {
      params: { showSuggestedRetailPrice: true },
      data: { suggestedRetailPrice: 168 },
    });
    expect(suggested(container)!.textContent).toBe('建议零售价 ￥168.00');
    rerender({ params: { showSuggestedRetailPrice: true }, data: { suggestedRetailPrice: 0 } });
    expect(suggested(container)).toBeNull();
    rerender({ params: { showSuggestedRetailPrice: false }, data: { suggestedRetailPrice: 168 } });
    expect(suggested(container)).toBeNull();
  });

  it('falls back to a sales count of 1', () => {
    const { container } = renderWidgetForTest(
      goodsInfoView,
      { data: { salesNum: 0 } },
      { locale: 'en' },
    );
    expect(container.querySelector('[data-sales]')!.textContent).toBe('1 sold');
  });

  it('marks a member-grade price', () => {
    const { container, rerender } = renderWidgetForTest(goodsInfoView, {
      data: { isUserGrade: true },
    });
    expect(container.querySelector('[data-member-price]')!.textContent).toBe('会员价');
    rerender({ data: { isUserGrade: false } });
    expect(container.querySelector('[data-member-price]')).toBeNull();
  });

  it('shows only once the data has arrived (loading flag off)', () => {
    const { container, rerender } = renderWidgetForTest(goodsInfoView, { data: { loading: true } });
    expect(container.querySelector('[data-goods-price]')).toBeNull();
    rerender({ data: { loading: false } });
    expect(container.querySelector('[data-goods-price]')).not.toBeNull();
  });
});
