import { memo, type DragEvent, type KeyboardEvent } from 'react';
import { renderWidget, type RenderContext } from '@retail/widgets/render';
import type { EditorComponent } from './editor-state';

export const SELECTED = '#1677ff';
export const PROBLEM = '#cf1322';

/**
 * What a block does with its events. The canvas makes one object for its whole life (reading its
 * latest state through a ref), so that a block whose own props did not change is not drawn again:
 * on a 200-widget page one typed character redraws one block, not 200.
 */
export type BlockHandlers = {
  select: (id: string) => void;
  keyDown: (event: KeyboardEvent, component: EditorComponent) => void;
  dragStart: (event: DragEvent, id: string) => void;
  dragOver: (event: DragEvent, position: number) => void;
  drop: (event: DragEvent) => void;
  dragEnd: () => void;
  register: (id: string, button: HTMLButtonElement | null) => void;
};

type Props = {
  component: EditorComponent;
  /** The block's accessible name (its widget and place). */
  name: string;
  /** Its place in the page's flow; null for a layer drawn out of it (top bar, tab bar…). */
  position: number | null;
  selected: boolean;
  locked: boolean;
  problemCount: number;
  /** The block's states in words (hidden, locked, problems), shown on it and in its name. */
  states: string;
  dropBefore: boolean;
  dropAfter: boolean;
  dropLabel: string;
  ctx: RenderContext;
  handlers: BlockHandlers;
};

/**
 * One block on the phone: the widget as shoppers see it, made inert, under one button that
 * selects it, drags it and takes the keyboard (no control inside another).
 */
export const CanvasBlock = memo(
  ({
    component,
    name,
    position,
    selected,
    locked,
    problemCount,
    states,
    dropBefore,
    dropAfter,
    dropLabel,
    ctx,
    handlers,
  }: Props) => {
    const outline = problemCount > 0 ? PROBLEM : selected ? SELECTED : 'transparent';
    return (
      <div
        // A layer drawn out of the flow (a transparent top bar) still gets a box to click.
        style={{ position: 'relative', minHeight: position === null ? 40 : undefined }}
        data-component-id={component.id}
        data-selected={selected || undefined}
        onDragOver={position === null ? undefined : (e) => handlers.dragOver(e, position)}
        onDrop={position === null ? undefined : handlers.drop}
      >
        {dropBefore && <DropLine label={dropLabel} />}
        <div
          inert
          style={{ pointerEvents: 'none', opacity: component.hidden ? 0.35 : 1, minHeight: 12 }}
        >
          {renderWidget({ ...component, hidden: false }, ctx)}
        </div>
        <button
          type="button"
          ref={(el) => handlers.register(component.id, el)}
          aria-label={`${name}${states ? ` (${states})` : ''}`}
          aria-pressed={selected}
          aria-describedby="canvas-keys"
          data-testid="canvas-block"
          data-type={component.type}
          draggable={!locked}
          onDragStart={(e) => handlers.dragStart(e, component.id)}
          onDragEnd={handlers.dragEnd}
          onClick={() => handlers.select(component.id)}
          onKeyDown={(e) => handlers.keyDown(e, component)}
          style={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            background: 'transparent',
            border: `2px ${problemCount > 0 || selected ? 'solid' : 'dashed'} ${outline}`,
            cursor: locked ? 'default' : 'grab',
            padding: 0,
            zIndex: 1,
          }}
        />
        {states && (
          <span
            aria-hidden
            style={{
              position: 'absolute',
              right: 2,
              top: 2,
              zIndex: 2,
              fontSize: 11,
              padding: '0 4px',
              borderRadius: 4,
              color: '#fff',
              background: problemCount > 0 ? PROBLEM : '#434343',
              pointerEvents: 'none',
            }}
          >
            {states}
          </span>
        )}
        {dropAfter && <DropLine label={dropLabel} />}
      </div>
    );
  },
);
CanvasBlock.displayName = 'CanvasBlock';

export const DropLine = ({ label }: { label: string }) => (
  <div
    role="presentation"
    data-testid="drop-indicator"
    title={label}
    style={{ height: 4, background: SELECTED, margin: '1px 0', borderRadius: 2 }}
  />
);
