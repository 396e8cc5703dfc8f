import type { ReactNode } from 'react';
import { AUTHORITY_TYPES, type AuthorityNode } from '@retail/contract';
import type { MenuRoute } from './menu-route';
import { getSession, useSession } from './session-store';

// Still importable from here; it lives in menu-route.ts so that storage needs no permission.
export type { MenuRoute };

/** Every authority code in the tree (menus and buttons alike) → visible. */
export const flattenAuthorities = (nodes: readonly AuthorityNode[]): Record<string, boolean> => {
  const map: Record<string, boolean> = {};
  const walk = (list: readonly AuthorityNode[]) => {
    for (const node of list) {
      if (node.code) map[node.code] = true;
      walk(node.children ?? []);
    }
  };
  walk(nodes);
  return map;
};

const bySort = (a: AuthorityNode, b: AuthorityNode) => a.sort - b.sort;

/** Menu routes from the authority tree: buttons (type 3) never become routes, nor their subtrees. */
export const buildMenuRoutes = (nodes: readonly AuthorityNode[]): MenuRoute[] =>
  [...nodes]
    .filter((node) => node.type !== AUTHORITY_TYPES.button)
    .sort(bySort)
    .map((node) => ({
      name: node.name,
      icon: node.icon,
      path: node.url,
      code: node.code,
      type: node.type,
      hidden: node.hidden === true,
      children: buildMenuRoutes(node.children ?? []),
    }));

/** Whether an authority code is granted; absent or false means hidden. */
export const isVisible = (
  code: string,
  visibleMap: Record<string, boolean> = getSession().visibleMap,
): boolean => visibleMap[code] === true;

export const useAuthority = (code: string): boolean => isVisible(code, useSession().visibleMap);

/** Renders its children only when the authority code is granted; otherwise nothing at all. */
export const Authorized = ({ code, children }: { code: string; children: ReactNode }): ReactNode =>
  useAuthority(code) ? children : null;
