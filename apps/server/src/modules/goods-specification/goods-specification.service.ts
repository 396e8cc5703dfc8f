import {
  type PageQuery,
  type SpecificationChoice,
  type SpecificationChooserFilter,
  type SpecificationEdit,
  type SpecificationFilter,
  type SpecificationGroupEdit,
  type SpecificationGroupFilter,
  type SpecificationGroupRecord,
  type SpecificationItemEdit,
  type SpecificationItemFilter,
  type SpecificationItemRecord,
  type SpecificationRecord,
} from '@retail/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type {
  GoodsSpecificationItemTable,
  GoodsSpecificationTable,
} from '../../db/schema-specification';
import { AppError } from '../../lib/app-error';
import { containsText } from '../../lib/text-match';
import type { Page } from '../../lib/route';
import type { Scope } from '../../scope/scope';
import { createCatalogueCrud } from '../../resources/crud';
import type { GoodsTypeService } from '../goods-type/goods-type.service';
import { createAssignments } from '../../scope/assignments';
import { createSpecificationRepository } from './goods-specification.repository';
import { referenceOr400 } from './reference';

/** The authority the chooser's add-specification call needs besides the chooser's own key. */
export const SPECIFICATION_EDIT_AUTHORITY = 'GOODS_SPECIFICATION_EDIT';

export type SpecificationRow = Selectable<GoodsSpecificationTable>;
export type SpecificationItemRow = Selectable<GoodsSpecificationItemTable>;
/** An item with its specification (what goods SKUs are built from). */
export type ScopedSpecificationItem = SpecificationItemRow & { specification: SpecificationRow };

type Dependencies = {
  db: Db;
  goodsTypes: Pick<GoodsTypeService['types'], 'visibleByIds' | 'findOr404'>;
};

/**
 * Specification groups, specifications and their items, which organisations use a group or a
 * specification, and the specification chooser. Every read and write goes through the scope
 * layer; a reference the caller cannot see (group, category, specification) is a 400 naming
 * the field.
 */
export const createGoodsSpecificationService = ({ db, goodsTypes }: Dependencies) => {
  const repository = createSpecificationRepository(db);

  const groups = createCatalogueCrud<
    'goodsSpecificationGroup',
    SpecificationGroupFilter,
    SpecificationGroupEdit,
    SpecificationGroupRecord
  >(db, {
    table: 'goodsSpecificationGroup',
    where: (query, filter) =>
      filter.name ? query.where(containsText('name', filter.name)) : query,
    orderBy: ['sort', 'name'],
    values: async (_scope, body) => ({
      name: body.name,
      sort: body.sort ?? 0,
      remark: body.remark ?? null,
    }),
    records: async (scope, rows) => {
      const counts = await repository.visibleCountsByGroup(
        scope,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({ ...row, specificationCount: counts.get(row.id) ?? 0 }));
    },
    // A shop owner keeps the specifications: the group is refused until they are moved or gone.
    beforeRemove: async (_scope, row) => {
      const count = await repository.countInGroup(row.id);
      if (count > 0)
        throw new AppError(400, 'specificationGroup.hasSpecifications', {
          values: { count: String(count) },
        });
    },
  });

  const specificationRecords = async (
    scope: Scope,
    rows: SpecificationRow[],
  ): Promise<SpecificationRecord[]> => {
    const [groupRows, typeRows] = await Promise.all([
      groups.visibleByIds(
        scope,
        rows.flatMap((row) => (row.groupId === null ? [] : [row.groupId])),
      ),
      goodsTypes.visibleByIds(
        scope,
        rows.flatMap((row) => (row.goodsTypeId === null ? [] : [row.goodsTypeId])),
      ),
    ]);
    return rows.map((row) => ({
      ...row,
      groupName: row.groupId === null ? null : (groupRows.get(row.groupId)?.name ?? null),
      goodsTypeName:
        row.goodsTypeId === null ? null : (typeRows.get(row.goodsTypeId)?.name ?? null),
      isDeleted: 0,
    }));
  };

  const specifications = createCatalogueCrud<
    'goodsSpecification',
    SpecificationFilter,
    SpecificationEdit,
    SpecificationRecord
  >(db, {
    table: 'goodsSpecification',
    where: (query, filter) => {
      let q = query;
      if (filter.parameterName) q = q.where(containsText('parameterName', filter.parameterName));
      if (filter.parameterCode) q = q.where('parameterCode', '=', filter.parameterCode);
      if (filter.groupId !== undefined) q = q.where('groupId', '=', filter.groupId);
      if (filter.isNav !== undefined) q = q.where('isNav', '=', filter.isNav);
      const typeId = filter.goodsTypeId;
      if (typeId !== undefined)
        q = filter.includeGeneral
          ? q.where((eb) => eb.or([eb('goodsTypeId', '=', typeId), eb('goodsTypeId', 'is', null)]))
          : q.where('goodsTypeId', '=', typeId);
      return q;
    },
    orderBy: ['sort', 'parameterName'],
    values: async (scope, body) => {
      if (body.groupId != null)
        await referenceOr400(groups.findOr404, scope, body.groupId, 'groupId');
      if (body.goodsTypeId != null)
        await referenceOr400(goodsTypes.findOr404, scope, body.goodsTypeId, 'goodsTypeId');
      return {
        groupId: body.groupId ?? null,
        displayArea: body.displayArea ?? 'detail',
        parameterName: body.parameterName,
        parameterCode: body.parameterCode || null,
        isMust: body.isMust ?? 0,
        isMutilSelect: body.isMutilSelect ?? 0,
        isNav: body.isNav ?? 0,
        goodsTypeId: body.goodsTypeId ?? null,
        sort: body.sort ?? 0,
        remark: body.remark ?? null,
      };
    },
    records: specificationRecords,
    clash: (body) =>
      new AppError(400, 'specification.codeTaken', {
        field: 'parameterCode',
        values: { code: body.parameterCode ?? '' },
      }),
    // Goods SKUs built on one of its items keep it (their foreign keys refuse the cascade).
    inUse: () => new AppError(400, 'specification.inUse'),
  });

  const itemRecords = async (
    scope: Scope,
    rows: SpecificationItemRow[],
  ): Promise<SpecificationItemRecord[]> => {
    const parents = await specifications.visibleByIds(
      scope,
      rows.map((row) => row.specificationId),
    );
    return rows.map((row) => ({
      ...row,
      specificationName: parents.get(row.specificationId)?.parameterName ?? null,
    }));
  };

  const specificationOr400 = (scope: Scope, id: number) =>
    referenceOr400(specifications.findOr404, scope, id, 'specificationId');

  const items = createCatalogueCrud<
    'goodsSpecificationItem',
    SpecificationItemFilter,
    SpecificationItemEdit,
    SpecificationItemRecord
  >(db, {
    table: 'goodsSpecificationItem',
    where: (query, filter) => {
      let q = query;
      if (filter.specificationId !== undefined)
        q = q.where('specificationId', '=', filter.specificationId);
      if (filter.specificationIds !== undefined)
        q =
          filter.specificationIds.length === 0
            ? q.where('id', '<', 0)
            : q.where('specificationId', 'in', filter.specificationIds);
      if (filter.itemValue) q = q.where(containsText('itemValue', filter.itemValue));
      return q;
    },
    orderBy: ['specificationId', 'sort'],
    values: async (scope, body) => {
      await specificationOr400(scope, body.specificationId);
      return {
        specificationId: body.specificationId,
        itemValue: body.itemValue,
        itemCode: body.itemCode || null,
        sort: body.sort ?? 0,
        remark: body.remark ?? null,
      };
    },
    records: itemRecords,
    clash: (body) =>
      new AppError(400, 'specificationItem.valueTaken', {
        field: 'itemValue',
        values: { value: body.itemValue },
      }),
    inUse: () => new AppError(400, 'specification.inUse'),
  });

  const choicesOf = async (
    scope: Scope,
    records: SpecificationRecord[],
  ): Promise<SpecificationChoice[]> => {
    const rows = await repository.itemsOf(
      scope,
      records.map((record) => record.id),
    );
    const itemsBySpecification = new Map<number, SpecificationItemRecord[]>();
    for (const record of await itemRecords(scope, rows)) {
      const list = itemsBySpecification.get(record.specificationId) ?? [];
      list.push(record);
      itemsBySpecification.set(record.specificationId, list);
    }
    return records.map((record) => ({
      ...record,
      items: itemsBySpecification.get(record.id) ?? [],
    }));
  };

  const groupAssignments = createAssignments(db, {
    target: 'goodsSpecificationGroup',
    table: 'goodsSpecificationGroupAssignee',
    key: 'groupId',
  });
  const specificationAssignments = createAssignments(db, {
    target: 'goodsSpecification',
    table: 'goodsSpecificationAssignee',
    key: 'specificationId',
  });

  return {
    groups,
    specifications,
    items: {
      ...items,
      /** A new item belongs to its specification's organisation unless the body names one. */
      edit: async (scope: Scope, body: SpecificationItemEdit) =>
        items.edit(
          scope,
          body.id === undefined && body.organId === undefined
            ? { ...body, organId: (await specificationOr400(scope, body.specificationId)).organId }
            : body,
        ),
    },
    groupAssignments,
    specificationAssignments,

    /** The chooser: specifications of a category and the general ones, each with its items. */
    choose: async (
      scope: Scope,
      filter: SpecificationChooserFilter,
      page: PageQuery,
    ): Promise<Page<SpecificationChoice>> => {
      const found = await specifications.list(scope, { ...filter, includeGeneral: true }, page);
      return { ...found, entities: await choicesOf(scope, found.entities) };
    },

    /** The chooser's add dialog creates a specification; it also needs the edit authority. */
    addFromChooser: async (
      scope: Scope,
      body: Omit<SpecificationEdit, 'id'>,
    ): Promise<SpecificationChoice> => {
      if (!scope.authorityCodes.has(SPECIFICATION_EDIT_AUTHORITY))
        throw new AppError(403, 'auth.forbidden');
      const created = await specifications.edit(scope, body);
      const [choice] = await choicesOf(scope, [created]);
      return choice ?? { ...created, items: [] };
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
        if (specification) found.set(id, { ...row, specification });
      }
      return found;
    },
  };
};

export type GoodsSpecificationService = ReturnType<typeof createGoodsSpecificationService>;
