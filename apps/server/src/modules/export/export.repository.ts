import type { ExportFilter, PageQuery } from '@retail/contract';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { ExportJobTable } from '../../db/schema';
import { fetchPage } from '../../lib/paged-query';
import type { Page } from '../../lib/route';
import type { ScopedDb } from '../../scope/scoped-db';

export type ExportJobRow = Selectable<ExportJobTable>;

/**
 * Export jobs. Requests read them through the scope (and the service keeps only the
 * caller's own); the runner updates the job it was given by id.
 */
export const createExportRepository = (db: Db) => ({
  page: (
    scoped: ScopedDb,
    userId: number,
    filter: ExportFilter,
    page: PageQuery,
  ): Promise<Page<ExportJobRow>> => {
    let query = scoped.selectFrom('exportJob').selectAll().where('userId', '=', userId);
    if (filter.status) query = query.where('status', '=', filter.status);
    return fetchPage(query.orderBy('id', 'desc'), page);
  },

  /** How many of the user's jobs in the scope are waiting or running. */
  countUnfinished: async (scoped: ScopedDb, userId: number): Promise<number> => {
    const row = await scoped
      .selectFrom('exportJob')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('userId', '=', userId)
      .where('status', 'in', ['pending', 'running'])
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  },

  insert: (values: Insertable<ExportJobTable>): Promise<ExportJobRow> =>
    db.insertInto('exportJob').values(values).returningAll().executeTakeFirstOrThrow(),

  update: async (id: number, values: Updateable<ExportJobTable>): Promise<void> => {
    await db.updateTable('exportJob').set(values).where('id', '=', id).execute();
  },

  /** Unfinished jobs nobody has vouched for since `before` (`yyyy-MM-dd HH:mm:ss`). */
  unfinishedSince: (before: string): Promise<ExportJobRow[]> =>
    db
      .selectFrom('exportJob')
      .selectAll()
      .where('status', 'in', ['pending', 'running'])
      .where('updateDate', '<', before)
      .execute(),

  /** The process running these jobs is alive: their update date moves on. */
  touch: async (ids: readonly number[], updateDate: string): Promise<void> => {
    if (ids.length === 0) return;
    await db
      .updateTable('exportJob')
      .set({ updateDate })
      .where('id', 'in', [...ids])
      .execute();
  },
});

export type ExportRepository = ReturnType<typeof createExportRepository>;
