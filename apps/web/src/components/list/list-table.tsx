import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { Table, type TableProps, type TableRef } from 'antd';
import type { AnyObject } from 'antd/es/_util/type';
import type { ColumnsType } from 'antd/es/table';
import { useMessages } from '../../lib/i18n/feature-messages';
import { listMessages } from './list.i18n';

/** From this many rows (children of a tree included) a table draws only the rows in view. */
export const VIRTUAL_ROWS_FROM = 100;
/** The width a column without its own gets in a virtual table (it needs a number for each). */
const COLUMN_WIDTH = 160;
/** What the page keeps above and below a virtual table's rows (header, search, pager). */
const PAGE_AROUND = 320;
const BODY_HEIGHT_MIN = 320;
/** The bench's switch (bench/console-scroll.ts): `off` draws every row, for the comparison. */
export const VIRTUAL_SWITCH = 'console.virtual-rows';

const rowCount = (rows: readonly AnyObject[] | undefined): number =>
  (rows ?? []).reduce(
    (sum, row) =>
      sum + 1 + (Array.isArray(row.children) ? rowCount(row.children as AnyObject[]) : 0),
    0,
  );

const virtualSwitchOff = () => {
  try {
    return globalThis.localStorage?.getItem(VIRTUAL_SWITCH) === 'off';
  } catch {
    return false;
  }
};

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

export type ListTableProps<T extends AnyObject> = Omit<TableProps<T>, 'virtual' | 'scroll'> & {
  /** The name of the table's scrolling area for assistive technology (the list's title). */
  label: string;
  columns: ColumnsType<T>;
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
  const drawsAll = virtual && virtualSwitchOff();
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

  return (
    <div
      ref={area}
      style={{ minWidth: 0 }}
      {...(virtual
        ? {
            tabIndex: 0,
            role: 'region',
            'aria-label': t('table.rows', { title: label }),
            'data-virtual': drawsAll ? 'off' : 'on',
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
