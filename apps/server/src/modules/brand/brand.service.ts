import { brandResource } from '@retail/contract';
import type { Db } from '../../db/database';
import { createResourceService } from '../../resources/resource.service';
import type { Scope } from '../../scope/scope';

/**
 * Brands: the registry's generic service (packages/contract/src/ministore/brand.resource.ts)
 * and what the goods catalogue asks of brands besides.
 */
export const createBrandService = ({ db }: { db: Db }) => {
  const crud = createResourceService(db, brandResource);
  return {
    ...crud,
    /** Names of the brands among these ids the caller can see. */
    namesOf: async (scope: Scope, ids: readonly number[]): Promise<Map<number, string>> => {
      const rows = await crud.visibleByIds(scope, ids);
      return new Map([...rows].map(([id, row]) => [id, row.name]));
    },
  };
};

export type BrandService = ReturnType<typeof createBrandService>;
