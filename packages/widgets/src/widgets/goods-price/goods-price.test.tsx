// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgetForTest } from '../../testing/render-helpers';
import { goodsPriceView } from './goods-price.view';

const price = (container: HTMLElement) =>
  container.querySelector('[data-goods-price]')!.textContent;

describe('goods price', () => {
  it('shows the price, or the range of the sku prices', () => {
    const { container, rerender } = renderWidgetForTest(goodsPriceView, {
      data: { price: 12, skus: [] },
    });
    expect(price(container)).toBe('￥12.00');
    rerender({
      data: {
        price: 12,
        skus: [
          { skuId: 1, skuName: 'S', price: 30 },
          { skuId: 2, skuName: 'L', price: 10.5 },
        ],
      },
    });
    expect(price(container)).toBe('￥10.50-30.00');
    rerender({ data: { price: 12, skus: [{ skuId: 1, skuName: 'S', price: 8 }] } });
    expect(price(container)).toBe('￥8.00');
  });

  it('shows the suggested retail price only when flagged and greater than 0', () => {
    const { container, rerender } = renderWidgetForTest(
      goodsPriceView,
      { params: { showSuggestedRetailPrice: true }, data: { suggestedRetailPrice: 20 } },
      { locale: 'en' },
    );
    expect(container.querySelector('[data-suggested-price]')!.textContent).toBe('RRP ￥20.00');
    rerender({ params: { showSuggestedRetailPrice: true }, data: { suggestedRetailPrice: 0 } });
    expect(container.querySelector('[data-suggested-price]')).toBeNull();
    rerender({ params: { showSuggestedRetailPrice: false }, data: { suggestedRetailPrice: 20 } });
    expect(container.querySelector('[data-suggested-price]')).toBeNull();
  });

  it('lists the coupon slogans only with showCoupons', () => {
    const couponVOS = [{ solgan: '满199减20' }, { solgan: '' }, { solgan: '新人9折' }];
    const { rerender } = renderWidgetForTest(goodsPriceView, {
      params: { showCoupons: true },
      data: { couponVOS },
    });
    const list = screen.getByRole('list', { name: '优惠券' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '满199减20',
      '新人9折',
    ]);
    rerender({ params: { showCoupons: false }, data: { couponVOS } });
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('marks a member-grade price and waits for its data', () => {
    const { container, rerender } = renderWidgetForTest(goodsPriceView, {
      data: { isUserGrade: true, loading: true },
    });
    expect(container.querySelector('[data-goods-price]')).toBeNull();
    rerender({ data: { isUserGrade: true, loading: false } });
    expect(container.querySelector('[data-member-price]')).not.toBeNull();
  });
});
