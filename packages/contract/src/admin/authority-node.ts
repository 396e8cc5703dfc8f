// Without zod: the console's shell reads these (its menus and route guards) and loads no schema.

/** Authority node types: directory and menu nodes become routes, buttons never do. */
export const AUTHORITY_TYPES = { directory: 1, menu: 2, button: 3 } as const;
export type AuthorityType = (typeof AUTHORITY_TYPES)[keyof typeof AUTHORITY_TYPES];

/** Menu or route node (console.md §3): name, icon, url, type, code. */
export type AuthorityNode = {
  id: number;
  parentId: number | null;
  name: string;
  icon: string | null;
  url: string | null;
  type: number;
  code: string;
  sort: number;
  /** A routable screen the sidebar does not list (details pages). */
  hidden?: boolean;
  children: AuthorityNode[];
};
