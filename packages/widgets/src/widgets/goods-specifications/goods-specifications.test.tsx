// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderWidgetForTest } from '../../testing/render-helpers';
import { goodsSpecificationsView } from './goods-specifications.view';

const rowsOf = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-spec-row]')].map((row) =>
    row.getAttribute('data-spec-row'),
  );
const rowText = (container: HTMLElement, row: string) =>
  container.querySelector(`[data-spec-row="${row}"]`)!.textContent;

const flags = {
  showShipment: false,
  showPreferential: false,
  showService: false,
  showSpecification: false,
};

describe('goods specifications', () => {
  it('shows shipping, offers, services and specification rows in order', () => {
    const { container } = renderWidgetForTest(goodsSpecificationsView);
    expect(rowsOf(container)).toEqual(['shipment', 'preferential', 'service', 'specification']);
    expect(rowText(container, 'shipment')).toBe('发货快递 免运费已售1280');
    expect(rowText(container, 'service')).toBe('服务7天无理由退货 · 48小时发货');
    expect(rowText(container, 'specification')).toBe('规格净含量：250g; 产地：浙江');
    expect(rowText(container, 'preferential')).toContain('满减满199减20');
  });

  it('shows each row only with its flag', () => {
    const { container, rerender } = renderWidgetForTest(goodsSpecificationsView, {
      params: { ...flags, showService: true },
    });
    expect(rowsOf(container)).toEqual(['service']);
    rerender({ params: { ...flags, showShipment: true, showSpecification: true } });
    expect(rowsOf(container)).toEqual(['shipment', 'specification']);
    rerender({ params: flags });
    expect(container.querySelector('[data-widget]')!.childElementCount).toBe(0);
  });

  it('leaves out a flagged row without data, and prices a paid shipping', () => {
    const { container } = renderWidgetForTest(
      goodsSpecificationsView,
      {
        data: {
          goodsPromotionVOS: [],
          goodsFreightTemplates: [{ templateName: 'Express', freight: 8 }],
          salesNum: 3,
        },
      },
      { locale: 'en' },
    );
    expect(rowsOf(container)).not.toContain('preferential');
    expect(rowText(container, 'shipment')).toBe('ShippingExpress ￥8.003 sold');
  });

  it('shows only once the data has arrived', () => {
    const { container } = renderWidgetForTest(goodsSpecificationsView, { data: { loading: true } });
    expect(rowsOf(container)).toEqual([]);
  });
});
