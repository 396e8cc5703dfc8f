import type { Db } from '../../db/database';
import type { DictionaryTable } from '../../db/schema';
import type { Selectable } from 'kysely';

export type DictionaryRow = Selectable<DictionaryTable>;

/**
 * Dictionary rows owned along a path of organisations (the screen's list, edit and remove are
 * the registry's: dictionary.resource.ts in the contract).
 */
export const createDictionaryRepository = (db: Db) => ({
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
