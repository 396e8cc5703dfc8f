import type { DictionaryFilter, PageQuery } from '@retail/contract';
import type { Db } from '../../db/database';
import type { DictionaryTable } from '../../db/schema';
import type { Selectable } from 'kysely';
import { fetchPage } from '../../lib/paged-query';
import type { Page } from '../../lib/route';
import { containsText } from '../../lib/text-match';
import type { ScopedDb } from '../../scope/scoped-db';

export type DictionaryRow = Selectable<DictionaryTable>;

/** Dictionary rows: the screen's scoped list, and the rows owned along a path of organisations. */
export const createDictionaryRepository = (db: Db) => ({
  /** Rows of the caller's (narrowed) scope, by namespace, then sorted, then id. */
  listPage: (
    scoped: ScopedDb,
    filter: DictionaryFilter,
    page: PageQuery,
  ): Promise<Page<DictionaryRow>> => {
    let query = scoped.selectFrom('dictionary').selectAll();
    if (filter.bigType) query = query.where('bigType', '=', filter.bigType);
    if (filter.value) query = query.where(containsText('value', filter.value));
    if (filter.desc) query = query.where(containsText('desc', filter.desc));
    if (filter.parentId !== undefined) query = query.where('parentId', '=', filter.parentId);
    return fetchPage(query.orderBy('bigType').orderBy('sorted').orderBy('id'), page);
  },

  /**
   * Rows owned by the organisations at exactly these paths (an organisation and those above
   * it: what it references), optionally of some namespaces only.
   */
  ownedAlong: (
    paths: readonly string[],
    bigTypes?: readonly string[],
  ): Promise<DictionaryRow[]> => {
    if (paths.length === 0) return Promise.resolve([]);
    let query = db
      .selectFrom('dictionary')
      .selectAll()
      .where('organPath', 'in', [...paths]);
    if (bigTypes?.length) query = query.where('bigType', 'in', [...bigTypes]);
    return query.execute();
  },

  /** Rows by id, whoever owns them: the service decides whether the caller may use them. */
  byIds: (ids: readonly number[]): Promise<DictionaryRow[]> =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('dictionary')
          .selectAll()
          .where('id', 'in', [...ids])
          .execute(),
});

export type DictionaryRepository = ReturnType<typeof createDictionaryRepository>;
