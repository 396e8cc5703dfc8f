import type { CSSProperties } from 'react';
import type { ColumnType } from 'antd/es/table';

/** A column's width when it gives none (its text wraps on two lines, then ends in "…"). */
export const COLUMN_WIDTH = 160;

export type VirtualColumn<T> = ColumnType<T> & {
  /**
   * The text the cell's render shows, as plain text (a tag's label; nothing for a picture):
   * while the scroll moves fast the rows that enter draw it instead of the render. A column
   * without it draws its render even then.
   */
  text?: (value: unknown, row: T) => string;
};

export const columnKey = <T>(column: VirtualColumn<T>, at: number): string =>
  String(column.key ?? column.dataIndex ?? at);

/** A column that sizes to its content (the row buttons): fixed to a side, without a width. */
export const fits = <T>(column: VirtualColumn<T>) =>
  Boolean(column.fixed) && typeof column.width !== 'number';

export const cellClass = <T>(column: VirtualColumn<T>) =>
  `list-vt-cell${column.align ? ` list-vt-${column.align}` : ''}${column.fixed ? ' list-vt-fixed' : ''}`;

export type Layout = { template: string; minWidth: number; sticky: (CSSProperties | undefined)[] };

/** The grid's columns (header and rows share them) and the side offsets of fixed columns. */
export const layoutOf = <T>(
  columns: readonly VirtualColumn<T>[],
  fitted: Record<string, number>,
): Layout => {
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
  return { template, minWidth: widths.reduce((sum, width) => sum + width, 0), sticky };
};
