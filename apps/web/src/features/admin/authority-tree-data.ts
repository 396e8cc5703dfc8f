import type { AuthorityNode } from '@retail/contract';

export type AuthorityTreeOption = {
  key: number;
  value: number;
  title: string;
  children: AuthorityTreeOption[];
};

/** Authority nodes → antd Tree/TreeSelect data, in sort order, titled "name (code)". */
export const authorityTreeData = (nodes: readonly AuthorityNode[]): AuthorityTreeOption[] =>
  [...nodes]
    .sort((a, b) => a.sort - b.sort)
    .map((node) => ({
      key: node.id,
      value: node.id,
      title: `${node.name} (${node.code})`,
      children: authorityTreeData(node.children ?? []),
    }));
