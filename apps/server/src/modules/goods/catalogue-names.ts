import { CATALOGUE_CHANGES, type ChangeCounters } from '../../db/change-counters';
import type { Db } from '../../db/database';
import { type BoundedCache, createBoundedCache } from '../../lib/bounded-cache';
import { canSee, type Owner, type Scope } from '../../scope/scope';

/** Rows kept per table (the least recently used go first). */
const CACHE_SIZE = 20_000;

type Named = Pick<Owner, 'tenantId' | 'organPath'> & { name: string };
type NameTable = 'goodsType' | 'brand';

/**
 * Category and brand names of a page of goods, exactly as the scoped lookups of the category
 * and brand services answer them (a name the caller cannot see is absent), from rows kept in
 * memory: the two lookups were a third of a list call's statements. The rows are kept while
 * the catalogue's change counter stays where it was when they were read, so a rename made by
 * any server process shows at the next call.
 */
export const createCatalogueNames = (db: Db, changes: ChangeCounters) => {
  // null: no such row.
  const rows: Record<NameTable, BoundedCache<number, Named | null>> = {
    goodsType: createBoundedCache(CACHE_SIZE),
    brand: createBoundedCache(CACHE_SIZE),
  };
  // The counter the kept rows were read under (read before them).
  let keptVersion = -1;

  /** The counter now; the kept rows are dropped when it has moved. */
  const current = async (): Promise<number> => {
    const version = await changes.read([CATALOGUE_CHANGES]);
    if (version !== keptVersion) {
      rows.goodsType.clear();
      rows.brand.clear();
      keptVersion = version;
    }
    return version;
  };

  return {
    /** Names of the rows among these ids the caller can see. */
    namesOf: async (
      table: NameTable,
      scope: Scope,
      ids: readonly number[],
    ): Promise<Map<number, string>> => {
      const version = await current();
      const kept = rows[table];
      const found = new Map<number, Named | null>();
      const missing: number[] = [];
      for (const id of new Set(ids)) {
        const row = kept.get(id);
        if (row === undefined) missing.push(id);
        else found.set(id, row);
      }
      if (missing.length > 0) {
        const read = await db
          .selectFrom(table)
          .select(['id', 'name', 'tenantId', 'organPath'])
          .where('id', 'in', missing)
          .execute();
        // Kept only under the counter read before them (another call may have moved on).
        const keep = version === keptVersion;
        const byId = new Map(read.map((row) => [row.id, row]));
        for (const id of missing) {
          const row = byId.get(id);
          const named = row
            ? { name: row.name, tenantId: row.tenantId, organPath: row.organPath }
            : null;
          found.set(id, named);
          if (keep) kept.set(id, named);
        }
      }
      const names = new Map<number, string>();
      for (const [id, row] of found) if (row && canSee(scope, row)) names.set(id, row.name);
      return names;
    },
  };
};

export type CatalogueNames = ReturnType<typeof createCatalogueNames>;
