// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgetForTest } from '../../testing/render-helpers';
import { HOT_GOODS_GROUPS, hotGoodsBlockDefaults } from './hot-goods-block.defaults';
import { hotGoodsBlockView } from './hot-goods-block.view';

const group = (title: string) => ({
  title,
  secondTitle: `${title} sub`,
  items: [
    { goodsName: `${title} goods`, goodsImage: '/h.png', textColor: '#ff0000', textFontSize: 16 },
  ],
});

describe('hot goods block', () => {
  it('has 2 groups side by side', () => {
    expect(HOT_GOODS_GROUPS).toBe(2);
    expect(hotGoodsBlockDefaults.data.groups).toHaveLength(2);
    renderWidgetForTest(hotGoodsBlockView);
    expect(screen.getAllByRole('heading')).toHaveLength(2);
    expect(screen.getByRole('list').style.gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
  });

  it('shows each group with its title and second title', () => {
    renderWidgetForTest(hotGoodsBlockView, { data: { groups: [group('Hot'), group('New')] } });
    const [first, second] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading').textContent).toBe('Hot');
    expect(within(first).getByText('Hot sub')).toBeTruthy();
    expect(within(second).getByRole('heading').textContent).toBe('New');
  });

  it('draws goods names in their text colour and font size, under their picture', () => {
    const { container } = renderWidgetForTest(hotGoodsBlockView, {
      data: { groups: [group('Hot'), group('New')] },
    });
    const caption = screen.getByText('Hot goods');
    expect(caption.style.color).toBe('#ff0000');
    expect(caption.style.fontSize).toBe('16px');
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/h.png');
  });

  it('is labelled in the host language', () => {
    renderWidgetForTest(hotGoodsBlockView, {}, { locale: 'en' });
    expect(screen.getByRole('list', { name: 'Hot goods' })).toBeTruthy();
  });
});
