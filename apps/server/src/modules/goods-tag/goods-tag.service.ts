import type { goodsTagResource } from '@retail/contract';
import type { createResourceService } from '../../resources/resource.service';
import type { Scope } from '../../scope/scope';
import { notFound } from '../../scope/scoped-db';

/**
 * Goods tags: the registry's generic service (packages/contract/src/ministore/goods-tag.resource.ts);
 * removing a tag takes it off every goods (the reference rows cascade).
 */
type GoodsTagCrud = ReturnType<typeof createResourceService<typeof goodsTagResource>>;

export const createGoodsTagService = ({ crud }: { crud: GoodsTagCrud }) => {
  return {
    ...crud,
    /** The tags among these ids, by id; 404 when any is not the caller's to see. */
    visibleOr404: async (scope: Scope, ids: readonly number[]) => {
      const rows = await crud.visibleByIds(scope, ids);
      if (rows.size !== new Set(ids).size) throw notFound();
      return rows;
    },
  };
};

export type GoodsTagService = ReturnType<typeof createGoodsTagService>;
