import { useMemo, type CSSProperties } from 'react';
import { TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { endpoints, type GoodsTypeRecord } from '@retail/contract';
import { call } from '../../lib/api';

/** Query key of the category tree: screens that change categories invalidate it. */
export const GOODS_TYPE_TREE_KEY = ['goods-type-tree'] as const;

export type GoodsTypeOption = {
  value: number;
  title: string;
  children: GoodsTypeOption[];
  disabled?: boolean;
};

/** Categories nested by parent; a node whose parent is not listed is a root. */
export const goodsTypeTree = (rows: readonly GoodsTypeRecord[]): GoodsTypeOption[] => {
  const byParent = new Map<number | null, GoodsTypeRecord[]>();
  const ids = new Set(rows.map((row) => row.id));
  for (const row of rows) {
    const parent = row.parentId !== null && ids.has(row.parentId) ? row.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  const build = (parent: number | null, seen: ReadonlySet<number>): GoodsTypeOption[] =>
    (byParent.get(parent) ?? [])
      .filter((row) => !seen.has(row.id))
      .map((row) => ({
        value: row.id,
        title: row.name,
        children: build(row.id, new Set([...seen, row.id])),
      }));
  return build(null, new Set());
};

/** Every category of the caller's scope, as a tree for selectors. */
export const useGoodsTypeTree = () => {
  const query = useQuery({
    queryKey: GOODS_TYPE_TREE_KEY,
    // Fresh at each mount: a category added on another screen shows at once.
    queryFn: () => call(endpoints.goodsType.queryForList, { body: {}, quiet: true }),
  });
  const tree = useMemo(() => goodsTypeTree(query.data ?? []), [query.data]);
  return { tree, rows: query.data ?? [], loading: query.isLoading };
};

export type GoodsTypeSelectProps = {
  value?: unknown;
  onChange?: (value: unknown) => void;
  placeholder?: string;
  testId?: string;
  allowClear?: boolean;
  style?: CSSProperties;
  /** The accessible name (the field's label). */
  label?: string;
};

/** A goods category chosen on the category tree (a form control: value is the category id). */
export const GoodsTypeSelect = ({
  value,
  onChange,
  placeholder,
  testId = 'field-goodsTypeId',
  allowClear = true,
  style,
  label,
}: GoodsTypeSelectProps) => {
  const { tree, loading } = useGoodsTypeTree();
  return (
    <TreeSelect<number>
      data-testid={testId}
      aria-label={label}
      allowClear={allowClear}
      showSearch
      treeDefaultExpandAll
      treeNodeFilterProp="title"
      placeholder={placeholder}
      loading={loading}
      treeData={tree}
      style={{ minWidth: 180, ...style }}
      value={typeof value === 'number' ? value : undefined}
      onChange={(next) => onChange?.(next ?? null)}
    />
  );
};
