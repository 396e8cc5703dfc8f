import type { Db } from '../../db/database';
import type { TableVersion } from '../../db/dialect';
import { type BoundedCache, createBoundedCache } from '../../lib/bounded-cache';
import { canSee, type Owner, type Scope } from '../../scope/scope';

/** The tables whose names a goods list shows (snake_case, as the write log sees them). */
export const CATALOGUE_NAME_TABLES = ['goods_type', 'brand'];

/**
 * How long names are trusted without the database. Writes of this process drop them at once;
 * a rename made through ANOTHER server process shows here within this time (docs/operations.md,
 * "Several nodes").
 */
export const CATALOGUE_NAMES_MS = 2000;
/** Rows kept per table (the least recently used go first). */
const CACHE_SIZE = 20_000;

type Named = Pick<Owner, 'tenantId' | 'organPath'> & { name: string };
type NameTable = 'goodsType' | 'brand';

/**
 * Category and brand names of a page of goods, exactly as the scoped lookups of the category
 * and brand services answer them (a name the caller cannot see is absent), from rows kept in
 * memory: the two lookups were a third of a list call's statements.
 */
export const createCatalogueNames = (db: Db, version: TableVersion) => {
  // null: no such row.
  const rows: Record<NameTable, BoundedCache<number, Named | null>> = {
    goodsType: createBoundedCache(CACHE_SIZE),
    brand: createBoundedCache(CACHE_SIZE),
  };
  // The version the kept rows were read under (read before them), and when they began.
  let keptVersion = version();
  let keptSince = performance.now();

  const current = () => {
    const now = performance.now();
    if (version() !== keptVersion || now - keptSince >= CATALOGUE_NAMES_MS) {
      rows.goodsType.clear();
      rows.brand.clear();
      keptVersion = version();
      keptSince = now;
    }
  };

  return {
    /** Names of the rows among these ids the caller can see. */
    namesOf: async (
      table: NameTable,
      scope: Scope,
      ids: readonly number[],
    ): Promise<Map<number, string>> => {
      current();
      const kept = rows[table];
      const found = new Map<number, Named | null>();
      const missing: number[] = [];
      for (const id of new Set(ids)) {
        const row = kept.get(id);
        if (row === undefined) missing.push(id);
        else found.set(id, row);
      }
      if (missing.length > 0) {
        const readVersion = version();
        const read = await db
          .selectFrom(table)
          .select(['id', 'name', 'tenantId', 'organPath'])
          .where('id', 'in', missing)
          .execute();
        // Kept only when nothing was written since the kept rows' version.
        const keep = readVersion === keptVersion && version() === keptVersion;
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
