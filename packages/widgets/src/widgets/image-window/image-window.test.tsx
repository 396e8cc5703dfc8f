// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quietReactErrors, renderWidgetForTest } from '../../testing/render-helpers';
import { imageWindowView } from './image-window.view';

const items = [1, 2, 3, 4].map((goodsId) => ({
  imgUrl: `/w${goodsId}.png`,
  link: { kind: 'goodsDetail', goodsId },
}));
const gridOf = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-widget] > div')!;
const cell = (container: HTMLElement, index: number) =>
  container.querySelector<HTMLElement>(`[data-window-cell="${index}"]`)!;

describe('image window', () => {
  it('follows each picture link through the host', () => {
    const { ctx } = renderWidgetForTest(imageWindowView, { data: { items } });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      items.map((item) => `pages/goods/detail?goodsId=${item.link.goodsId}`),
    );
    fireEvent.click(links[2]!);
    expect(ctx.navigate).toHaveBeenCalledWith({ kind: 'goodsDetail', goodsId: 3 });
  });

  it('puts rowsNum pictures in a row with the grid layout', () => {
    const { container, rerender } = renderWidgetForTest(imageWindowView, {
      params: { layout: 'grid', rowsNum: 3 },
      data: { items },
    });
    expect(gridOf(container).style.gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
    rerender({ params: { layout: 'grid', rowsNum: 4 }, data: { items } });
    expect(gridOf(container).style.gridTemplateColumns).toBe('repeat(4, minmax(0, 1fr))');
  });

  it('shows the first picture large on the left or across the top', () => {
    const { container, rerender } = renderWidgetForTest(imageWindowView, {
      params: { layout: 'left-big' },
      data: { items },
    });
    expect(cell(container, 0).style.gridRow).toBe('1 / span 3');
    expect(cell(container, 1).style.gridRow).toBe('');
    rerender({ params: { layout: 'top-big' }, data: { items } });
    expect(cell(container, 0).style.gridColumn).toBe('1 / -1');
    expect(gridOf(container).style.gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
  });

  it('raises 没有与{layout}匹配的layout for a layout that matches none', () => {
    quietReactErrors();
    const { ctx } = renderWidgetForTest(
      imageWindowView,
      { params: { layout: 'diagonal' }, data: { items } },
      { locale: 'zh', mode: 'preview' },
    );
    expect(ctx.report).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'render-error', message: '没有与diagonal匹配的layout' }),
    );
    expect(screen.getByRole('alert').textContent).toContain('没有与diagonal匹配的layout');
  });

  it('renders nothing without pictures', () => {
    renderWidgetForTest(imageWindowView, { data: { items: [] } });
    expect(screen.queryByRole('img')).toBeNull();
  });
});
