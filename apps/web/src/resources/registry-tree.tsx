import { useMemo, useState, type ComponentType } from 'react';
import { TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { Resource as Declared } from '@retail/contract';
import { RowButton } from '../components/list/row-cells';
import { useMessages } from '../lib/i18n/feature-messages';
import { Authorized } from '../lib/permission';
import type {
  FieldDef,
  FieldInputProps,
  Resource,
  ResourceActionsProps,
  Row,
} from './define-resource';
import { callEndpoint } from './resource-call';
import { ResourceEditDialog } from './resource-edit-dialog';
import { useResourceText } from './resource-text';
import { registryMessages } from './registry.i18n';

// A registry resource declared as a tree (`tree: { parentField }`, categories): the whole tree
// is listed (its query-for-list) as an expandable table, the parent is chosen on the tree, and
// each row offers to add a record right below it. A search lists the matching records: a
// match whose parent matches too is nested under it, the others are shown at the top level.

type TreeNode = { value: number; title: string; disabled: boolean; children: TreeNode[] };

/**
 * The records nested by their parent field; the record being edited and everything below it
 * cannot be its own parent (the server refuses it too), so they are shown but disabled.
 */
export const treeNodes = (
  rows: readonly Row[],
  parentField: string,
  display: string,
  editing: unknown,
): TreeNode[] => {
  const ids = new Set(rows.map((row) => row.id));
  const childrenOf = new Map<unknown, Row[]>();
  for (const row of rows) {
    const parent = ids.has(row[parentField]) ? row[parentField] : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), row]);
  }
  const build = (parent: unknown, disabled: boolean, seen: ReadonlySet<unknown>): TreeNode[] =>
    (childrenOf.get(parent) ?? [])
      .filter((row) => !seen.has(row.id))
      .map((row) => {
        const off = disabled || (editing !== undefined && row.id === editing);
        return {
          value: row.id as number,
          title: String(row[display] ?? row.id),
          disabled: off,
          children: build(row.id, off, new Set([...seen, row.id])),
        };
      });
  return build(null, false, new Set());
};

/** The parent of a record, chosen on the tree of what the caller can see; empty is the top. */
const parentInput = (declared: Declared, parentField: string): ComponentType<FieldInputProps> => {
  const list = declared.endpoints.queryForList;
  const Input = ({ value, onChange, row, label }: FieldInputProps) => {
    const t = useMessages(registryMessages);
    const rows = useQuery({
      queryKey: [list.path, 'tree'],
      queryFn: () => callEndpoint(list, { body: {}, quiet: true }),
      // A record added a moment ago is a parent to choose.
      refetchOnMount: 'always',
    });
    const tree = useMemo(
      () =>
        treeNodes((rows.data ?? []) as Row[], parentField, declared.display, row?.id ?? undefined),
      [rows.data, row?.id],
    );
    return (
      <TreeSelect<number>
        data-testid={`field-${parentField}`}
        aria-label={label}
        allowClear
        showSearch
        treeDefaultExpandAll
        treeNodeFilterProp="title"
        placeholder={t('topLevel')}
        style={{ minWidth: 180 }}
        loading={rows.isLoading}
        treeData={tree}
        value={typeof value === 'number' ? value : undefined}
        onChange={(next) => onChange?.(next ?? null)}
      />
    );
  };
  Input.displayName = `TreeParentSelect(${declared.key})`;
  return Input;
};

/** 添加下级: the edit dialog of a new record whose parent is this row. */
const AddBelow = ({
  row,
  reload,
  engine,
  parentField,
  display,
}: ResourceActionsProps & { engine: Resource; parentField: string; display: string }) => {
  const t = useMessages(registryMessages);
  const text = useResourceText(engine);
  const [editing, setEditing] = useState<Row | false>(false);
  // Every opening gets a fresh dialog: nothing of the last record lingers.
  const [session, setSession] = useState(0);
  const defaults = Object.fromEntries(
    engine.resolved
      .filter((field) => field.form && field.defaultValue !== undefined)
      .map((field) => [field.name, field.defaultValue]),
  );
  const button = (
    <RowButton
      data-testid={`${engine.key}-add-child-${String(row.id)}`}
      onClick={() => {
        setSession((current) => current + 1);
        setEditing({ ...defaults, [parentField]: row.id });
      }}
    >
      {t('addBelow')}
    </RowButton>
  );
  return (
    <>
      {engine.codes.edit ? <Authorized code={engine.codes.edit}>{button}</Authorized> : button}
      <ResourceEditDialog
        key={session}
        resource={engine}
        text={text}
        editing={editing}
        title={t('addBelowTitle', { name: String(row[display] ?? row.id) })}
        onClose={() => setEditing(false)}
        onSaved={reload}
      />
    </>
  );
};

/**
 * What a tree changes of the generic screen: the whole tree as the list, the parent field on the
 * tree (not a column: the rows are nested), and the Add-below button before the row's others.
 */
export const registryTree = (declared: Declared) => {
  const tree = declared.tree;
  if (!tree) return undefined;
  const input = parentInput(declared, tree.parentField);
  return {
    list: declared.endpoints.queryForList,
    treeParent: tree.parentField,
    parentField: { input, filterInput: input, column: false } satisfies Partial<FieldDef>,
    rowActions: (
      engine: () => Resource,
      others: ComponentType<ResourceActionsProps> | undefined,
    ): ComponentType<ResourceActionsProps> => {
      const Others = others;
      const Actions = (props: ResourceActionsProps) => (
        <>
          <AddBelow
            {...props}
            engine={engine()}
            parentField={tree.parentField}
            display={declared.display}
          />
          {Others && <Others {...props} />}
        </>
      );
      Actions.displayName = `TreeActions(${declared.key})`;
      return Actions;
    },
  };
};
