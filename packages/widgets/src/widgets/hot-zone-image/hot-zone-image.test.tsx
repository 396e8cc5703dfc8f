// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgetForTest } from '../../testing/render-helpers';
import { hotZoneImageDefaults } from './hot-zone-image.defaults';
import { hotZoneImageProps } from './hot-zone-image.schema';
import { hotZoneImageView } from './hot-zone-image.view';
import {
  addZone,
  clampZone,
  deleteZone,
  HOT_ZONE_DEFAULT_AREA,
  moveZone,
  resizeZone,
  type HotZone,
} from './hot-zone-image.zones';

const area = { width: 375, height: 667 };
const zone = (index: number, left = 0, top = 0, width = 100, height = 100): HotZone => ({
  index,
  left,
  top,
  width,
  height,
});
const image = { url: '/poster.png', ...area };
const preview = (zones: HotZone[]) =>
  renderWidgetForTest(hotZoneImageView, { data: { image, zones } }, { mode: 'preview' });
const lastZones = (dispatch: ReturnType<typeof preview>['ctx']['dispatch']) => {
  const action = dispatch.mock.calls.at(-1)?.[0];
  return action?.type === 'hot-zones-change' ? action.zones : undefined;
};

describe('hot-zone geometry (§5, §9)', () => {
  it('adds a 30 by 30 zone on a default 375 by 667 picture', () => {
    expect(HOT_ZONE_DEFAULT_AREA).toEqual(area);
    expect(hotZoneImageDefaults.data.image).toMatchObject(area);
    expect(addZone([zone(1, 50, 50)], area)).toEqual([zone(1, 50, 50), zone(2, 0, 0, 30, 30)]);
  });

  it('keeps a zone at least 20 by 20', () => {
    expect(resizeZone(zone(1, 10, 10, 40, 40), -100, -35, area)).toEqual(zone(1, 10, 10, 20, 20));
    expect(clampZone(zone(1, 0, 0, 5, 5), area)).toEqual(zone(1, 0, 0, 20, 20));
  });

  it('keeps a zone inside its parent area when moved or resized', () => {
    expect(moveZone(zone(1, 300, 600, 50, 50), 100, 100, area)).toEqual(zone(1, 325, 617, 50, 50));
    expect(moveZone(zone(1, 10, 10, 50, 50), -100, -100, area)).toEqual(zone(1, 0, 0, 50, 50));
    expect(resizeZone(zone(1, 300, 0, 50, 50), 500, 1000, area)).toEqual(zone(1, 300, 0, 75, 667));
  });

  it('deletes a zone and numbers the rest again', () => {
    expect(deleteZone([zone(1), zone(2, 5), zone(3, 9)], 0)).toEqual([zone(1, 5), zone(2, 9)]);
  });

  it('rejects saved zones under 20 by 20 or outside the picture', () => {
    const props = (zones: HotZone[]) => ({
      ...hotZoneImageDefaults,
      data: { image, zones },
    });
    expect(hotZoneImageProps.safeParse(props([zone(1, 0, 0, 20, 20)])).success).toBe(true);
    expect(hotZoneImageProps.safeParse(props([zone(1, 0, 0, 19, 40)])).success).toBe(false);
    expect(hotZoneImageProps.safeParse(props([zone(1, 300, 0, 100, 40)])).success).toBe(false);
  });
});

describe('hot-zone image', () => {
  it('adds a zone in the builder and hands the zones to the host', () => {
    const { ctx } = preview([zone(1, 50, 50)]);
    fireEvent.click(screen.getByRole('button', { name: '添加热区' }));
    expect(screen.getByRole('button', { name: '热区 2' })).toBeTruthy();
    expect(lastZones(ctx.dispatch)).toEqual([zone(1, 50, 50), zone(2, 0, 0, 30, 30)]);
  });

  it('moves a zone by dragging, within the picture', () => {
    const { ctx } = preview([zone(1, 10, 10, 50, 50)]);
    const target = screen.getByRole('button', { name: '热区 1' });
    fireEvent.pointerDown(target, { clientX: 100, clientY: 100 });
    fireEvent.pointerMove(window, { clientX: 130, clientY: 120 });
    expect(target.style.left).toBe(`${(40 / 375) * 100}%`);
    expect(ctx.dispatch).not.toHaveBeenCalled();
    fireEvent.pointerUp(window, { clientX: 1000, clientY: 120 });
    expect(lastZones(ctx.dispatch)).toEqual([zone(1, 325, 30, 50, 50)]);
  });

  it('resizes a zone from its corner handle, never under 20 by 20', () => {
    const { ctx, container } = preview([zone(1, 10, 10, 50, 50)]);
    const handle = container.querySelector('[data-resize-handle]')!;
    fireEvent.pointerDown(handle, { clientX: 0, clientY: 0 });
    fireEvent.pointerUp(window, { clientX: 40, clientY: -100 });
    expect(lastZones(ctx.dispatch)).toEqual([zone(1, 10, 10, 90, 20)]);
  });

  it('moves a focused zone with the arrows, resizes it with Alt+arrows, deletes it with Delete', () => {
    const { ctx } = preview([zone(1, 10, 10), zone(2, 200, 200)]);
    fireEvent.keyDown(screen.getByRole('button', { name: '热区 1' }), { key: 'ArrowRight' });
    expect(lastZones(ctx.dispatch)).toEqual([zone(1, 11, 10), zone(2, 200, 200)]);
    fireEvent.keyDown(screen.getByRole('button', { name: '热区 1' }), {
      key: 'ArrowDown',
      shiftKey: true,
    });
    expect(lastZones(ctx.dispatch)?.[0]).toEqual(zone(1, 11, 20));
    fireEvent.keyDown(screen.getByRole('button', { name: '热区 1' }), {
      key: 'ArrowLeft',
      altKey: true,
      shiftKey: true,
    });
    expect(lastZones(ctx.dispatch)?.[0]).toEqual(zone(1, 11, 20, 90, 100));
    fireEvent.keyDown(screen.getByRole('button', { name: '热区 1' }), {
      key: 'ArrowUp',
      altKey: true,
    });
    expect(lastZones(ctx.dispatch)?.[0]).toEqual(zone(1, 11, 20, 90, 99));
    fireEvent.keyDown(screen.getByRole('button', { name: '热区 1' }), { key: 'Delete' });
    expect(lastZones(ctx.dispatch)).toEqual([zone(1, 200, 200)]);
  });

  it('deletes a zone with its delete button', () => {
    const { ctx } = preview([zone(1), zone(2, 200, 200)]);
    fireEvent.click(screen.getByRole('button', { name: '删除热区 1' }));
    expect(screen.queryByRole('button', { name: '热区 2' })).toBeNull();
    expect(lastZones(ctx.dispatch)).toEqual([zone(1, 200, 200)]);
  });

  it('follows zones the builder saved', () => {
    const { rerender } = preview([zone(1)]);
    fireEvent.click(screen.getByRole('button', { name: '添加热区' }));
    rerender({ data: { image, zones: [zone(1), zone(2), zone(3)] } });
    expect(screen.getAllByRole('button', { name: /^热区/ })).toHaveLength(3);
  });

  it('shows the picture with inert zones to shoppers (no editing)', () => {
    const { container } = renderWidgetForTest(hotZoneImageView, {
      data: { image, zones: [zone(1)] },
    });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('[data-zone="1"]')).not.toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/poster.png');
  });
});
