import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { theme } from 'antd';
import type { Locale } from '@retail/contract';
import type { RenderContext } from '@retail/widgets/render';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { CanvasBlock, DropLine, SELECTED, type BlockHandlers } from './canvas-block';
import { splitLayers, type EditorComponent } from './editor-state';
import { editorMessages } from './editor.i18n';
import { PALETTE_MIME } from './editor-palette';
import type { EditorApi, Refusal } from './use-editor';

export const PHONE_WIDTH = 375;
export const PHONE_HEIGHT = 667;
const COMPONENT_MIME = 'application/x-retail-component';

type Props = {
  editor: EditorApi;
  locale: Locale;
  labelOf: (type: string) => string;
  problems: ReadonlyMap<string, number>;
  onRefused: (refusal: Refusal) => void;
};

/** Where a drop lands in the document: before the flow block at `position`, or at the end. */
const documentIndexOf = (flow: { index: number }[], position: number, total: number): number =>
  position < flow.length ? flow[position]!.index : total;

const noop = () => undefined;

/**
 * The middle pane: the page on a 375×667 phone as shoppers see it. Each block is covered by one
 * button that selects it, drags it and takes the keyboard; the block itself is inert, so no
 * control sits inside another. Top nav and tab bar are fixed to the top and bottom of the phone,
 * the floating menu over the page, the ad pop-up in the middle while it is chosen.
 */
export const EditorCanvas = ({ editor, locale, labelOf, problems, onRefused }: Props) => {
  const t = useMessages(editorMessages);
  const { token } = theme.useToken();
  const bodyRef = useRef<HTMLDivElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef(false);
  const [drop, setDrop] = useState<number | null>(null);
  const { doc, selectedId, locked } = editor;
  const { flow, layers } = useMemo(() => splitLayers(doc), [doc]);

  const ctx = useMemo<RenderContext>(
    () => ({
      locale,
      loggedIn: true,
      platform: 'h5',
      mode: 'preview',
      navigate: noop,
      dispatch: noop,
      scrollContainer: () => bodyRef.current,
    }),
    [locale],
  );

  useEffect(() => {
    if (!focusNext.current || !selectedId) return;
    focusNext.current = false;
    buttons.current.get(selectedId)?.focus();
  }, [selectedId, doc]);

  // The latest state, for handlers made once (see BlockHandlers).
  const latest = useRef({ editor, doc, flow, drop, onRefused });
  latest.current = { editor, doc, flow, drop, onRefused };

  const handlers = useMemo<BlockHandlers>(() => {
    const refuse = (refusal: Refusal | null) => {
      if (refusal) latest.current.onRefused(refusal);
    };
    const drop = (e: DragEvent) => {
      e.preventDefault();
      // A block's drop is the only one: the phone's own handler must not insert it again.
      e.stopPropagation();
      const { editor: ed, doc: d, flow: f, drop: at } = latest.current;
      const position = at ?? f.length;
      setDrop(null);
      const type = e.dataTransfer.getData(PALETTE_MIME);
      const target = documentIndexOf(f, position, d.components.length);
      if (type) return refuse(ed.insert(type, target));
      const id = e.dataTransfer.getData(COMPONENT_MIME);
      const from = d.components.findIndex((c) => c.id === id);
      if (from < 0) return;
      refuse(ed.move(from, from < target ? target - 1 : target));
    };
    return {
      select: (id) => latest.current.editor.select(id),
      drop,
      dragEnd: () => setDrop(null),
      dragStart: (e, id) => {
        e.dataTransfer.setData(COMPONENT_MIME, id);
        e.dataTransfer.effectAllowed = 'move';
        latest.current.editor.select(id);
      },
      dragOver: (e, position) => {
        e.preventDefault();
        e.stopPropagation();
        const box = e.currentTarget.getBoundingClientRect();
        setDrop(e.clientY < box.top + box.height / 2 ? position : position + 1);
      },
      register: (id, el) => {
        if (el) buttons.current.set(id, el);
        else buttons.current.delete(id);
      },
      keyDown: (e, component) => {
        const { editor: ed, doc: d } = latest.current;
        const at = d.components.findIndex((c) => c.id === component.id);
        const mod = e.ctrlKey || e.metaKey;
        let handled = true;
        if (e.altKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
          focusNext.current = true;
          refuse(ed.nudge(component.id, e.key === 'ArrowUp' ? -1 : 1));
        } else if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
          const next = d.components[at + (e.key === 'ArrowUp' ? -1 : 1)];
          if (next) {
            focusNext.current = true;
            ed.select(next.id);
          }
        } else if (e.key === 'Delete' || e.key === 'Backspace') {
          focusNext.current = true;
          refuse(ed.remove(component.id));
        } else if (mod && e.key.toLowerCase() === 'd') {
          focusNext.current = true;
          refuse(ed.duplicate(component.id));
        } else if (e.key === 'Escape') ed.select(null);
        else handled = false;
        if (handled) {
          e.preventDefault();
          e.stopPropagation();
        }
      },
    };
  }, []);

  const onDragOverBody = (e: DragEvent) => {
    e.preventDefault();
    e.dataTransfer.dropEffect = e.dataTransfer.types.includes(PALETTE_MIME) ? 'copy' : 'move';
    if (e.target === e.currentTarget) setDrop(flow.length);
  };

  const item = (component: EditorComponent, name: string, position: number | null) => {
    const problemCount = problems.get(component.id) ?? 0;
    const isLocked = locked.has(component.id);
    const states = [
      component.hidden ? t('canvas.hidden') : null,
      isLocked ? t('canvas.locked') : null,
      problemCount > 0 ? t('canvas.problems', { count: problemCount }) : null,
    ]
      .filter(Boolean)
      .join(', ');
    return (
      <CanvasBlock
        key={component.id}
        component={component}
        name={name}
        position={position}
        selected={component.id === selectedId}
        locked={isLocked}
        problemCount={problemCount}
        states={states}
        dropBefore={position !== null && drop === position}
        dropAfter={position !== null && position === flow.length - 1 && drop === flow.length}
        dropLabel={t('canvas.dropHere')}
        ctx={ctx}
        handlers={handlers}
      />
    );
  };

  const layer = (type: string) => layers.filter((l) => l.component.type === type);
  const layerItem = ({ component }: { component: EditorComponent }) =>
    item(component, t('canvas.layer', { name: labelOf(component.type) }), null);
  const popup = layer('ad-popup').filter((l) => l.component.id === selectedId);

  return (
    <section aria-label={t('canvas.title')} style={{ flex: 'none' }}>
      <p id="canvas-keys" style={{ fontSize: 12, color: token.colorTextSecondary, maxWidth: 400 }}>
        {t('canvas.keys')}
      </p>
      <div
        style={{ padding: 12, borderRadius: 32, background: '#1f1f1f', width: PHONE_WIDTH + 24 }}
      >
        <div
          data-testid="editor-phone"
          lang={locale === 'zh' ? 'zh-CN' : locale}
          style={{
            position: 'relative',
            transform: 'translateZ(0)',
            width: PHONE_WIDTH,
            height: PHONE_HEIGHT,
            borderRadius: 20,
            overflow: 'hidden',
            display: 'flex',
            flexDirection: 'column',
            background: doc.page.background || '#f5f5f5',
            color: '#333',
          }}
        >
          <div style={{ flex: 'none', zIndex: 3 }}>{layer('top-nav-bar').map(layerItem)}</div>
          <div
            ref={bodyRef}
            data-testid="canvas-body"
            style={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', position: 'relative' }}
            onDragOver={onDragOverBody}
            onDragLeave={(e) => {
              if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDrop(null);
            }}
            onDrop={handlers.drop}
          >
            {flow.length === 0 && (
              <p style={{ padding: 24, textAlign: 'center', color: '#595959' }}>
                {t('canvas.empty')}
              </p>
            )}
            {flow.map(({ component }, position) =>
              item(
                component,
                t('canvas.block', {
                  name: labelOf(component.type),
                  position: position + 1,
                  count: flow.length,
                }),
                position,
              ),
            )}
            {flow.length === 0 && drop !== null && <DropLine label={t('canvas.dropHere')} />}
          </div>
          <div style={{ flex: 'none', zIndex: 3 }}>{layer('bottom-tab-bar').map(layerItem)}</div>
          <div style={{ position: 'absolute', right: 8, bottom: 90, zIndex: 4, maxWidth: 200 }}>
            {layer('floating-menu').map(layerItem)}
          </div>
          {popup.length > 0 && (
            <div
              style={{
                position: 'absolute',
                inset: 0,
                zIndex: 5,
                background: 'rgba(0,0,0,0.45)',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
              }}
            >
              <div style={{ width: 300 }}>{popup.map(layerItem)}</div>
            </div>
          )}
        </div>
      </div>
      {layers.length > 0 && (
        <nav aria-label={t('canvas.layers')} style={{ marginTop: 8, maxWidth: PHONE_WIDTH + 24 }}>
          {layers.map(({ component }) => (
            <button
              key={component.id}
              type="button"
              aria-pressed={component.id === selectedId}
              data-testid="canvas-layer"
              onClick={() => editor.select(component.id)}
              style={{
                marginRight: 4,
                marginBottom: 4,
                padding: '2px 8px',
                borderRadius: 4,
                border: `1px solid ${component.id === selectedId ? SELECTED : token.colorBorder}`,
                background: token.colorBgContainer,
                color: token.colorText,
                cursor: 'pointer',
              }}
            >
              {labelOf(component.type)}
            </button>
          ))}
        </nav>
      )}
    </section>
  );
};
