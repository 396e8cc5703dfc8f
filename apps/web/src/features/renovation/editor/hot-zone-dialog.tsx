import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button, Flex, Input, InputNumber, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { EditDialog } from '../../../components/list';
import { ImageChooser } from '../../../components/file-bank';
import { useMessages } from '../../../lib/i18n/feature-messages';
import type { EditorComponent } from './editor-state';
import { editorMessages } from './editor.i18n';
import {
  pictureOf,
  storedZones,
  zonesOf,
  type ZonePicture,
  type ZoneWidget,
} from './hot-zone-fields';
import {
  addZone,
  clampZone,
  deleteZone,
  moveZone,
  nudgeZone,
  rescaleZones,
  resizeZone,
  zoneOnScreen,
  type EditorZone,
} from './hot-zone-model';
import { OriginalImage } from './image-field';

/** The picture is shown at most this wide in the dialog. */
const DISPLAY_WIDTH = 420;

type Props = {
  component: EditorComponent;
  widget: ZoneWidget;
  title: string;
  onClose: () => void;
  /** The picture and zones, as one change. */
  onConfirm: (updates: readonly (readonly [string, unknown])[]) => void;
};

type Drag = { kind: 'move' | 'resize'; at: number; x: number; y: number; start: EditorZone };

/**
 * The hot-zone editor (storefront-widgets.md §4, §5, §9): add 30×30 zones, drag to move, drag the
 * corner to resize (at least 20×20), delete, all kept inside the picture; arrow keys nudge; each
 * zone's link where the widget has one. Closing with changes asks 确认关闭？; saving is one step.
 */
export const HotZoneDialog = ({ component, widget, title, onClose, onConfirm }: Props) => {
  const t = useMessages(editorMessages);
  const [picture, setPicture] = useState<ZonePicture>(() => pictureOf(component, widget));
  const [zones, setZones] = useState<EditorZone[]>(() => zonesOf(component, widget));
  const [active, setActive] = useState<number | null>(null);
  const [dirty, setDirty] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [original, setOriginal] = useState<string | null>(null);
  const drag = useRef<Drag | null>(null);
  const refs = useRef(new Map<number, HTMLButtonElement>());
  const area = { width: picture.width, height: picture.height };
  const scale = Math.min(DISPLAY_WIDTH, picture.width) / picture.width;

  const change = (next: EditorZone[]) => {
    setZones(next);
    setDirty(true);
  };
  const replace = (at: number, zone: EditorZone) =>
    change(zones.map((z, i) => (i === at ? zone : z)));
  const remove = (at: number) => {
    change(deleteZone(zones, at));
    setActive(null);
  };

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>, kind: Drag['kind'], at: number) => {
    const start = zones[at];
    if (!start) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { kind, at, x: e.clientX, y: e.clientY, start };
    setActive(at);
    e.stopPropagation();
  };
  const onPointerMove = (e: PointerEvent) => {
    const d = drag.current;
    if (!d) return;
    const dx = (e.clientX - d.x) / scale;
    const dy = (e.clientY - d.y) / scale;
    replace(
      d.at,
      d.kind === 'move' ? moveZone(d.start, dx, dy, area) : resizeZone(d.start, dx, dy, area),
    );
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKey = (e: KeyboardEvent, at: number, resizing: boolean) => {
    const zone = zones[at];
    if (!zone) return;
    if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      remove(at);
      return;
    }
    const next = nudgeZone(zone, e.key, { shift: e.shiftKey, alt: e.altKey || resizing }, area);
    if (next) {
      e.preventDefault();
      replace(at, next);
    }
  };
  const setNumber = (at: number, key: 'left' | 'top' | 'width' | 'height', value: unknown) => {
    const zone = zones[at];
    if (!zone || typeof value !== 'number') return;
    replace(at, clampZone({ ...zone, [key]: value }, area));
  };

  return (
    <EditDialog
      open
      title={`${t('zones.title')}: ${title}`}
      dirty={dirty}
      width={920}
      testId="hot-zone-dialog"
      onClose={onClose}
      onSubmit={() =>
        onConfirm([
          [widget.image, picture],
          [widget.zones, storedZones(zones, widget)],
        ])
      }
    >
      <Typography.Paragraph type="secondary">{t('zones.help')}</Typography.Paragraph>
      <Flex gap={8} style={{ marginBottom: 8 }} wrap>
        <Button
          icon={<PlusOutlined />}
          aria-label={t('zones.add')}
          data-testid="zone-add"
          disabled={zones.length >= widget.max}
          onClick={() => {
            change(addZone(zones, area, widget.linked));
            setActive(zones.length);
          }}
        >
          {t('zones.add')}
        </Button>
        <Button onClick={() => setChoosing(true)}>{t('zones.picture')}</Button>
        <Button disabled={!picture.url} onClick={() => setOriginal(picture.url)}>
          {t('original')}
        </Button>
        <Typography.Text type="secondary" style={{ alignSelf: 'center' }}>
          {t('zones.area', { width: picture.width, height: picture.height })} ·{' '}
          {t('zones.max', { max: widget.max })}
        </Typography.Text>
      </Flex>
      <Flex gap={16} align="flex-start">
        <div
          data-testid="zone-picture"
          style={{
            position: 'relative',
            flex: 'none',
            width: picture.width * scale,
            height: picture.height * scale,
            background: `#eee url("${picture.url}") 0 0 / 100% 100% no-repeat`,
            touchAction: 'none',
            userSelect: 'none',
          }}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
        >
          {zones.map((zone, at) => {
            const box = zoneOnScreen(zone, scale);
            const n = zone.index;
            return (
              <div key={at} style={{ position: 'absolute', ...box }}>
                <button
                  type="button"
                  ref={(el) => {
                    if (el) refs.current.set(at, el);
                  }}
                  aria-label={t('zones.zone', { n })}
                  aria-pressed={active === at}
                  data-testid="zone"
                  onFocus={() => setActive(at)}
                  onPointerDown={(e) => onPointerDown(e, 'move', at)}
                  onKeyDown={(e) => onKey(e, at, false)}
                  style={{
                    position: 'absolute',
                    inset: 0,
                    width: '100%',
                    background: 'rgba(22,119,255,0.25)',
                    border: `2px solid ${active === at ? '#0958d9' : '#1677ff'}`,
                    color: '#fff',
                    textShadow: '0 0 2px #000',
                    cursor: 'move',
                    fontSize: 12,
                  }}
                >
                  {n}
                </button>
                <button
                  type="button"
                  aria-label={t('zones.resize', { n })}
                  data-testid="zone-resize"
                  onPointerDown={(e) => onPointerDown(e, 'resize', at)}
                  onKeyDown={(e) => onKey(e, at, true)}
                  style={{
                    position: 'absolute',
                    right: -5,
                    bottom: -5,
                    width: 12,
                    height: 12,
                    padding: 0,
                    background: '#fff',
                    border: '2px solid #0958d9',
                    cursor: 'nwse-resize',
                  }}
                />
              </div>
            );
          })}
        </div>
        <Flex vertical gap={8} style={{ flex: 1, maxHeight: 520, overflowY: 'auto' }}>
          {zones.map((zone, at) => {
            const n = zone.index;
            return (
              <section
                key={at}
                aria-label={t('zones.zone', { n })}
                style={{
                  border: `1px solid ${active === at ? '#1677ff' : '#d9d9d9'}`,
                  borderRadius: 6,
                  padding: 8,
                }}
              >
                <Flex justify="space-between" align="center">
                  <Typography.Text strong>{t('zones.zone', { n })}</Typography.Text>
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('zones.remove', { n })}
                    data-testid="zone-remove"
                    onClick={() => remove(at)}
                  />
                </Flex>
                <Flex gap={4} wrap>
                  {(['left', 'top', 'width', 'height'] as const).map((key) => (
                    <InputNumber
                      key={key}
                      size="small"
                      style={{ width: 90 }}
                      aria-label={t(`zones.${key}`, { n })}
                      value={zone[key]}
                      min={key === 'width' || key === 'height' ? 20 : 0}
                      onChange={(value) => setNumber(at, key, value)}
                    />
                  ))}
                </Flex>
                {widget.linked && (
                  <Input
                    size="small"
                    style={{ marginTop: 4 }}
                    aria-label={t('zones.target', { n })}
                    placeholder={t('zones.target', { n })}
                    value={zone.target ?? ''}
                    onChange={(e) => replace(at, { ...zone, target: e.target.value })}
                  />
                )}
              </section>
            );
          })}
        </Flex>
      </Flex>
      <ImageChooser
        open={choosing}
        onClose={() => setChoosing(false)}
        onConfirm={(file) => {
          setChoosing(false);
          const next = {
            url: file.fileUrl,
            width: file.width ?? picture.width,
            height: file.height ?? picture.height,
          };
          setZones(rescaleZones(zones, area, { width: next.width, height: next.height }));
          setPicture(next);
          setDirty(true);
        }}
      />
      <OriginalImage url={original} onClose={() => setOriginal(null)} />
    </EditDialog>
  );
};
