import { sessionStore } from '../lib/storage';
import { subscribeSession } from '../lib/session-store';
import { createValueStore } from './value-store';

/** Organisation tree node (console.md §3); type 0 and 1 are tenant level. */
export type OrganNode = {
  id: number;
  parentId: number | null;
  organName: string;
  organPath: string;
  type: number;
  tenantId?: number | null;
  children?: OrganNode[];
};

export const TENANT_ORGAN_TYPES: readonly number[] = [0, 1];

const isNode = (value: unknown): value is OrganNode =>
  typeof value === 'object' && value !== null && typeof (value as OrganNode).id === 'number';

/** The organisation tree of this session (session value `organList`), loaded after login. */
export const organTree = createValueStore<OrganNode[]>(
  () => (sessionStore.get('organList') ?? []).filter(isNode),
  (list) => sessionStore.set('organList', list),
);

/** The tenants this session may choose (session value `tenantList`). */
export const tenantList = createValueStore<OrganNode[]>(
  () => (sessionStore.get('tenantList') ?? []).filter(isNode),
  (list) => sessionStore.set('tenantList', list),
);

export const flattenOrgans = (nodes: readonly OrganNode[]): OrganNode[] =>
  nodes.flatMap((node) => [node, ...flattenOrgans(node.children ?? [])]);

/** Tenant options are limited to organisation nodes of type 0 or 1 (console.md §6). */
export const tenantNodes = (nodes: readonly OrganNode[]): OrganNode[] =>
  flattenOrgans(nodes).filter((node) => TENANT_ORGAN_TYPES.includes(node.type));

/** Builds a tree from a flat list by parentId (a list already nested is kept as it is). */
export const nestOrgans = (nodes: readonly OrganNode[]): OrganNode[] => {
  if (nodes.some((node) => (node.children?.length ?? 0) > 0)) return [...nodes];
  const byId = new Map(nodes.map((node) => [node.id, { ...node, children: [] as OrganNode[] }]));
  const roots: OrganNode[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId == null ? undefined : byId.get(node.parentId);
    if (parent) parent.children!.push(node);
    else roots.push(node);
  }
  return roots;
};

/** The part of the tree that belongs to one tenant (nodes of that tenant, kept with their subtrees). */
export const organsOfTenant = (
  nodes: readonly OrganNode[],
  tenantId: number | null,
): OrganNode[] => {
  if (tenantId == null) return [...nodes];
  const result: OrganNode[] = [];
  const walk = (list: readonly OrganNode[]) => {
    for (const node of list) {
      const own = node.tenantId != null ? node.tenantId === tenantId : node.id === tenantId;
      if (own) result.push(node);
      else walk(node.children ?? []);
    }
  };
  walk(nodes);
  return result;
};

// A logout (or another login) changes the session's lists under the store: read them again.
subscribeSession(() => {
  organTree.refresh();
  tenantList.refresh();
});
