import type { BoundedMap } from '../../cache/bounded-map';
import type { Caches } from '../../cache/caches';
import { CATALOGUE_CHANGES } from '../../cache/change-counters';
import type { Db } from '../../db/database';
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
 * any server process shows at the next call. CACHE=off: every page reads its names.
 */
export const createCatalogueNames = (
  db: Db,
  caches: Pick<Caches, 'keeps' | 'map' | 'counters'>,
) => {
  const keeping = caches.keeps('catalogue-names');
  // null: no such row.
  const rows: Record<NameTable, BoundedMap<number, Named | null>> = {
    goodsType: caches.map('catalogue-names', CACHE_SIZE),
    brand: caches.map('catalogue-names', CACHE_SIZE),
  };
  // The counter the kept rows were read under (read before them).
  let keptVersion = -1;

  /** The counter now; the kept rows are dropped when it has moved. */
  const current = async (): Promise<number> => {
    if (!keeping) return keptVersion;
    const version = await caches.counters.read([CATALOGUE_CHANGES]);
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
