import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { textOf } from '../../lib/i18n/feature-messages';
import { listMessages } from './list.i18n';
import './row-menu.css';

export type RowMenuItem = {
  key: string;
  label: string;
  onSelect: () => void;
  /** An action that removes or takes something away (the theme's error colour). */
  danger?: boolean;
  'data-testid'?: string;
};

type Props = {
  /** The actions, asked for when the menu opens (a row scrolled past only draws its button). */
  items: () => readonly RowMenuItem[];
  'data-testid'?: string;
};

/** A menu item's height and the menu's padding (row-menu.css), to place it above when needed. */
const ITEM_HEIGHT = 32;
const MENU_PADDING = 4;
const GAP = 4;

/** Where the menu shows: under the button, right edges aligned; above it near the bottom. */
const placeOf = (button: HTMLElement, count: number): CSSProperties => {
  const rect = button.getBoundingClientRect();
  const height = count * ITEM_HEIGHT + 2 * MENU_PADDING;
  const right = Math.max(0, document.documentElement.clientWidth - rect.right);
  return rect.bottom + GAP + height > window.innerHeight && rect.top - GAP - height >= 0
    ? { right, bottom: window.innerHeight - rect.top + GAP }
    : { right, top: rect.bottom + GAP };
};

type ListProps = {
  id: string;
  /** The button that opened it (its id names the menu). */
  anchor: HTMLButtonElement;
  items: readonly RowMenuItem[];
  place: CSSProperties;
  /** Which item takes the focus when the menu opens. */
  start: 'first' | 'last';
  onClose: (refocus: boolean) => void;
};

const RowMenuList = ({ id, anchor, items, place, start, onClose }: ListProps) => {
  const menu = useRef<HTMLDivElement>(null);
  const itemsOf = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];

  useEffect(() => {
    const all = itemsOf();
    (start === 'first' ? all[0] : all.at(-1))?.focus();
    // A press elsewhere closes it (its own button toggles it); so does a scroll or a resize (it
    // would no longer sit by its row).
    const away = (event: Event) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !anchor.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', away, true);
    window.addEventListener('scroll', away, true);
    window.addEventListener('resize', away);
    return () => {
      document.removeEventListener('pointerdown', away, true);
      window.removeEventListener('scroll', away, true);
      window.removeEventListener('resize', away);
    };
  }, [start, onClose, anchor]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = itemsOf();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number | undefined> = {
      ArrowDown: (at + 1) % all.length,
      ArrowUp: (at - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    if (event.key in move) {
      event.preventDefault();
      all[move[event.key]!]?.focus();
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
    }
  };

  // In the antd App's element (it carries the theme's CSS variables), above the table.
  return (
    <div
      ref={menu}
      id={id}
      role="menu"
      aria-labelledby={anchor.id}
      className="row-menu"
      style={place}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={item.danger ? 'row-menu-item row-menu-item-danger' : 'row-menu-item'}
          data-testid={item['data-testid']}
          onClick={() => {
            onClose(true);
            item.onSelect();
          }}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
};

type Opened = {
  anchor: HTMLButtonElement;
  items: readonly RowMenuItem[];
  place: CSSProperties;
  start: 'first' | 'last';
};

/**
 * A row's "More" button: the row's less used actions in a menu opened only when pressed (the
 * menu button pattern: aria-haspopup and aria-expanded; Enter, Space or ↓ opens it on the first
 * item, ↑ on the last; arrows, Home and End move; Escape or Tab closes it and gives the focus
 * back). One plain <button> per row until then: no popup instance, no items drawn.
 */
export const RowMenu = ({ items, 'data-testid': testId }: Props) => {
  const [open, setOpen] = useState<Opened | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const buttonId = useId();
  const menuId = `${buttonId}menu`;

  const show = (start: 'first' | 'last') => {
    const list = items();
    const anchor = button.current;
    if (anchor && list.length > 0)
      setOpen({ anchor, items: list, place: placeOf(anchor, list.length), start });
  };
  const onClose = useCallback((refocus: boolean) => {
    setOpen(null);
    if (refocus) button.current?.focus();
  }, []);

  return (
    <>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className="row-button"
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open ? menuId : undefined}
        data-testid={testId}
        onClick={() => (open ? onClose(false) : show('first'))}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          show(event.key === 'ArrowDown' ? 'first' : 'last');
        }}
      >
        {textOf(listMessages)('table.more')}
      </button>
      {open &&
        createPortal(
          <RowMenuList
            id={menuId}
            anchor={open.anchor}
            items={open.items}
            place={open.place}
            start={open.start}
            onClose={onClose}
          />,
          open.anchor.closest('.ant-app') ?? document.body,
        )}
    </>
  );
};
