import type { PageQuery } from '@retail/contract';
import type { Db, ReadNow } from '../../db/database';
import type { SqlDialect } from '../../db/dialect';
import type { Page } from '../../lib/route';
import type { Scope } from '../../scope/scope';
import { updatedStamp } from '../../scope/scope';
import { ownedInsert, scoped, scopedUpdate, type ScopeView } from '../../scope/scoped-db';
import { type GoodsRow, LIST_COLUMNS } from './goods-list-columns';
import { createGoodsListReads, type GoodsQuery } from './goods-list-reads';

export type { GoodsRow } from './goods-list-columns';
export type { GoodsQuery } from './goods-list-reads';

/** Goods rows and the rows that hang on a goods (pictures, tags, carrying organisations). */
export const createGoodsRepository = (db: Db, dialect: SqlDialect, readNow?: ReadNow) => {
  const lists = createGoodsListReads(db, dialect, readNow);

  return {
    /** One page and its exact total (goods-list-reads.ts). */
    page: (
      _scope: Scope,
      view: ScopeView,
      filter: GoodsQuery,
      page: PageQuery,
    ): Promise<Page<GoodsRow>> => lists.page(view, filter, page),

    some: (
      _scope: Scope,
      view: ScopeView,
      filter: GoodsQuery,
      limit: number,
    ): Promise<GoodsRow[]> => lists.some(view, filter, limit),

    byIds: async (scope: Scope, ids: readonly number[]): Promise<GoodsRow[]> =>
      ids.length === 0
        ? []
        : scoped(db, scope)
            .selectFrom('goods')
            .select(LIST_COLUMNS)
            .where('goods.id', 'in', [...new Set(ids)])
            .orderBy('goods.id', 'desc')
            .execute(),

    describeOf: async (scope: Scope, id: number): Promise<string | null> =>
      (
        await scoped(db, scope)
          .selectFrom('goods')
          .select('goodsDescribe')
          .where('id', '=', id)
          .executeTakeFirst()
      )?.goodsDescribe ?? null,

    images: (scope: Scope, goodsId: number) =>
      scoped(db, scope)
        .selectFrom('goodsImage')
        .select(['fileId', 'fileUrl', 'sort'])
        .where('goodsId', '=', goodsId)
        .orderBy('sort')
        .orderBy('id')
        .execute(),

    /** Pictures per goods (all of them: a picture is a fact about the goods, not a secret). */
    imageCounts: async (goodsIds: readonly number[]): Promise<Map<number, number>> => {
      const counts = new Map<number, number>();
      if (goodsIds.length === 0) return counts;
      const rows = await db
        .selectFrom('goodsImage')
        .select('goodsId')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('goodsId', 'in', [...goodsIds])
        .groupBy('goodsId')
        .execute();
      for (const row of rows) counts.set(row.goodsId, Number(row.count));
      return counts;
    },

    tagIds: async (scope: Scope, goodsId: number): Promise<number[]> =>
      (
        await scoped(db, scope)
          .selectFrom('goodsTagRef')
          .select('goodsTagId')
          .where('goodsId', '=', goodsId)
          .orderBy('goodsTagId')
          .execute()
      ).map((row) => row.goodsTagId),

    /** The goods' pictures become exactly these, in this order (run it in a transaction). */
    replaceImages: async (
      scope: Scope,
      goods: { id: number; organId: number },
      images: readonly { fileId: number; fileUrl: string }[],
    ): Promise<void> => {
      await scoped(db, scope).deleteFrom('goodsImage').where('goodsId', '=', goods.id).execute();
      for (const [sort, image] of images.entries())
        await ownedInsert(db, scope, 'goodsImage', {
          organId: goods.organId,
          goodsId: goods.id,
          fileId: image.fileId,
          fileUrl: image.fileUrl,
          sort,
        });
      await scopedUpdate(db, scope, 'goods', goods.id, { goodsImg: images[0]?.fileUrl ?? null });
    },

    /**
     * Rows that belong to the goods follow it when it moves to another organisation (run it in
     * the moving transaction): its SKUs, pictures and tag links are seen where it is seen.
     */
    carryOwner: async (
      scope: Scope,
      goods: { id: number; tenantId: number; organId: number; organPath: string },
    ): Promise<void> => {
      const owner = {
        tenantId: goods.tenantId,
        organId: goods.organId,
        organPath: goods.organPath,
      };
      for (const table of ['goodsSku', 'goodsImage', 'goodsTagRef'] as const)
        await scoped(db, scope)
          .updateTable(table)
          .set(owner)
          .where('goodsId', '=', goods.id)
          .where('organPath', '!=', goods.organPath)
          .execute();
    },

    /** The goods carries exactly these tags (run it in a transaction). */
    replaceTags: async (
      scope: Scope,
      goods: { id: number; organId: number },
      tagIds: readonly number[],
    ): Promise<void> => {
      await scoped(db, scope).deleteFrom('goodsTagRef').where('goodsId', '=', goods.id).execute();
      for (const goodsTagId of new Set(tagIds))
        await ownedInsert(db, scope, 'goodsTagRef', {
          organId: goods.organId,
          goodsId: goods.id,
          goodsTagId,
        });
    },

    setStatus: async (scope: Scope, ids: readonly number[], status: number): Promise<void> => {
      await scoped(db, scope)
        .updateTable('goods')
        .set({ status, ...updatedStamp(scope) })
        .where('id', 'in', [...ids])
        .execute();
    },

    /** Names of the goods whose pictures include this file (the file module's usage guard). */
    namesUsingFile: async (fileId: number): Promise<string[]> =>
      (
        await db
          .selectFrom('goodsImage')
          .innerJoin('goods', 'goods.id', 'goodsImage.goodsId')
          .select('goods.goodsName')
          .distinct()
          .where('goodsImage.fileId', '=', fileId)
          .orderBy('goods.goodsName')
          .limit(20)
          .execute()
      ).map((row) => row.goodsName),
  };
};

export type GoodsRepository = ReturnType<typeof createGoodsRepository>;
