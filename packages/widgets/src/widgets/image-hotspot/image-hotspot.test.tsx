// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgetForTest } from '../../testing/render-helpers';
import { imageHotspotDefaults } from './image-hotspot.defaults';
import { imageHotspotProps } from './image-hotspot.schema';
import { imageHotspotView } from './image-hotspot.view';

const image = { url: '/shelf.png', width: 750, height: 400 };
const spot = (index: number, left: number, top: number, width: number, height: number) => ({
  index,
  left,
  top,
  width,
  height,
  fullLink: { kind: 'inert', declared: 'hotspot', target: 'pages/goods/detail?goodsId=1' },
});
const hotspots = [spot(1, 75, 40, 150, 200), spot(2, 375, 200, 375, 200)];
const spotOf = (container: HTMLElement, index: number) =>
  container.querySelector<HTMLElement>(`[data-hotspot="${index}"]`)!;

describe('image hotspots', () => {
  it('places each hotspot in percent of params.image (index, left, top, width, height)', () => {
    const { container } = renderWidgetForTest(imageHotspotView, {
      params: { image },
      data: { hotspots },
    });
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/shelf.png');
    const first = spotOf(container, 1).style;
    expect([first.left, first.top, first.width, first.height]).toEqual([
      '10%',
      '10%',
      '20%',
      '50%',
    ]);
    const second = spotOf(container, 2).style;
    expect([second.left, second.top, second.width, second.height]).toEqual([
      '50%',
      '50%',
      '50%',
      '50%',
    ]);
  });

  it('keeps hotspot links declared without behaviour', () => {
    const { container, ctx } = renderWidgetForTest(imageHotspotView, {
      params: { image },
      data: { hotspots },
    });
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(spotOf(container, 1));
    expect(ctx.navigate).not.toHaveBeenCalled();
    expect(ctx.dispatch).not.toHaveBeenCalled();
  });

  it('numbers the hotspots for the operator in the builder preview only', () => {
    const live = renderWidgetForTest(imageHotspotView, { params: { image }, data: { hotspots } });
    expect(spotOf(live.container, 1).textContent).toBe('');
    live.unmount();
    const { container } = renderWidgetForTest(
      imageHotspotView,
      { params: { image }, data: { hotspots } },
      { mode: 'preview' },
    );
    expect(spotOf(container, 1).textContent).toBe('1');
    expect(spotOf(container, 2).textContent).toBe('2');
  });

  it('accepts only inert hotspot links and hotspots inside the picture', () => {
    const props = (spots: unknown[]) => ({
      ...imageHotspotDefaults,
      params: { ...imageHotspotDefaults.params, image },
      data: { hotspots: spots },
    });
    expect(imageHotspotProps.safeParse(props(hotspots)).success).toBe(true);
    expect(
      imageHotspotProps.safeParse(
        props([{ ...spot(1, 0, 0, 50, 50), fullLink: { kind: 'search' } }]),
      ).success,
    ).toBe(false);
    expect(imageHotspotProps.safeParse(props([spot(1, 700, 0, 100, 50)])).success).toBe(false);
  });
});
