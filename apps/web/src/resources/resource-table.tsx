import { memo, useMemo, type ReactNode } from 'react';
import { Tag } from 'antd';
import type { ListColumns } from '../components/list/list-table';
import { CellTag, isCellTagColour, RowButton, RowButtons } from '../components/list/row-cells';
import { useMessages } from '../lib/i18n/feature-messages';
import { useSession } from '../lib/session-store';
import type { Resource, ResolvedField, Row } from './define-resource';
import type { ResourceText } from './resource-text';
import { resourceMessages } from './resources.i18n';

const pruneLeaves = (row: Row): Row => {
  const children = Array.isArray(row.children) ? (row.children as Row[]) : [];
  const { children: _children, ...rest } = row;
  return children.length > 0 ? { ...rest, children: children.map(pruneLeaves) } : rest;
};

/** Nests rows by their parent field (tree screens); rows whose parent is not listed are roots. */
export const nestRows = (rows: readonly Row[], parentField: string, key = 'id'): Row[] => {
  // Already a tree (children inside): keep it, dropping empty child lists (no expand icon on leaves).
  if (rows.some((row) => Array.isArray(row.children) && row.children.length > 0))
    return rows.map(pruneLeaves);
  const byId = new Map<unknown, Row & { children: Row[] }>(
    rows.map((row) => [row[key], { ...row, children: [] }]),
  );
  const roots: Row[] = [];
  for (const row of byId.values()) {
    const parent = byId.get(row[parentField]);
    if (parent && parent !== row) parent.children.push(row);
    else roots.push(row);
  }
  return roots.map(pruneLeaves);
};

/** Keys of every row that has children: a tree screen opens fully expanded. */
export const parentKeys = (rows: readonly Row[], key = 'id'): unknown[] =>
  rows.flatMap((row) => {
    const children = Array.isArray(row.children) ? (row.children as Row[]) : [];
    return children.length > 0 ? [row[key], ...parentKeys(children, key)] : [];
  });

type CellText = { yes: string; no: string };

/**
 * A field's cell: `draw` shows its value (an option's label, yes or no, the value itself; a
 * state in a tag), `plain` the same text alone, which a fast-scrolling list draws instead. A
 * field with a render of its own has the plain text it declares, if any.
 */
const fieldCell = (field: ResolvedField, text: ResourceText, yesNo: CellText) => {
  const options =
    field.kind === 'select' || field.kind === 'multi-select' ? text.options(field) : [];
  const plain = (value: unknown): string => {
    if (field.kind === 'switch' || typeof value === 'boolean') return value ? yesNo.yes : yesNo.no;
    if (options.length > 0)
      return (Array.isArray(value) ? value : [value])
        .map(
          (item) =>
            options.find((option) => String(option.value) === String(item))?.label ??
            String(item ?? ''),
        )
        .join(', ');
    if (value === null || value === undefined) return '';
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
  const draw = (value: unknown, row: Row): ReactNode => {
    if (field.render) return field.render(value, row);
    const label = plain(value);
    if (field.kind === 'switch' || typeof value === 'boolean')
      return <CellTag colour={value ? 'green' : 'default'}>{label}</CellTag>;
    const single = value !== null && value !== undefined && !Array.isArray(value);
    if (!field.tagColour || options.length === 0 || !single) return label;
    const colour = field.tagColour(value);
    return isCellTagColour(colour) ? (
      <CellTag colour={colour}>{label}</CellTag>
    ) : (
      <Tag color={colour}>{label}</Tag>
    );
  };
  return { draw, plain: field.render ? field.text : plain };
};

type Draw = (value: unknown, row: Row) => ReactNode;

/**
 * A cell, drawn again only when its value, row or column changes: a virtual table redraws the
 * rows in view on every frame of a scroll, and their cells need not be.
 */
const FieldCell = memo(({ value, row, draw }: { value: unknown; row: Row; draw: Draw }) => (
  <>{draw(value, row)}</>
));

type ActionsProps = {
  row: Row;
  resource: Resource;
  mayEdit: boolean;
  mayRemove: boolean;
  texts: { edit: string; remove: string };
  onEdit: (row: Row) => void;
  onRemove: (row: Row) => void;
  reload: () => void;
};

/** A row's buttons (as FieldCell, drawn again only when something of theirs changes). */
const RowActions = memo(
  ({ row, resource, mayEdit, mayRemove, texts, onEdit, onRemove, reload }: ActionsProps) => {
    const key = resource.rowKey ?? 'id';
    const Extra = resource.rowActions;
    // A record whose state no longer allows changes keeps only its other buttons.
    const editable = resource.rowEditable?.(row) ?? true;
    const removeId = `row-remove-${String(row[key])}`;
    return (
      <RowButtons>
        {mayEdit && editable && (
          <RowButton data-testid={`row-edit-${String(row[key])}`} onClick={() => onEdit(row)}>
            {texts.edit}
          </RowButton>
        )}
        {mayRemove && editable && !resource.removeInMenu && (
          <RowButton danger data-testid={removeId} onClick={() => onRemove(row)}>
            {texts.remove}
          </RowButton>
        )}
        {Extra && (
          <Extra
            row={row}
            reload={reload}
            remove={
              mayRemove && editable && resource.removeInMenu
                ? {
                    key: 'remove',
                    label: texts.remove,
                    danger: true,
                    onSelect: () => onRemove(row),
                    'data-testid': removeId,
                  }
                : undefined
            }
          />
        )}
      </RowButtons>
    );
  },
);

type Props = {
  resource: Resource;
  text: ResourceText;
  hiddenColumns: readonly string[];
  onEdit: (row: Row) => void;
  onRemove: (row: Row) => void;
  reload: () => void;
};

/** Columns of a resource: its fields, then the actions its authorities allow. */
export const useResourceColumns = ({
  resource,
  text,
  hiddenColumns,
  onEdit,
  onRemove,
  reload,
}: Props) => {
  const t = useMessages(resourceMessages);
  const { visibleMap } = useSession();
  const mayEdit =
    Boolean(resource.endpoints.edit) &&
    (!resource.codes.edit || visibleMap[resource.codes.edit] === true);
  const mayRemove =
    Boolean(resource.endpoints.remove) &&
    (!resource.codes.remove || visibleMap[resource.codes.remove] === true);
  const all = useMemo(
    () => resource.resolved.filter((field) => field.column !== false && field.kind !== 'password'),
    [resource],
  );
  const columns = useMemo<ListColumns<Row>>(() => {
    const yesNo = { yes: t('yes'), no: t('no') };
    const fieldColumns: ListColumns<Row> = all
      .filter((field) => !hiddenColumns.includes(field.name))
      .map((field) => {
        const { draw, plain } = fieldCell(field, text, yesNo);
        return {
          key: field.name,
          dataIndex: field.name,
          title: text.label(field.name),
          width: field.width,
          ...(field.align ? { align: field.align } : {}),
          render: (value: unknown, row: Row) => <FieldCell value={value} row={row} draw={draw} />,
          ...(plain ? { text: plain } : {}),
        };
      });
    const Extra = resource.rowActions;
    if (!mayEdit && !mayRemove && !Extra) return fieldColumns;
    const shared = {
      resource,
      mayEdit,
      mayRemove,
      texts: { edit: t('edit'), remove: t('remove') },
      onEdit,
      onRemove,
      reload,
    };
    return [
      ...fieldColumns,
      {
        key: '__actions',
        title: t('actions'),
        fixed: 'right',
        render: (_: unknown, row: Row) => <RowActions row={row} {...shared} />,
      },
    ];
  }, [all, hiddenColumns, text, t, mayEdit, mayRemove, onEdit, onRemove, reload, resource]);
  return {
    columns,
    toolbarColumns: all.map((field) => ({ key: field.name, title: text.label(field.name) })),
    mayEdit,
  };
};
