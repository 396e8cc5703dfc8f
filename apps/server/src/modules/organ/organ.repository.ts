import type { PageQuery } from '@retail/contract';
import { sql } from 'kysely';
import { declareWrites } from '../../cache/write-tracking';
import type { Db } from '../../db/database';
import type { NewOrgan, Organ } from '../../db/schema';
import { containsText } from '../../lib/text-match';
import { type Scope, subtreeRange } from '../../scope/scope';
import {
  findOwnedOr404,
  ownedTablesOf,
  scoped,
  scopedDelete,
  type ScopeView,
} from '../../scope/scoped-db';

export type OrganQuery = {
  id?: number;
  organName?: string | undefined;
  type?: number | null | undefined;
  types?: readonly number[];
  parentId?: number | null | undefined;
};

/** Organisations, always read and changed through the caller's scope. */
export const createOrganRepository = (db: Db) => {
  const select = (scope: Scope, view: ScopeView, query: OrganQuery) =>
    scoped(db, scope, view)
      .selectFrom('organ')
      .$if(query.id !== undefined, (qb) => qb.where('id', '=', query.id ?? 0))
      .$if(Boolean(query.organName), (qb) =>
        qb.where(containsText('organName', query.organName ?? '')),
      )
      .$if(query.type !== undefined && query.type !== null, (qb) =>
        qb.where('type', '=', query.type ?? 0),
      )
      .$if(query.types !== undefined, (qb) => qb.where('type', 'in', [...(query.types ?? [])]))
      .$if(query.parentId !== undefined && query.parentId !== null, (qb) =>
        qb.where('parentId', '=', query.parentId ?? 0),
      );

  return {
    page: async (scope: Scope, view: ScopeView, query: OrganQuery, page: PageQuery) => {
      const base = select(scope, view, query);
      const [entities, total] = await Promise.all([
        base
          .selectAll()
          .orderBy('organPath')
          .orderBy('sort')
          .limit(page.pageSize)
          .offset((page.pageNum - 1) * page.pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { entities, totalCount: Number(total.count) };
    },

    all: (scope: Scope, view: ScopeView, query: OrganQuery = {}): Promise<Organ[]> =>
      select(scope, view, query).selectAll().orderBy('organPath').orderBy('sort').execute(),

    findOr404: (scope: Scope, id: number): Promise<Organ> => findOwnedOr404(db, scope, 'organ', id),

    countChildren: async (id: number): Promise<number> => {
      const row = await db
        .selectFrom('organ')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('parentId', '=', id)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Rows of every other owned table that belong to the organisation itself. */
    countOwnedData: async (id: number): Promise<number> => {
      let total = 0;
      for (const table of await ownedTablesOf(db)) {
        // The audit log outlives the organisation: its rows are history, not data.
        if (table === 'organ' || table === 'audit_log') continue;
        const row = await sql<{ count: number | string }>`
          select count(*) as count from ${sql.table(table)} where organ_id = ${id}`.execute(
          db.withoutPlugins(),
        );
        total += Number(row.rows[0]?.count ?? 0);
      }
      return total;
    },

    /**
     * Inserts a node; its path, tenant and owner id need its new id, so they follow. Until then
     * it stands at its parent's path and tenant: inside the caller's row-level wall.
     */
    insert: async (
      trx: Db,
      values: Omit<NewOrgan, 'organPath' | 'tenantId' | 'organId'>,
      place: { parentPath: string; tenantId: number | 'self' },
    ): Promise<Organ> => {
      const { id } = await trx
        .insertInto('organ')
        .values({
          ...values,
          organPath: place.parentPath,
          tenantId: place.tenantId === 'self' ? 0 : place.tenantId,
          organId: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return trx
        .updateTable('organ')
        .set({
          organPath: `${place.parentPath}${id}/`,
          tenantId: place.tenantId === 'self' ? id : place.tenantId,
          organId: id,
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    update: (trx: Db, id: number, values: Partial<Organ>): Promise<Organ> =>
      trx
        .updateTable('organ')
        .set(values)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),

    /** Every owned table (read before a transaction: SQLite has one connection). */
    ownedTables: (): Promise<string[]> => ownedTablesOf(db),

    /**
     * Rewrites the path prefix (and the tenant) of every owned row at or below `from`, in
     * every owned table, organisations included: a moved subtree takes its data along.
     */
    moveSubtree: async (
      trx: Db,
      tables: string[],
      move: { from: string; to: string; tenantId: number },
    ): Promise<void> => {
      const [lower, upper] = subtreeRange(move.from);
      for (const table of tables) {
        await sql`update ${sql.table(table)}
          set organ_path = ${move.to} || substr(organ_path, ${move.from.length + 1}),
            tenant_id = ${move.tenantId}
          where organ_path >= ${lower} and organ_path < ${upper}`.execute(
          declareWrites(trx.withoutPlugins(), [table]),
        );
      }
    },

    remove: (scope: Scope, id: number): Promise<void> => scopedDelete(db, scope, 'organ', id),
  };
};

export type OrganRepository = ReturnType<typeof createOrganRepository>;
