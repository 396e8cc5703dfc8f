import type { GoodsTagEdit, GoodsTagFilter, GoodsTagRecord } from '@retail/contract';
import type { Db } from '../../db/database';
import { containsText } from '../../lib/text-match';
import type { Scope } from '../../scope/scope';
import { notFound } from '../../scope/scoped-db';
import { createCatalogueCrud } from '../goods-type/catalogue-crud';

/** Goods tags (name, colour); removing a tag takes it off every goods. */
export const createGoodsTagService = ({ db }: { db: Db }) => {
  const crud = createCatalogueCrud<'goodsTag', GoodsTagFilter, GoodsTagEdit, GoodsTagRecord>(db, {
    table: 'goodsTag',
    where: (query, filter) =>
      filter.name ? query.where(containsText('name', filter.name)) : query,
    orderBy: ['name'],
    values: async (_scope, body) => ({
      name: body.name,
      color: body.color ?? null,
      remark: body.remark ?? null,
    }),
    records: async (_scope, rows) => rows,
  });

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
