import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { Table, type TableProps, type TableRef } from 'antd';
import type { AnyObject } from 'antd/es/_util/type';
import type { ColumnsType } from 'antd/es/table';
import { useMessages } from '../../lib/i18n/feature-messages';
import { listMessages } from './list.i18n';
import { COLUMN_WIDTH, type VirtualColumn } from './virtual-layout';
import { VirtualTable } from './virtual-table';

/** From this many rows (children of a tree included) a table draws only the rows in view. */
export const VIRTUAL_ROWS_FROM = 100;
/** What the page keeps above and below a virtual table's rows (header, search, pager). */
const PAGE_AROUND = 320;
const BODY_HEIGHT_MIN = 320;
/**
 * The bench's switch (bench/console-scroll.ts), for the comparisons: `antd` draws a long page
 * with antd Table's virtual mode instead of the light VirtualTable, `off` draws every row.
 */
export const VIRTUAL_SWITCH = 'console.virtual-rows';
type VirtualMode = 'on' | 'antd' | 'off';

const rowCount = (rows: readonly AnyObject[] | undefined): number =>
  (rows ?? []).reduce(
    (sum, row) =>
      sum + 1 + (Array.isArray(row.children) ? rowCount(row.children as AnyObject[]) : 0),
    0,
  );

const virtualSwitch = (): VirtualMode => {
  try {
    const value = globalThis.localStorage?.getItem(VIRTUAL_SWITCH);
    return value === 'off' || value === 'antd' ? value : 'on';
  } catch {
    return 'on';
  }
};

/**
 * Whether the light VirtualTable draws a table of these props: plain columns (a render, a width,
 * an alignment, a fixed side) and a tree's rows; selection, sorting, filters, row events and the
 * like keep antd Table's virtual mode.
 */
const isLight = <T extends AnyObject>(props: TableProps<T>, columns: ColumnsType<T>) =>
  !props.rowSelection &&
  !props.onRow &&
  !props.summary &&
  !props.components &&
  !props.title &&
  !props.footer &&
  !props.rowClassName &&
  !props.expandable?.expandedRowRender &&
  typeof props.rowKey !== 'function' &&
  columns.every(
    (column) =>
      !('children' in column) &&
      !column.sorter &&
      !column.filters &&
      !column.onCell &&
      !column.onHeaderCell &&
      typeof column.title !== 'function',
  );

/** Every column with a numeric width (a virtual table lays out its rows by them), and the sum. */
const withWidths = <T,>(columns: ColumnsType<T>) => {
  const sized = columns.map((column) => ({
    ...column,
    width: typeof column.width === 'number' ? column.width : COLUMN_WIDTH,
  }));
  return { sized, width: sized.reduce((sum, column) => sum + column.width, 0) };
};

/** Keys that move a virtual table's rows: [sideways, down] in pixels for a body of `height`. */
const moves = (key: string, height: number): [number, number] | undefined => {
  const page = Math.max(40, height - 40);
  const table: Record<string, [number, number]> = {
    ArrowDown: [0, 40],
    ArrowUp: [0, -40],
    PageDown: [0, page],
    PageUp: [0, -page],
    ' ': [0, page],
    ArrowRight: [60, 0],
    ArrowLeft: [-60, 0],
  };
  return table[key];
};

/** Scrolls a virtual list by a wheel event of its own (its box does not scroll natively). */
const wheel = (holder: HTMLElement, deltaX: number, deltaY: number) =>
  holder.dispatchEvent(
    new WheelEvent('wheel', { deltaX, deltaY, bubbles: true, cancelable: true }),
  );

/** antd's columns; a column may give its cells' plain text (VirtualColumn's `text`). */
export type ListColumns<T> = (ColumnsType<T>[number] & Pick<VirtualColumn<T>, 'text'>)[];

export type ListTableProps<T extends AnyObject> = Omit<TableProps<T>, 'virtual' | 'scroll'> & {
  /** The name of the table's scrolling area for assistive technology (the list's title). */
  label: string;
  columns: ListColumns<T>;
};

/**
 * The console's list table: an antd Table that, for a page of VIRTUAL_ROWS_FROM rows or more,
 * draws only the rows in view (antd's virtual mode, a body of fixed height scrolled by wheel,
 * scroll bar or keyboard). Its scrolling area is focusable and named, so keyboard users scroll it
 * too (axe scrollable-region-focusable): arrows, Page Up/Down, Space, Home and End.
 */
export const ListTable = <T extends AnyObject>({
  label,
  columns,
  dataSource,
  ...props
}: ListTableProps<T>) => {
  const t = useMessages(listMessages);
  const area = useRef<HTMLDivElement>(null);
  const table = useRef<TableRef>(null);
  const virtual = rowCount(dataSource) >= VIRTUAL_ROWS_FROM;
  const mode = virtual ? virtualSwitch() : 'on';
  const drawsAll = virtual && mode === 'off';
  const light = virtual && mode === 'on' && isLight(props, columns);
  const sized = useMemo(() => (virtual ? withWidths(columns) : undefined), [virtual, columns]);
  const height = Math.max(BODY_HEIGHT_MIN, (globalThis.innerHeight ?? 0) - PAGE_AROUND);

  // A normal table wider than the screen scrolls sideways in its content box: that box takes the
  // focus and the list's name. A virtual table's whole area does (its keys are handled below).
  useEffect(() => {
    const boxes = area.current?.querySelectorAll<HTMLElement>('.ant-table-content') ?? [];
    for (const box of boxes) {
      const scrolls = box.scrollWidth > box.clientWidth;
      if (scrolls && box.tabIndex !== 0) {
        box.tabIndex = 0;
        box.setAttribute('role', 'region');
        box.setAttribute('aria-label', label);
      } else if (!scrolls && box.hasAttribute('tabindex')) {
        box.removeAttribute('tabindex');
        box.removeAttribute('role');
        box.removeAttribute('aria-label');
      }
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey)
      return;
    const holder = event.currentTarget.querySelector<HTMLElement>(
      '.ant-table-tbody-virtual-holder, .ant-table-body',
    );
    if (!holder) return;
    // Home and End by row: the list measures the rows on the way, so the end is found exactly.
    const edge = { Home: 0, End: Number.MAX_SAFE_INTEGER }[event.key];
    const move = moves(event.key, holder.clientHeight);
    if (edge === undefined && !move) return;
    event.preventDefault();
    if (edge !== undefined) table.current?.scrollTo({ index: edge, align: edge ? 'end' : 'start' });
    else if (move && holder.classList.contains('ant-table-body')) holder.scrollBy(...move);
    else if (move) wheel(holder, ...move);
  };

  if (light) {
    const { loading, size, expandable, rowKey } = props;
    return (
      <VirtualTable<T>
        label={label}
        data-testid={(props as { 'data-testid'?: string })['data-testid']}
        columns={columns as VirtualColumn<T>[]}
        rows={dataSource ?? []}
        rowKey={typeof rowKey === 'string' ? rowKey : 'key'}
        height={height}
        size={size === 'small' ? 'small' : size === 'large' || !size ? 'large' : 'middle'}
        loading={typeof loading === 'object' ? Boolean(loading.spinning) : Boolean(loading)}
        expandedRowKeys={expandable?.expandedRowKeys}
        onExpand={expandable?.onExpand}
      />
    );
  }

  return (
    <div
      ref={area}
      style={{ minWidth: 0 }}
      {...(virtual
        ? {
            tabIndex: 0,
            role: 'region',
            'aria-label': t('table.rows', { title: label }),
            'data-virtual': drawsAll ? 'off' : 'antd',
            onKeyDown,
          }
        : {})}
    >
      <Table<T>
        {...props}
        ref={table}
        columns={sized?.sized ?? columns}
        dataSource={dataSource}
        virtual={virtual && !drawsAll}
        scroll={sized ? { x: sized.width, y: height } : { x: 'max-content' }}
      />
    </div>
  );
};
