// Hot-zone geometry of the builder's hot-zone editor (storefront-widgets.md §4, §5, §9): zones
// are measured in px of the picture's declared size (`image.width` × `image.height`), which the
// views place as percentages, i.e. fractions of the picture. When the picture changes size the
// zones are carried over as the same fractions, so they stay over the same parts of it.

/** §9: a zone is at least 20 by 20, a new one 30 by 30. */
export const ZONE_MIN = 20;
export const ZONE_NEW = 30;

export type ZoneArea = { width: number; height: number };
export type ZoneRect = { left: number; top: number; width: number; height: number };
/** A zone of the editor: its rectangle and, for widgets whose zones carry one, its link target. */
export type EditorZone = ZoneRect & { index: number; target?: string };

const clamp = (value: number, min: number, max: number): number =>
  Math.round(Math.min(Math.max(value, min), Math.max(min, max)));

/** §5: at least 20 by 20 (or the whole picture when it is smaller) and inside the picture. */
export const clampZone = <Z extends ZoneRect>(zone: Z, area: ZoneArea): Z => {
  const width = clamp(zone.width, Math.min(ZONE_MIN, area.width), area.width);
  const height = clamp(zone.height, Math.min(ZONE_MIN, area.height), area.height);
  return {
    ...zone,
    width,
    height,
    left: clamp(zone.left, 0, area.width - width),
    top: clamp(zone.top, 0, area.height - height),
  };
};

const renumber = <Z extends EditorZone>(zones: readonly Z[]): Z[] =>
  zones.map((zone, i) => ({ ...zone, index: i + 1 }));

/**
 * Adds a 30 by 30 zone: at the top left corner, or a little further along the diagonal when a
 * zone already starts there, so a new zone never hides exactly under another.
 */
export const addZone = (
  zones: readonly EditorZone[],
  area: ZoneArea,
  withTarget: boolean,
): EditorZone[] => {
  let offset = 0;
  while (zones.some((z) => z.left === offset && z.top === offset) && offset < area.width)
    offset += 10;
  const zone = clampZone(
    { index: 0, left: offset, top: offset, width: ZONE_NEW, height: ZONE_NEW },
    area,
  );
  return renumber([...zones, withTarget ? { ...zone, target: '' } : zone]);
};

export const deleteZone = (zones: readonly EditorZone[], position: number): EditorZone[] =>
  renumber(zones.filter((_, i) => i !== position));

/** Moves a zone by (dx, dy) px of the picture, keeping it inside. */
export const moveZone = <Z extends ZoneRect>(zone: Z, dx: number, dy: number, area: ZoneArea): Z =>
  clampZone({ ...zone, left: zone.left + dx, top: zone.top + dy }, area);

/** Resizes from the bottom right corner: the top left corner stays, at least 20 by 20. */
export const resizeZone = <Z extends ZoneRect>(
  zone: Z,
  dw: number,
  dh: number,
  area: ZoneArea,
): Z =>
  clampZone(
    {
      ...zone,
      width: Math.min(zone.width + dw, area.width - zone.left),
      height: Math.min(zone.height + dh, area.height - zone.top),
    },
    area,
  );

/** The zone as fractions of its picture (0…1). */
export const toFractions = (zone: ZoneRect, area: ZoneArea): ZoneRect => ({
  left: zone.left / area.width,
  top: zone.top / area.height,
  width: zone.width / area.width,
  height: zone.height / area.height,
});

/** Zones of a picture carried to a picture of another size, as the same fractions of it. */
export const rescaleZones = <Z extends ZoneRect>(
  zones: readonly Z[],
  from: ZoneArea,
  to: ZoneArea,
): Z[] => {
  if (from.width === to.width && from.height === to.height) return [...zones];
  return zones.map((zone) => {
    const f = toFractions(zone, from);
    return clampZone(
      {
        ...zone,
        left: f.left * to.width,
        top: f.top * to.height,
        width: f.width * to.width,
        height: f.height * to.height,
      },
      to,
    );
  });
};

/** Arrow keys move a zone by 1 px of the picture, 10 with Shift; with Alt they resize it. */
export const nudgeZone = <Z extends ZoneRect>(
  zone: Z,
  key: string,
  modifiers: { shift: boolean; alt: boolean },
  area: ZoneArea,
): Z | null => {
  const step = modifiers.shift ? 10 : 1;
  const delta: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const d = delta[key];
  if (!d) return null;
  return modifiers.alt ? resizeZone(zone, d[0], d[1], area) : moveZone(zone, d[0], d[1], area);
};

/** The zone over a picture shown `scale` times its declared size, in CSS px. */
export const zoneOnScreen = (zone: ZoneRect, scale: number) => ({
  left: zone.left * scale,
  top: zone.top * scale,
  width: zone.width * scale,
  height: zone.height * scale,
});
