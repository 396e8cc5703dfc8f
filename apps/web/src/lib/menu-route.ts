// The menu route type on its own: storage, the session store and permission all use it.

/** A menu route generated from an authority node (console.md §3 menu or route node). */
export type MenuRoute = {
  name: string;
  icon: string | null;
  /** The node's url: a screen path, or an external link opened in a new tab. */
  path: string | null;
  code: string;
  type: number;
  /** Routable but not listed in the sidebar (detail screens). */
  hidden: boolean;
  children: MenuRoute[];
};
