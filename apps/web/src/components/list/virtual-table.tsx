import {
  memo,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type Key,
  type ReactNode,
  type UIEvent,
} from 'react';
import { Spin } from 'antd';
import type { AnyObject } from 'antd/es/_util/type';
import type { ColumnType } from 'antd/es/table';
import { useMessages } from '../../lib/i18n/feature-messages';
import { listMessages } from './list.i18n';
import './virtual-table.css';

/** Rows drawn above and below the ones in view (a fast scroll shows no empty band). */
const OVERSCAN = 2;
/** A column's width when it gives none (its text wraps on two lines, then ends in "…"). */
export const COLUMN_WIDTH = 160;
/** How long the scroll rests before a column that sizes to its content is measured. */
const MEASURE_AFTER_MS = 120;
/** Rows one scroll event moves from which the scroll is fast: the rows it brings are light. */
const FAST_ROWS = 3;
/** How long a fast scroll rests before its light rows are drawn in full. */
const FULL_AFTER_MS = 100;
/** A cell's padding on each side (virtual-table.css). */
const PADDING_X = 8;
/** How far a tree row's cells move right per level (antd's indent). */
const INDENT = 15;
/** A row's height and its header's, by table size: content of 40 px (a picture, two lines). */
const HEIGHTS = {
  small: { row: 49, header: 39 },
  middle: { row: 57, header: 47 },
  large: { row: 65, header: 55 },
} as const;

export type VirtualColumn<T> = ColumnType<T>;

export type VirtualTableProps<T extends AnyObject> = {
  /** The table's name (the list's title); its scrolling area is named `<label>: rows`. */
  label: string;
  columns: readonly VirtualColumn<T>[];
  rows: readonly T[];
  rowKey: string | ((row: T) => Key);
  /** Height of the rows' area in pixels (the header stays above it). */
  height: number;
  size?: keyof typeof HEIGHTS;
  loading?: boolean;
  /** A tree's open rows (controlled) and what opening or closing one reports. */
  expandedRowKeys?: readonly Key[];
  onExpand?: (expanded: boolean, row: T) => void;
  'data-testid'?: string;
};

type Line<T> = { row: T; key: Key; depth: number; parent: boolean; open: boolean };

const keyOf = <T extends AnyObject>(row: T, rowKey: VirtualTableProps<T>['rowKey']): Key =>
  typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as Key);

const childrenOf = <T extends AnyObject>(row: T): readonly T[] =>
  Array.isArray(row.children) ? (row.children as T[]) : [];

/** The rows in the order they show: a tree's children under their open parents. */
const linesOf = <T extends AnyObject>(
  rows: readonly T[],
  rowKey: VirtualTableProps<T>['rowKey'],
  open: ReadonlySet<Key>,
  depth = 0,
  into: Line<T>[] = [],
): Line<T>[] => {
  for (const row of rows) {
    const key = keyOf(row, rowKey);
    const children = childrenOf(row);
    const isOpen = children.length > 0 && open.has(key);
    into.push({ row, key, depth, parent: children.length > 0, open: isOpen });
    if (isOpen) linesOf(children, rowKey, open, depth + 1, into);
  }
  return into;
};

const valueOf = <T extends AnyObject>(row: T, dataIndex: VirtualColumn<T>['dataIndex']) => {
  if (dataIndex === undefined || dataIndex === null) return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  return path.reduce<unknown>(
    (value, step) => (value as Record<string, unknown> | undefined)?.[step as string],
    row,
  );
};

const columnKey = <T,>(column: VirtualColumn<T>, at: number): string =>
  String(column.key ?? column.dataIndex ?? at);

/** A column that sizes to its content (the row buttons): fixed to a side, without a width. */
const fits = <T,>(column: VirtualColumn<T>) =>
  Boolean(column.fixed) && typeof column.width !== 'number';

type Layout = { template: string; minWidth: number; sticky: (CSSProperties | undefined)[] };

/** The grid's columns (header and rows share them) and the side offsets of fixed columns. */
const layoutOf = <T,>(columns: readonly VirtualColumn<T>[], fitted: Record<string, number>) => {
  const widths = columns.map((column, at) =>
    fits(column)
      ? (fitted[columnKey(column, at)] ?? COLUMN_WIDTH)
      : typeof column.width === 'number'
        ? column.width
        : COLUMN_WIDTH,
  );
  const side = (column: VirtualColumn<T>) =>
    column.fixed === 'right' || column.fixed === 'end' ? 'right' : column.fixed ? 'left' : null;
  const sticky = columns.map((column, at) => {
    const edge = side(column);
    if (!edge) return undefined;
    const beyond = edge === 'left' ? columns.slice(0, at) : columns.slice(at + 1);
    const offset = beyond.reduce(
      (sum, other, i) =>
        side(other) === edge ? sum + widths[edge === 'left' ? i : at + 1 + i]! : sum,
      0,
    );
    return { position: 'sticky', [edge]: offset, zIndex: 1 } as CSSProperties;
  });
  const template = columns
    .map((column, at) =>
      column.fixed ? `${widths[at]}px` : `minmax(${widths[at]}px, ${widths[at]}fr)`,
    )
    .join(' ');
  return { template, minWidth: widths.reduce((sum, width) => sum + width, 0), sticky } as Layout;
};

type RowProps<T extends AnyObject> = {
  line: Line<T>;
  index: number;
  top: number;
  columns: readonly VirtualColumn<T>[];
  layout: Layout;
  labels: { expand: string; collapse: string };
  onToggle: (line: Line<T>) => void;
  /** Whether the table is a tree (its first column leaves room for the open/close button). */
  tree: boolean;
  /** Drawn while the scroll moves fast: the cells that size to their content (buttons) wait. */
  light: boolean;
};

const cellClass = (column: VirtualColumn<unknown>) =>
  `list-vt-cell${column.align ? ` list-vt-${column.align}` : ''}${column.fixed ? ' list-vt-fixed' : ''}`;

/** One row: drawn when it enters the view, not again while it stays (memoised). */
const VirtualRow = memo(
  <T extends AnyObject>({
    line,
    index,
    top,
    columns,
    layout,
    labels,
    onToggle,
    tree,
    light,
  }: RowProps<T>) => (
    <div
      role="row"
      className="list-vt-row"
      aria-rowindex={index + 2}
      data-row-key={String(line.key)}
      style={{ top }}
    >
      {columns.map((column, at) => {
        const value = valueOf(line.row, column.dataIndex);
        const content = (
          light && fits(column)
            ? null
            : column.render
              ? column.render(value, line.row, index)
              : value
        ) as ReactNode;
        const first = at === 0 && tree;
        // A plain cell is its own two-line box; a tree's first cell and a fitting one wrap theirs.
        if (!first && !fits(column))
          return (
            <div
              key={columnKey(column, at)}
              role="cell"
              className={`${cellClass(column as VirtualColumn<unknown>)} list-vt-clamp`}
              style={layout.sticky[at]}
            >
              {content}
            </div>
          );
        return (
          <div
            key={columnKey(column, at)}
            role="cell"
            className={cellClass(column as VirtualColumn<unknown>)}
            style={layout.sticky[at]}
          >
            {first && (
              <span className="list-vt-indent" style={{ paddingInlineStart: line.depth * INDENT }}>
                {line.parent ? (
                  <button
                    type="button"
                    className={`list-vt-expand${line.open ? ' list-vt-expand-open' : ''}`}
                    aria-expanded={line.open}
                    aria-label={line.open ? labels.collapse : labels.expand}
                    onClick={() => onToggle(line)}
                  />
                ) : (
                  <span className="list-vt-expand-space" />
                )}
              </span>
            )}
            <div className={fits(column) ? 'list-vt-fit' : 'list-vt-text'}>{content}</div>
          </div>
        );
      })}
    </div>
  ),
) as <T extends AnyObject>(props: RowProps<T>) => ReactNode;

/**
 * A long page of a list, light to scroll: a scrolling box of fixed height whose rows all have
 * one height, absolutely placed, of which only those in view (and OVERSCAN around them) are
 * elements; a row is drawn when it enters and never measured. Header and rows share one grid
 * of columns (a column's width, or COLUMN_WIDTH, growing with the box; a fixed column stays at
 * its side and sizes to its content). The box is focusable and named, so the keyboard scrolls
 * it natively (arrows, Page Up/Down, Space, Home, End); roles table, rowgroup, row, cell.
 */
export const VirtualTable = <T extends AnyObject>({
  label,
  columns,
  rows,
  rowKey,
  height,
  size = 'middle',
  loading = false,
  expandedRowKeys,
  onExpand,
  'data-testid': testId,
}: VirtualTableProps<T>) => {
  const t = useMessages(listMessages);
  const heights = HEIGHTS[size];
  const [ownOpen, setOwnOpen] = useState<ReadonlySet<Key>>(new Set());
  const open = useMemo(
    () => (expandedRowKeys ? new Set(expandedRowKeys) : ownOpen),
    [expandedRowKeys, ownOpen],
  );
  const lines = useMemo(() => linesOf(rows, rowKey, open), [rows, rowKey, open]);
  const tree = useMemo(() => rows.some((row) => childrenOf(row).length > 0), [rows]);
  const [fitted, setFitted] = useState<Record<string, number>>({});
  const layout = useMemo(() => layoutOf(columns, fitted), [columns, fitted]);
  const labels = useMemo(() => ({ expand: t('table.expand'), collapse: t('table.collapse') }), [t]);

  const [first, setFirst] = useState(0);
  const firstRef = useRef(0);
  const body = useRef<HTMLDivElement>(null);
  // A fast scroll (a drag of the scroll bar, a fling) brings several rows a frame: those draw
  // light (without their buttons) until it rests, then in full. Rows already full stay so.
  const [fast, setFast] = useState(false);
  const fastTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const full = useRef<ReadonlySet<Key>>(new Set());
  useEffect(() => () => clearTimeout(fastTimer.current), []);
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const next = Math.floor(event.currentTarget.scrollTop / heights.row);
    if (next === firstRef.current) return;
    if (Math.abs(next - firstRef.current) >= FAST_ROWS) {
      setFast(true);
      clearTimeout(fastTimer.current);
      fastTimer.current = setTimeout(() => setFast(false), FULL_AFTER_MS);
    }
    firstRef.current = next;
    // Not flushed at once: when frames come late, React draws only the latest position.
    setFirst(next);
  };

  const onToggle = useCallback(
    (line: Line<T>) => {
      onExpand?.(!line.open, line.row);
      if (!expandedRowKeys)
        setOwnOpen((current) => {
          const next = new Set(current);
          if (line.open) next.delete(line.key);
          else next.add(line.key);
          return next;
        });
    },
    [onExpand, expandedRowKeys],
  );

  const inView = Math.ceil(height / heights.row);
  const from = Math.max(0, first - OVERSCAN);
  const to = Math.min(lines.length, first + inView + OVERSCAN);

  // A column that sizes to its content grows to the widest row drawn so far: read once the
  // scroll rests (a read while rows change would make the browser lay them out again in the
  // frame), written only when wider.
  useEffect(() => {
    const timer = setTimeout(() => {
      const boxes = body.current?.querySelectorAll<HTMLElement>('.list-vt-fit') ?? [];
      const fitting = columns
        .map((column, at) => [column, at] as const)
        .filter(([column]) => fits(column));
      if (boxes.length === 0 || fitting.length === 0) return;
      const widest: Record<string, number> = {};
      boxes.forEach((box, at) => {
        const [column, place] = fitting[at % fitting.length]!;
        const key = columnKey(column, place);
        widest[key] = Math.max(widest[key] ?? 0, box.offsetWidth + 2 * PADDING_X + 1);
      });
      setFitted((current) =>
        Object.entries(widest).some(([key, width]) => width > (current[key] ?? COLUMN_WIDTH))
          ? Object.fromEntries(
              Object.entries({ ...current, ...widest }).map(([key, width]) => [
                key,
                Math.max(width, current[key] ?? 0),
              ]),
            )
          : current,
      );
    }, MEASURE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [from, to, columns, lines, fast]);

  const drawn: ReactNode[] = [];
  const drawnFull = new Set<Key>();
  for (let index = from; index < to; index++) {
    const line = lines[index]!;
    const light = fast && !full.current.has(line.key);
    if (!light) drawnFull.add(line.key);
    drawn.push(
      <VirtualRow<T>
        key={line.key}
        line={line}
        index={index}
        top={index * heights.row}
        columns={columns}
        layout={layout}
        labels={labels}
        onToggle={onToggle}
        tree={tree}
        light={light}
      />,
    );
  }
  full.current = drawnFull;

  return (
    <Spin spinning={loading}>
      <div
        className={`list-vt list-vt-${size}`}
        data-testid={testId}
        style={{ '--list-vt-row': `${heights.row}px` } as CSSProperties}
      >
        <div
          className="list-vt-scroll"
          tabIndex={0}
          role="region"
          aria-label={t('table.rows', { title: label })}
          data-virtual="on"
          style={{ maxHeight: heights.header + height }}
          onScroll={onScroll}
        >
          <div
            role="table"
            aria-label={label}
            aria-rowcount={lines.length + 1}
            className="list-vt-table"
            style={
              { minWidth: layout.minWidth, '--list-vt-columns': layout.template } as CSSProperties
            }
          >
            <div role="rowgroup" className="list-vt-head">
              <div role="row" aria-rowindex={1} className="list-vt-row list-vt-head-row">
                {columns.map((column, at) => (
                  <div
                    key={columnKey(column, at)}
                    role="columnheader"
                    className={cellClass(column as VirtualColumn<unknown>)}
                    style={layout.sticky[at]}
                  >
                    {typeof column.title === 'function' ? null : (column.title as ReactNode)}
                  </div>
                ))}
              </div>
            </div>
            <div
              ref={body}
              role="rowgroup"
              className="list-vt-body"
              style={{ height: lines.length * heights.row }}
            >
              {drawn}
            </div>
          </div>
        </div>
      </div>
    </Spin>
  );
};
