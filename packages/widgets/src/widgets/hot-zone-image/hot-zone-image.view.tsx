import {
  Fragment,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { WidgetBlock } from '../../core/block';
import { useRenderContext } from '../../core/context';
import { useLatest } from '../../core/hooks';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { useWidgetText } from '../../i18n/use-widget-text';
import { HOT_ZONE_IMAGE, hotZoneImageDefaults, MAX_HOT_ZONES } from './hot-zone-image.defaults';
import type { HotZoneImageProps } from './hot-zone-image.schema';
import {
  addZone,
  deleteZone,
  moveZone,
  resizeZone,
  zoneBox,
  type HotZone,
  type ZoneArea,
} from './hot-zone-image.zones';
import { ACCENT_RED } from '../../core/colours';

/** How a zone looks where operators see zones (builder, gallery). */
export const PREVIEW_ZONE: CSSProperties = {
  border: '1px dashed var(--widget-theme)',
  background: 'rgba(64,158,255,0.2)',
  color: '#fff',
  fontSize: 12,
  lineHeight: '18px',
  textAlign: 'center',
};

/** A picture at its own aspect ratio, with zones laid over it (hot zones, image hotspots). */
export const ZonePicture = ({
  image,
  alt,
  frameRef,
  children,
}: {
  image: { url: string } & ZoneArea;
  alt: string;
  frameRef?: Ref<HTMLDivElement>;
  children: ReactNode;
}) => (
  <div
    ref={frameRef}
    style={{ position: 'relative', width: '100%', aspectRatio: `${image.width} / ${image.height}` }}
  >
    <img
      src={image.url}
      alt={alt}
      draggable={false}
      style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
    />
    {children}
  </div>
);

type Drag = {
  position: number;
  kind: 'move' | 'resize';
  x: number;
  y: number;
  start: HotZone;
  /** Picture px per screen px. */
  scale: number;
};

const STEP = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
} as const;

/**
 * The hot-zone editor (§4, §5, §9). In the builder preview zones can be added (30 by 30),
 * moved and resized by dragging and deleted; each stays at
 * least 20 by 20 inside its picture, and every finished change goes to the host as a
 * hot-zones-change action. Keys: arrows move a focused zone, Alt+arrows resize it (Shift: 10 px
 * steps), Delete removes it. On a shopper's phone the picture shows with its zones inert.
 */
export const HotZoneImageView = ({ id, style, data }: WidgetViewProps<HotZoneImageProps>) => {
  const t = useWidgetText();
  const { mode, dispatch } = useRenderContext();
  const area = data.image;
  // Local edits until the saved zones change (the builder saved them or the operator undid).
  const [edit, setEdit] = useState({ from: data.zones, zones: data.zones });
  const zones = edit.from === data.zones ? edit.zones : data.zones;
  const [drag, setDrag] = useState<Drag | null>(null);
  const frame = useRef<HTMLDivElement>(null);

  const commit = (next: HotZone[]) => {
    setEdit({ from: data.zones, zones: next });
    dispatch({ type: 'hot-zones-change', widgetId: id, zones: next });
  };
  const latest = useLatest({ zones, area, from: data.zones, commit });

  useEffect(() => {
    if (!drag) return undefined;
    const zoneAt = (event: PointerEvent) => {
      const dx = (event.clientX - drag.x) * drag.scale;
      const dy = (event.clientY - drag.y) * drag.scale;
      const { area: current } = latest.current;
      return drag.kind === 'move'
        ? moveZone(drag.start, dx, dy, current)
        : resizeZone(drag.start, dx, dy, current);
    };
    const withZone = (zone: HotZone) =>
      latest.current.zones.map((z, i) => (i === drag.position ? zone : z));
    const onMove = (event: PointerEvent) =>
      setEdit({ from: latest.current.from, zones: withZone(zoneAt(event)) });
    const onUp = (event: PointerEvent) => {
      latest.current.commit(withZone(zoneAt(event)));
      setDrag(null);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
    };
  }, [drag, latest]);

  const startDrag =
    (position: number, kind: Drag['kind']) => (event: ReactPointerEvent<HTMLElement>) => {
      const start = zones[position];
      if (!start) return;
      event.preventDefault();
      event.stopPropagation();
      const shown = frame.current?.getBoundingClientRect().width ?? 0;
      setDrag({
        position,
        kind,
        x: event.clientX,
        y: event.clientY,
        start,
        scale: shown > 0 ? area.width / shown : 1,
      });
    };

  const onKeyDown = (position: number) => (event: KeyboardEvent<HTMLElement>) => {
    const zone = zones[position];
    if (!zone) return;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      commit(deleteZone(zones, position));
      return;
    }
    if (!Object.hasOwn(STEP, event.key)) return;
    event.preventDefault();
    const [x, y] = STEP[event.key as keyof typeof STEP];
    const size = event.shiftKey ? 10 : 1;
    // Alt with an arrow resizes from the bottom right corner; an arrow alone moves.
    const change = event.altKey ? resizeZone : moveZone;
    commit(zones.map((z, i) => (i === position ? change(zone, x * size, y * size, area) : z)));
  };

  if (!area.url) return null;
  if (mode !== 'preview') {
    return (
      <WidgetBlock itemStyle={style}>
        <ZonePicture image={area} alt={t('common.image')}>
          {zones.map((zone, position) => (
            <span key={position} data-zone={zone.index} style={zoneBox(zone, area)} />
          ))}
        </ZonePicture>
      </WidgetBlock>
    );
  }
  return (
    <WidgetBlock itemStyle={style}>
      <button
        type="button"
        disabled={zones.length >= MAX_HOT_ZONES}
        onClick={() => commit(addZone(zones, area))}
        style={{ margin: '0 0 6px', padding: '4px 10px', fontSize: 12, cursor: 'pointer' }}
      >
        {t('hotZoneImage.add')}
      </button>
      <ZonePicture image={area} alt={t('common.image')} frameRef={frame}>
        {zones.map((zone, position) => {
          const box = zoneBox(zone, area);
          // The delete button sits on the zone's corner beside it, not inside the zone's own
          // button (nested controls reach no screen reader).
          return (
            <Fragment key={position}>
              <div
                role="button"
                tabIndex={0}
                aria-label={t('hotZoneImage.zone', { index: zone.index })}
                data-zone={zone.index}
                onPointerDown={startDrag(position, 'move')}
                onKeyDown={onKeyDown(position)}
                style={{ ...box, ...PREVIEW_ZONE, cursor: 'move', touchAction: 'none' }}
              >
                {zone.index}
                <span
                  data-resize-handle
                  aria-hidden="true"
                  onPointerDown={startDrag(position, 'resize')}
                  style={{
                    position: 'absolute',
                    right: -4,
                    bottom: -4,
                    width: 8,
                    height: 8,
                    background: 'var(--widget-theme)',
                    cursor: 'nwse-resize',
                  }}
                />
              </div>
              <button
                type="button"
                aria-label={t('hotZoneImage.delete', { index: zone.index })}
                onPointerDown={(event) => event.stopPropagation()}
                onClick={() => commit(deleteZone(zones, position))}
                style={{
                  position: 'absolute',
                  left: `calc(${box.left} + ${box.width} - 8px)`,
                  top: `calc(${box.top} - 8px)`,
                  width: 16,
                  height: 16,
                  padding: 0,
                  border: 0,
                  borderRadius: 8,
                  background: ACCENT_RED,
                  color: '#fff',
                  fontSize: 10,
                  lineHeight: '16px',
                  cursor: 'pointer',
                }}
              >
                ×
              </button>
            </Fragment>
          );
        })}
      </ZonePicture>
    </WidgetBlock>
  );
};

export const hotZoneImageView = defineWidgetView({
  type: HOT_ZONE_IMAGE,
  view: HotZoneImageView,
  defaults: hotZoneImageDefaults,
});
