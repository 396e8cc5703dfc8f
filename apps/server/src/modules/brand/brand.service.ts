import type { brandResource } from '@retail/contract';
import type { createResourceService } from '../../resources/resource.service';
import type { Scope } from '../../scope/scope';

type BrandCrud = ReturnType<typeof createResourceService<typeof brandResource>>;

/**
 * Brands: the registry's generic service (packages/contract/src/ministore/brand.resource.ts,
 * built by the composition root) and what the goods catalogue asks of brands besides.
 */
export const createBrandService = ({ crud }: { crud: BrandCrud }) => {
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
