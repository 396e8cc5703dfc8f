import { memo, type Key, type ReactNode } from 'react';
import type { AnyObject } from 'antd/es/_util/type';
import { cellClass, columnKey, fits, type Layout, type VirtualColumn } from './virtual-layout';

/** How far a tree row's cells move right per level (antd's indent). */
const INDENT = 15;

/** A row as the table shows it: its record, key, depth in a tree, and whether it has children. */
export type Line<T> = { row: T; key: Key; depth: number; parent: boolean; open: boolean };

const valueOf = <T extends AnyObject>(row: T, dataIndex: VirtualColumn<T>['dataIndex']) => {
  if (dataIndex === undefined || dataIndex === null) return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  return path.reduce<unknown>(
    (value, step) => (value as Record<string, unknown> | undefined)?.[step as string],
    row,
  );
};

/**
 * What a cell shows: its render's content; in a light row its text alone (no tag, picture or
 * component to mount, style and lay out), and nothing in a cell that sizes to its content.
 */
const contentOf = <T extends AnyObject>(
  column: VirtualColumn<T>,
  line: Line<T>,
  index: number,
  light: boolean,
): ReactNode => {
  const value = valueOf(line.row, column.dataIndex);
  if (light && fits(column)) return null;
  if (light && column.text) return column.text(value, line.row);
  return (column.render ? column.render(value, line.row, index) : value) as ReactNode;
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
  /** Drawn while the scroll moves fast: cells draw their text alone, the buttons wait. */
  light: boolean;
};

/** One row: drawn when it enters the view, not again while it stays (memoised). */
export const VirtualRow = memo(
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
      className={light ? 'list-vt-row list-vt-light' : 'list-vt-row'}
      aria-rowindex={index + 2}
      data-row-key={String(line.key)}
      style={{ top }}
    >
      {columns.map((column, at) => {
        const content = contentOf(column, line, index, light);
        const first = at === 0 && tree;
        // A plain cell is its own two-line box; a tree's first cell and a fitting one wrap theirs.
        if (!first && !fits(column))
          return (
            <div
              key={columnKey(column, at)}
              role="cell"
              className={`${cellClass(column)} list-vt-clamp`}
              style={layout.sticky[at]}
            >
              {content}
            </div>
          );
        // A light row's cell that sizes to its content is empty: not kept at its side, it adds
        // no layer of its own for the compositor to place on each frame of the scroll.
        return (
          <div
            key={columnKey(column, at)}
            role="cell"
            className={cellClass(column)}
            style={light && fits(column) ? undefined : layout.sticky[at]}
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
