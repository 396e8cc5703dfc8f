import { useCallback, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import './row-cells.css';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'> & {
  /** A button that removes or takes something away (the theme's error colour). */
  danger?: boolean;
  /** A call it started is running: the button waits (disabled, announced busy). */
  busy?: boolean;
  'data-testid'?: string;
  children: ReactNode;
};

/**
 * A table row's button: looks like antd's small link button, but is a plain <button>. A virtual
 * table mounts the rows that scroll into view on every frame, and antd's Button (style hooks,
 * wave effect, contexts) costs several times more per row than the text it shows.
 */
export const RowButton = ({ danger = false, busy = false, disabled, children, ...rest }: Props) => (
  <button
    type="button"
    className={danger ? 'row-button row-button-danger' : 'row-button'}
    disabled={disabled || busy}
    aria-busy={busy || undefined}
    {...rest}
  >
    {children}
  </button>
);

/** The buttons of one row, side by side. */
export const RowButtons = ({ children }: { children: ReactNode }) => (
  <div className="row-buttons">{children}</div>
);

/** The colours a CellTag draws (antd's names); any other colour is drawn by antd's Tag. */
const CELL_TAG_COLOURS = new Set(['default', 'green', 'success', 'processing', 'error', 'warning']);

export const isCellTagColour = (colour: string): boolean => CELL_TAG_COLOURS.has(colour);

/**
 * A tag in a table cell (a status, yes or no): looks like antd's filled Tag in `colour` (one of
 * CELL_TAG_COLOURS), drawn as a plain <span> for the reason RowButton is.
 */
export const CellTag = ({
  colour = 'default',
  children,
  'data-testid': testId,
}: {
  colour?: string;
  children: ReactNode;
  'data-testid'?: string;
}) => (
  <span className={`cell-tag cell-tag-${colour}`} data-testid={testId}>
    {children}
  </span>
);

/**
 * A row's dialog or drawer: drawn from its first opening on (so it still closes with its
 * animation), never before — a row that is only scrolled past mounts its button alone.
 */
export const useRowDialog = () => {
  const [open, setOpenState] = useState(false);
  const [mounted, setMounted] = useState(false);
  const setOpen = useCallback((next: boolean) => {
    if (next) setMounted(true);
    setOpenState(next);
  }, []);
  return { open, setOpen, mounted };
};
