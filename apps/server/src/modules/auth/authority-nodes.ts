import type { AuthorityNode } from '@retail/contract';
import type { Authority } from '../../db/schema';

/** The columns of an authority the tree is built from (its audit columns are not read). */
export const AUTHORITY_NODE_COLUMNS = [
  'id',
  'parentId',
  'name',
  'icon',
  'url',
  'type',
  'code',
  'sort',
  'hidden',
] as const satisfies readonly (keyof Authority)[];

export type AuthorityNodeRow = Pick<Authority, (typeof AUTHORITY_NODE_COLUMNS)[number]>;

/**
 * Nests authority rows into the tree the console builds menus from. A node whose parent is
 * not among the rows is placed at the top, so that a grant never disappears.
 */
export const buildAuthorityTree = (rows: readonly AuthorityNodeRow[]): AuthorityNode[] => {
  const nodes = new Map<number, AuthorityNode>(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        parentId: row.parentId,
        name: row.name,
        icon: row.icon,
        url: row.url,
        type: row.type,
        code: row.code,
        sort: row.sort,
        hidden: row.hidden === 1,
        children: [],
      },
    ]),
  );
  const roots: AuthorityNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  const order = (list: AuthorityNode[]): AuthorityNode[] => {
    list.sort((a, b) => a.sort - b.sort || a.id - b.id);
    for (const node of list) order(node.children);
    return list;
  };
  return order(roots);
};
