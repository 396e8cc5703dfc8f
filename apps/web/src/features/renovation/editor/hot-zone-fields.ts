// Where each hot-zone widget keeps its picture and zones, and what changing the picture's size
// does to them: the zones follow as the same fractions of the picture (hot-zone-model.ts).
import { fieldValue, componentOf, type EditorComponent, type PageDocument } from './editor-state';
import { rescaleZones, type EditorZone, type ZoneArea } from './hot-zone-model';

export type ZoneWidget = {
  /** The picture `{ url, width, height }`. */
  image: string;
  /** The zones list. */
  zones: string;
  /** Whether each zone carries a link (image-hotspot's `fullLink`, declared inert by §2). */
  linked: boolean;
  max: number;
};

/** The widgets whose zones the hot-zone editor draws (their props schemas in packages/widgets). */
export const ZONE_WIDGETS: Readonly<Record<string, ZoneWidget>> = {
  'image-hotspot': { image: 'params.image', zones: 'data.hotspots', linked: true, max: 30 },
  'hot-zone-image': { image: 'data.image', zones: 'data.zones', linked: false, max: 30 },
};

export const zoneWidgetOf = (type: string): ZoneWidget | undefined => ZONE_WIDGETS[type];

export type ZonePicture = { url: string; width: number; height: number };

const num = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;

export const pictureOf = (component: EditorComponent, widget: ZoneWidget): ZonePicture => {
  const image = (fieldValue(component, widget.image) ?? {}) as Record<string, unknown>;
  return {
    url: typeof image.url === 'string' ? image.url : '',
    width: num(image.width, 375),
    height: num(image.height, 667),
  };
};

type StoredZone = {
  index: number;
  left: number;
  top: number;
  width: number;
  height: number;
  fullLink?: { kind: 'inert'; declared: 'hotspot'; target: string };
};

/** The stored zones as the editor's zones (a hotspot's link target as `target`). */
export const zonesOf = (component: EditorComponent, widget: ZoneWidget): EditorZone[] => {
  const stored = fieldValue(component, widget.zones);
  if (!Array.isArray(stored)) return [];
  return (stored as StoredZone[]).map((zone, i) => ({
    index: i + 1,
    left: zone.left,
    top: zone.top,
    width: zone.width,
    height: zone.height,
    ...(widget.linked ? { target: zone.fullLink?.target ?? '' } : {}),
  }));
};

/** The editor's zones as the widget stores them. */
export const storedZones = (zones: readonly EditorZone[], widget: ZoneWidget): StoredZone[] =>
  zones.map((zone, i) => ({
    index: i + 1,
    left: zone.left,
    top: zone.top,
    width: zone.width,
    height: zone.height,
    ...(widget.linked
      ? {
          fullLink: {
            kind: 'inert' as const,
            declared: 'hotspot' as const,
            target: zone.target ?? '',
          },
        }
      : {}),
  }));

const areaOf = (picture: ZonePicture): ZoneArea => ({
  width: picture.width,
  height: picture.height,
});

/**
 * Sets a field with `set`, and when it changes the size of a hot-zone widget's picture, carries
 * the zones over to the new size (so they stay over the same parts of the picture).
 */
export const withFieldEffects = (
  doc: PageDocument,
  id: string,
  path: string,
  value: unknown,
  set: (doc: PageDocument, path: string, value: unknown) => PageDocument,
): PageDocument => {
  const before = componentOf(doc, id);
  const next = set(doc, path, value);
  const widget = before ? zoneWidgetOf(before.type) : undefined;
  if (!before || !widget || !path.startsWith(widget.image) || path.startsWith(widget.zones))
    return next;
  const after = componentOf(next, id);
  if (!after) return next;
  const from = pictureOf(before, widget);
  const to = pictureOf(after, widget);
  if (from.width === to.width && from.height === to.height) return next;
  const zones = rescaleZones(zonesOf(before, widget), areaOf(from), areaOf(to));
  return set(next, widget.zones, storedZones(zones, widget));
};
