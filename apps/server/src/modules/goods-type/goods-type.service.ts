import type {
  FrontGoodsTypeEdit,
  FrontGoodsTypeFilter,
  FrontGoodsTypeRecord,
  GoodsTypeEdit,
  GoodsTypeFilter,
  GoodsTypeRecord,
} from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { containsText } from '../../lib/text-match';
import type { Scope } from '../../scope/scope';
import { type AnySelect, createCatalogueCrud } from '../../resources/crud';
import { createGoodsTypeRepository, type TreeTable } from './goods-type.repository';

type TreeFilter = { name?: string | null | undefined; parentId?: number | null | undefined };

const treeWhere = (query: AnySelect, filter: TreeFilter): AnySelect => {
  let q = query;
  if (filter.name) q = q.where(containsText('name', filter.name));
  if (filter.parentId === null) q = q.where('parentId', 'is', null);
  else if (filter.parentId !== undefined) q = q.where('parentId', '=', filter.parentId);
  return q;
};

/**
 * Goods categories (a tree) and storefront categories (a second tree pointing at goods types);
 * category boards and brands are registry resources.
 */
export const createGoodsTypeService = ({ db }: { db: Db }) => {
  const trees = createGoodsTypeRepository(db);

  /** The parent must exist for the caller, and a node never moves below itself. */
  const checkParent = async (
    scope: Scope,
    table: TreeTable,
    id: number | undefined,
    parentId: number | null | undefined,
    findOr404: (scope: Scope, id: number) => Promise<unknown>,
  ) => {
    if (parentId === null || parentId === undefined) return;
    await findOr404(scope, parentId);
    if (id === undefined) return;
    const parents = await trees.parents(scope, table);
    const seen = new Set<number>();
    for (let at: number | null | undefined = parentId; at != null; at = parents.get(at)) {
      if (at === id || seen.has(at))
        throw new AppError(400, 'goodsType.ownAncestor', { field: 'parentId' });
      seen.add(at);
    }
  };

  const refuseWithChildren = (table: TreeTable) => async (_scope: Scope, row: { id: number }) => {
    if (await trees.hasChildren(table, row.id)) throw new AppError(400, 'goodsType.hasChildren');
  };

  const inUse = () => new AppError(400, 'goodsType.inUse');

  const types = createCatalogueCrud<'goodsType', GoodsTypeFilter, GoodsTypeEdit, GoodsTypeRecord>(
    db,
    {
      table: 'goodsType',
      where: treeWhere,
      orderBy: ['sort', 'name'],
      values: async (scope, body) => {
        await checkParent(scope, 'goodsType', body.id, body.parentId, (s, id) =>
          types.findOr404(s, id),
        );
        return {
          parentId: body.parentId ?? null,
          name: body.name,
          sort: body.sort ?? 0,
          icon: body.icon ?? null,
          remark: body.remark ?? null,
        };
      },
      records: async (_scope, rows) => rows,
      beforeRemove: refuseWithChildren('goodsType'),
      inUse,
    },
  );

  const assertTypes = async (scope: Scope, ids: (number | null | undefined)[]) => {
    for (const id of new Set(ids))
      if (id !== null && id !== undefined) await types.findOr404(scope, id);
  };

  const fronts = createCatalogueCrud<
    'frontGoodsType',
    FrontGoodsTypeFilter,
    FrontGoodsTypeEdit,
    FrontGoodsTypeRecord
  >(db, {
    table: 'frontGoodsType',
    where: (query, filter) => {
      let q = treeWhere(query, filter);
      if (filter.goodsTypeId !== undefined) q = q.where('goodsTypeId', '=', filter.goodsTypeId);
      if (filter.enable !== undefined) q = q.where('enable', '=', filter.enable);
      return q;
    },
    orderBy: ['sort', 'name'],
    values: async (scope, body) => {
      await checkParent(scope, 'frontGoodsType', body.id, body.parentId, (s, id) =>
        fronts.findOr404(s, id),
      );
      await assertTypes(scope, [body.goodsTypeId]);
      return {
        parentId: body.parentId ?? null,
        name: body.name,
        sort: body.sort ?? 0,
        icon: body.icon ?? null,
        remark: body.remark ?? null,
        goodsTypeId: body.goodsTypeId ?? null,
        enable: body.enable ?? 1,
      };
    },
    records: async (_scope, rows) => rows,
    beforeRemove: refuseWithChildren('frontGoodsType'),
  });

  return {
    types,
    fronts,
    /** Names of the categories among these ids the caller can see. */
    namesOf: async (scope: Scope, ids: readonly number[]): Promise<Map<number, string>> => {
      const rows = await types.visibleByIds(scope, ids);
      return new Map([...rows].map(([id, row]) => [id, row.name]));
    },
  };
};

export type GoodsTypeService = ReturnType<typeof createGoodsTypeService>;
