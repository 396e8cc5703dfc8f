import type {
  goodsSpecificationItemResource,
  goodsSpecificationResource,
  PageQuery,
  SpecificationChoice,
  SpecificationChooserFilter,
  SpecificationEdit,
  SpecificationItemRecord,
  SpecificationRecord,
} from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { fetchPage } from '../../lib/paged-query';
import type { Page } from '../../lib/route';
import { containsText } from '../../lib/text-match';
import type { ResourceRow, createResourceService } from '../../resources/resource.service';
import { createAssignments } from '../../scope/assignments';
import type { Scope } from '../../scope/scope';
import { narrowScope, scoped } from '../../scope/scoped-db';

/** The authority the chooser's add-specification call needs besides the chooser's own key. */
export const SPECIFICATION_EDIT_AUTHORITY = 'GOODS_SPECIFICATION_EDIT';

type Dependencies = {
  db: Db;
  specifications: ReturnType<typeof createResourceService<typeof goodsSpecificationResource>>;
  items: ReturnType<typeof createResourceService<typeof goodsSpecificationItemResource>>;
};

/** An item with its specification (what goods SKUs are built from). */
export type ScopedSpecificationItem = SpecificationItemRecord & {
  specification: SpecificationRecord;
};

/**
 * What specifications offer beside the registry's list, edit and remove
 * (packages/contract/src/ministore/goods-specification.resource.ts): which organisations use a
 * group or a specification, the specification chooser, and the items goods SKUs are built from.
 */
export const createGoodsSpecificationService = ({ db, specifications, items }: Dependencies) => {
  /** The specifications with their items the caller can see, in display order. */
  const choicesOf = async (
    scope: Scope,
    records: SpecificationRecord[],
  ): Promise<SpecificationChoice[]> => {
    const ids = records.map((record) => record.id);
    const rows =
      ids.length === 0
        ? []
        : await scoped(db, scope)
            .selectFrom('goodsSpecificationItem')
            .selectAll()
            .where('specificationId', 'in', ids)
            .orderBy('specificationId')
            .orderBy('sort')
            .orderBy('id')
            .execute();
    const found = (await items.recordsOf(
      scope,
      rows as unknown as ResourceRow[],
    )) as unknown as SpecificationItemRecord[];
    return records.map((record) => ({
      ...record,
      items: found.filter((item) => item.specificationId === record.id),
    }));
  };

  return {
    groupAssignments: createAssignments(db, {
      target: 'goodsSpecificationGroup',
      table: 'goodsSpecificationGroupAssignee',
      key: 'groupId',
    }),
    specificationAssignments: createAssignments(db, {
      target: 'goodsSpecification',
      table: 'goodsSpecificationAssignee',
      key: 'specificationId',
    }),

    /** The chooser: specifications of a category and the general ones, each with its items. */
    choose: async (
      scope: Scope,
      filter: SpecificationChooserFilter,
      page: PageQuery,
    ): Promise<Page<SpecificationChoice>> => {
      const view = await narrowScope(db, scope, filter);
      let query = scoped(db, scope, view).selectFrom('goodsSpecification').selectAll();
      const { goodsTypeId, groupId, parameterName } = filter;
      if (goodsTypeId !== undefined)
        query = query.where((eb) =>
          eb.or([eb('goodsTypeId', '=', goodsTypeId), eb('goodsTypeId', 'is', null)]),
        );
      if (groupId !== undefined) query = query.where('groupId', '=', groupId);
      if (parameterName) query = query.where(containsText('parameterName', parameterName));
      const found = await fetchPage(
        query.orderBy('sort').orderBy('parameterName').orderBy('id'),
        page,
      );
      const records = (await specifications.recordsOf(
        scope,
        found.entities as unknown as ResourceRow[],
      )) as unknown as SpecificationRecord[];
      return { ...found, entities: await choicesOf(scope, records) };
    },

    /** The chooser's add dialog creates a specification; it also needs the edit authority. */
    addFromChooser: async (
      scope: Scope,
      body: Omit<SpecificationEdit, 'id'>,
    ): Promise<SpecificationChoice> => {
      if (!scope.authorityCodes.has(SPECIFICATION_EDIT_AUTHORITY))
        throw new AppError(403, 'auth.forbidden');
      const created = (await specifications.edit(scope, body)) as unknown as SpecificationRecord;
      return { ...created, items: [] };
    },

    /**
     * The items among these ids the caller can see, each with its specification (for goods
     * specification values and SKUs): ids missing from the answer do not exist for the caller.
     */
    itemsInScope: async (
      scope: Scope,
      ids: readonly number[],
    ): Promise<Map<number, ScopedSpecificationItem>> => {
      const rows = await items.visibleByIds(scope, ids);
      const parents = await specifications.visibleByIds(
        scope,
        [...rows.values()].map((row) => row.specificationId),
      );
      const found = new Map<number, ScopedSpecificationItem>();
      for (const [id, row] of rows) {
        const specification = parents.get(row.specificationId);
        if (specification)
          found.set(id, {
            ...(row as unknown as SpecificationItemRecord),
            specification: specification as unknown as SpecificationRecord,
          });
      }
      return found;
    },

    /** The specifications among these ids the caller can see. */
    specificationsInScope: (scope: Scope, ids: readonly number[]) =>
      specifications.visibleByIds(scope, ids),
  };
};

export type GoodsSpecificationService = ReturnType<typeof createGoodsSpecificationService>;
