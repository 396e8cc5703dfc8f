import { describe, expect, it } from 'vitest';
import {
  addZone,
  clampZone,
  deleteZone,
  moveZone,
  nudgeZone,
  rescaleZones,
  resizeZone,
  type EditorZone,
} from './hot-zone-model';

const area = { width: 375, height: 667 };

describe('hot-zone geometry', () => {
  it('adds 30 by 30 zones numbered in order, never exactly on top of another', () => {
    const one = addZone([], area, true);
    expect(one).toEqual([{ index: 1, left: 0, top: 0, width: 30, height: 30, target: '' }]);
    const two = addZone(one, area, false);
    expect(two[1]).toEqual({ index: 2, left: 10, top: 10, width: 30, height: 30 });
  });

  it('deletes a zone and renumbers the rest', () => {
    let zones: EditorZone[] = [];
    for (let i = 0; i < 3; i += 1) zones = addZone(zones, area, false);
    const left = deleteZone(zones, 0);
    expect(left.map((z) => [z.index, z.left])).toEqual([
      [1, 10],
      [2, 20],
    ]);
  });

  it('moves inside the picture only', () => {
    const zone = { index: 1, left: 10, top: 10, width: 100, height: 50 };
    expect(moveZone(zone, 30, 5, area)).toMatchObject({ left: 40, top: 15 });
    expect(moveZone(zone, -50, -50, area)).toMatchObject({ left: 0, top: 0 });
    expect(moveZone(zone, 1000, 1000, area)).toMatchObject({ left: 275, top: 617 });
  });

  it('resizes to at least 20 by 20 and never past the picture edge', () => {
    const zone = { index: 1, left: 300, top: 10, width: 50, height: 50 };
    expect(resizeZone(zone, -100, -100, area)).toMatchObject({ width: 20, height: 20 });
    expect(resizeZone(zone, 500, 0, area)).toMatchObject({ left: 300, width: 75 });
    // A picture smaller than the minimum gets a zone as big as itself.
    expect(clampZone({ left: 5, top: 5, width: 5, height: 5 }, { width: 12, height: 40 })).toEqual({
      left: 0,
      top: 5,
      width: 12,
      height: 20,
    });
  });

  it('carries zones to a picture of another size as the same fractions of it', () => {
    const zones = [{ index: 1, left: 75, top: 100, width: 150, height: 200, target: 'x' }];
    const bigger = rescaleZones(zones, { width: 375, height: 400 }, { width: 750, height: 800 });
    expect(bigger).toEqual([
      { index: 1, left: 150, top: 200, width: 300, height: 400, target: 'x' },
    ]);
    const smaller = rescaleZones(zones, { width: 375, height: 400 }, { width: 75, height: 80 });
    // 30 by 40 keeps within the minimum only where it can: width 30 ≥ 20, height 40 ≥ 20.
    expect(smaller[0]).toMatchObject({ left: 15, top: 20, width: 30, height: 40 });
  });

  it('nudges with the arrow keys: 1 px, 10 with Shift, resizing with Alt', () => {
    const zone = { index: 1, left: 10, top: 10, width: 30, height: 30 };
    const none = { shift: false, alt: false };
    expect(nudgeZone(zone, 'ArrowRight', none, area)).toMatchObject({ left: 11 });
    expect(nudgeZone(zone, 'ArrowUp', { shift: true, alt: false }, area)).toMatchObject({ top: 0 });
    expect(nudgeZone(zone, 'ArrowDown', { shift: false, alt: true }, area)).toMatchObject({
      top: 10,
      height: 31,
    });
    expect(nudgeZone(zone, 'Enter', none, area)).toBeNull();
  });
});
