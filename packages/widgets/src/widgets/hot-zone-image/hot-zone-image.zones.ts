// Hot-zone geometry (§4, §5, §9), pure (no React, no zod) so the schema, the views, the
// builder and the tests share it.

/** §9: a zone is at least 20 by 20, a new one 30 by 30, on a default 375 by 667 picture. */
export const HOT_ZONE_MIN_SIZE = 20;
export const HOT_ZONE_NEW_SIZE = 30;
export const HOT_ZONE_DEFAULT_AREA = { width: 375, height: 667 } as const;

export type HotZone = { index: number; left: number; top: number; width: number; height: number };
export type ZoneArea = { width: number; height: number };

const clamp = (value: number, min: number, max: number) =>
  Math.round(Math.min(Math.max(value, min), Math.max(min, max)));

/** §5: at least 20 by 20 (or the whole area if that is smaller) and inside its parent area. */
export const clampZone = (zone: HotZone, area: ZoneArea): HotZone => {
  const width = clamp(zone.width, Math.min(HOT_ZONE_MIN_SIZE, area.width), area.width);
  const height = clamp(zone.height, Math.min(HOT_ZONE_MIN_SIZE, area.height), area.height);
  return {
    index: zone.index,
    width,
    height,
    left: clamp(zone.left, 0, area.width - width),
    top: clamp(zone.top, 0, area.height - height),
  };
};

/** Zones numbered 1, 2, 3... in order, so the labels stay continuous after a deletion. */
const renumber = (zones: readonly HotZone[]): HotZone[] =>
  zones.map((zone, i) => ({ ...zone, index: i + 1 }));

/** Adds a 30 by 30 zone at the top left corner. */
export const addZone = (zones: readonly HotZone[], area: ZoneArea): HotZone[] =>
  renumber([
    ...zones,
    clampZone(
      { index: 0, left: 0, top: 0, width: HOT_ZONE_NEW_SIZE, height: HOT_ZONE_NEW_SIZE },
      area,
    ),
  ]);

export const deleteZone = (zones: readonly HotZone[], position: number): HotZone[] =>
  renumber(zones.filter((_, i) => i !== position));

/** Moves a zone by (dx, dy), keeping it inside the area. */
export const moveZone = (zone: HotZone, dx: number, dy: number, area: ZoneArea): HotZone =>
  clampZone({ ...zone, left: zone.left + dx, top: zone.top + dy }, area);

/** Resizes a zone from its bottom right corner, keeping its top left corner where it is. */
export const resizeZone = (zone: HotZone, dw: number, dh: number, area: ZoneArea): HotZone =>
  clampZone(
    {
      ...zone,
      width: Math.min(zone.width + dw, area.width - zone.left),
      height: Math.min(zone.height + dh, area.height - zone.top),
    },
    area,
  );

export const zoneFits = (zone: HotZone, area: ZoneArea): boolean =>
  zone.left + zone.width <= area.width && zone.top + zone.height <= area.height;

/** A zone placed over its picture in percent, so it follows the picture at any width. */
export const zoneBox = (zone: HotZone, area: ZoneArea) => ({
  position: 'absolute' as const,
  boxSizing: 'border-box' as const,
  left: `${(zone.left / area.width) * 100}%`,
  top: `${(zone.top / area.height) * 100}%`,
  width: `${(zone.width / area.width) * 100}%`,
  height: `${(zone.height / area.height) * 100}%`,
});
