import type { Resource, ServerMessageKey } from '@retail/contract';
import type { Db } from '../db/database';
import { AppError } from '../lib/app-error';
import type { Scope } from '../scope/scope';
import { readTenantWide, scoped, scopedDelete } from '../scope/scoped-db';
import { atomically } from '../scope/audit';
import { type AnySelect, isForeignKeyViolation } from './crud';
import { tableOf } from './resource-references';

// The rules of a registry resource declared as a tree (`tree: { parentField }`): a record never
// hangs below itself, and one with records below it is not removed unless they go with it. A
// parent the caller cannot see is refused before these, as any reference is (400 naming it).

/** The hooks the tree adds to the resource's own (resource.service.ts combines them). */
export type TreeRules = {
  /** A parent that is the record itself or one below it: 400 naming the parent field. */
  check: (scope: Scope, body: Record<string, unknown>) => Promise<void>;
  /** Records below the one being removed: 400, unless the declaration lets them go with it. */
  beforeRemove: (scope: Scope, row: { id: number }) => Promise<void>;
  /**
   * With `removeWithChildren`: removes the record and everything below it, deepest first, in one
   * transaction; a record below that the caller may not remove keeps the whole branch (400).
   */
  removeBranch?: (scope: Scope, id: number, inUse: () => AppError) => Promise<void>;
};

export const treeRules = (db: Db, resource: Resource): TreeRules | undefined => {
  const tree = resource.tree;
  if (!tree) return undefined;
  const table = tableOf(resource);
  const field = tree.parentField;
  const message = (key: string | undefined, fallback: ServerMessageKey) =>
    (key ?? fallback) as ServerMessageKey;

  /**
   * The parent of every record of the caller's tenant: a move is checked against the whole tree,
   * also the parts below the caller's organisation that the caller cannot open.
   */
  const parents = async (scope: Scope): Promise<Map<number, number | null>> => {
    const rows = (await readTenantWide(db, scope, (view) =>
      (scoped(db, scope, view).selectFrom(table) as unknown as AnySelect)
        .select(['id', field])
        .execute(),
    )) as Array<Record<string, unknown>>;
    return new Map(rows.map((row) => [row.id as number, (row[field] as number | null) ?? null]));
  };

  /** The ids below a record, deepest first. */
  const below = (links: Map<number, number | null>, id: number): number[] => {
    const children = [...links].filter(([, parent]) => parent === id).map(([child]) => child);
    return children.flatMap((child) => [...below(links, child), child]);
  };

  const hasChildren = () =>
    new AppError(400, message(resource.messages?.hasChildren, 'tree.hasChildren'));

  return {
    check: async (scope, body) => {
      const parentId = body[field];
      if (body.id === undefined || typeof parentId !== 'number') return;
      const links = await parents(scope);
      const seen = new Set<number>();
      for (let at: number | null | undefined = parentId; at != null; at = links.get(at)) {
        if (at === body.id || seen.has(at))
          throw new AppError(400, message(resource.messages?.ownAncestor, 'tree.ownAncestor'), {
            field,
          });
        seen.add(at);
      }
    },
    beforeRemove: async (scope, row) => {
      if (tree.removeWithChildren) return;
      if ([...(await parents(scope)).values()].includes(row.id)) throw hasChildren();
    },
    ...(tree.removeWithChildren
      ? {
          removeBranch: async (scope: Scope, id: number, inUse: () => AppError) => {
            const ids = below(await parents(scope), id);
            await atomically(db, async (trx) => {
              for (const at of [...ids, id]) {
                try {
                  await scopedDelete(trx, scope, table, at);
                } catch (error) {
                  if (isForeignKeyViolation(error)) throw inUse();
                  if (at !== id && error instanceof AppError && error.status === 404)
                    throw hasChildren();
                  throw error;
                }
              }
            });
          },
        }
      : {}),
  };
};
