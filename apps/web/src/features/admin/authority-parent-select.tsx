import { TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { AUTHORITY_TYPES, endpoints, type AuthorityNode } from '@retail/contract';
import { call } from '../../lib/api';
import type { FieldInputProps } from '../../resources/define-resource';
import { authorityTreeData } from './authority-tree-data';

/** Directories and menus (buttons have no children), without the node itself and its subtree. */
const parents = (nodes: readonly AuthorityNode[], self: unknown): AuthorityNode[] =>
  nodes
    .filter((node) => node.type !== AUTHORITY_TYPES.button && node.id !== self)
    .map((node) => ({ ...node, children: parents(node.children ?? [], self) }));

/** The parent of an authority node, chosen on the authority tree; empty means top level. */
export const AuthorityParentSelect = ({ value, onChange, row }: FieldInputProps) => {
  const tree = useQuery({
    queryKey: ['authority-tree'],
    queryFn: () => call(endpoints.authority.tree),
  });
  return (
    <TreeSelect
      data-testid="field-parentId"
      allowClear
      showSearch
      treeNodeFilterProp="title"
      loading={tree.isLoading}
      treeData={authorityTreeData(parents(tree.data ?? [], row?.id))}
      value={(value as number | null | undefined) ?? undefined}
      onChange={(next: number | undefined) => onChange?.(next ?? null)}
    />
  );
};
