import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type Key,
  type ReactNode,
} from 'react';
import { Spin } from 'antd';
import type { AnyObject } from 'antd/es/_util/type';
import { useMessages } from '../../lib/i18n/feature-messages';
import { listMessages } from './list.i18n';
import { useScrollRows } from './use-scroll-rows';
import {
  cellClass,
  columnKey,
  COLUMN_WIDTH,
  fits,
  layoutOf,
  type VirtualColumn,
} from './virtual-layout';
import { VirtualRow, type Line } from './virtual-row';
import './virtual-table.css';

/** Rows drawn above and below the ones in view (a fast scroll shows no empty band). */
const OVERSCAN = 2;
/** How long the scroll rests before a column that sizes to its content is measured. */
const MEASURE_AFTER_MS = 120;
/** A cell's padding on each side (virtual-table.css). */
const PADDING_X = 8;
/** A row's height and its header's, by table size: content of 40 px (a picture, two lines). */
const HEIGHTS = {
  small: { row: 49, header: 39 },
  middle: { row: 57, header: 47 },
  large: { row: 65, header: 55 },
} as const;

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

  const body = useRef<HTMLDivElement>(null);
  const { first, fast, onScroll } = useScrollRows(heights.row);
  // Rows drawn in full stay so through a fast scroll; the rows it brings are light until it rests.
  const full = useRef<ReadonlySet<Key>>(new Set());

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
                    className={cellClass(column)}
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
