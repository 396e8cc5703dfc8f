import type {
  GoodsTypePropsEdit,
  GoodsTypePropsFilter,
  GoodsTypePropsRecord,
  GoodsTypePropsSave,
  GoodsTypePropsValueEdit,
  GoodsTypePropsValueFilter,
  GoodsTypePropsValueRecord,
  GoodsTypePropsWithValues,
} from '@retail/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { GoodsTypePropsTable } from '../../db/schema-specification';
import { AppError } from '../../lib/app-error';
import { containsText } from '../../lib/text-match';
import type { Scope } from '../../scope/scope';
import { ownedInsert, scoped, scopedUpdate } from '../../scope/scoped-db';
import { referenceOr400 } from '../goods-specification/reference';
import { createCatalogueCrud } from '../../resources/crud';
import type { GoodsTypeService } from '../goods-type/goods-type.service';
import { createGoodsTypePropsRepository } from './goods-type-props.repository';

type PropsRow = Selectable<GoodsTypePropsTable>;
type Dependencies = {
  db: Db;
  goodsTypes: Pick<GoodsTypeService['types'], 'visibleByIds' | 'findOr404'>;
};

/** Names compare trimmed and case-insensitively ("Material" and "material" clash). */
const sameText = (a: string | null | undefined, b: string | null | undefined): boolean =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The first entry whose text another entry repeats. */
const firstRepeated = <T>(list: readonly T[], text: (entry: T) => string | null | undefined) =>
  list.find((entry, index) =>
    list.some((other, at) => at < index && sameText(text(entry), text(other))),
  );

/**
 * Category properties (what goods of a category describe) and their values; a category's
 * whole set is saved at once by `save`, all or nothing.
 */
export const createGoodsTypePropsService = ({ db, goodsTypes }: Dependencies) => {
  const repository = createGoodsTypePropsRepository(db);

  const typeOr400 = (scope: Scope, id: number) =>
    referenceOr400(goodsTypes.findOr404, scope, id, 'goodsTypeId');

  /** Name and code are unique within the category. */
  const assertUnique = async (body: {
    id?: number | undefined;
    goodsTypeId: number;
    propName: string;
    propCode?: string | null | undefined;
  }) => {
    const siblings = await repository.siblings(body.goodsTypeId, body.id);
    if (siblings.some((other) => sameText(other.propName, body.propName)))
      throw new AppError(400, 'goodsTypeProps.nameTaken', {
        field: 'propName',
        values: { name: body.propName },
      });
    if (siblings.some((other) => sameText(other.propCode, body.propCode)))
      throw new AppError(400, 'goodsTypeProps.codeTaken', {
        field: 'propCode',
        values: { code: body.propCode ?? '' },
      });
  };

  const propsRecords = async (scope: Scope, rows: PropsRow[]): Promise<GoodsTypePropsRecord[]> => {
    const types = await goodsTypes.visibleByIds(
      scope,
      rows.map((row) => row.goodsTypeId),
    );
    return rows.map((row) => ({ ...row, goodsTypeName: types.get(row.goodsTypeId)?.name ?? null }));
  };

  const props = createCatalogueCrud<
    'goodsTypeProps',
    GoodsTypePropsFilter,
    GoodsTypePropsEdit,
    GoodsTypePropsRecord
  >(db, {
    table: 'goodsTypeProps',
    where: (query, filter) => {
      let q = query;
      if (filter.goodsTypeId !== undefined) q = q.where('goodsTypeId', '=', filter.goodsTypeId);
      if (filter.propName) q = q.where(containsText('propName', filter.propName));
      return q;
    },
    orderBy: ['goodsTypeId', 'sort'],
    values: async (scope, body) => {
      await typeOr400(scope, body.goodsTypeId);
      await assertUnique(body);
      return {
        goodsTypeId: body.goodsTypeId,
        propName: body.propName,
        propCode: body.propCode || null,
        inputType: body.inputType ?? 'text',
        isMust: body.isMust ?? 0,
        sort: body.sort ?? 0,
        remark: body.remark ?? null,
      };
    },
    records: propsRecords,
  });

  const propsOr400 = (scope: Scope, id: number) =>
    referenceOr400(props.findOr404, scope, id, 'propsId');

  const values = createCatalogueCrud<
    'goodsTypePropsValue',
    GoodsTypePropsValueFilter,
    GoodsTypePropsValueEdit,
    GoodsTypePropsValueRecord
  >(db, {
    table: 'goodsTypePropsValue',
    where: (query, filter) => {
      let q = query;
      if (filter.propsId !== undefined) q = q.where('propsId', '=', filter.propsId);
      if (filter.goodsTypeId !== undefined)
        q = q.where('propsId', 'in', repository.idsOfType(filter.goodsTypeId));
      if (filter.value) q = q.where(containsText('value', filter.value));
      return q;
    },
    orderBy: ['propsId', 'sort'],
    values: async (scope, body) => {
      await propsOr400(scope, body.propsId);
      return { propsId: body.propsId, value: body.value, sort: body.sort ?? 0 };
    },
    records: async (scope, rows) => {
      const parents = await props.visibleByIds(
        scope,
        rows.map((row) => row.propsId),
      );
      return rows.map((row) => ({ ...row, propName: parents.get(row.propsId)?.propName ?? null }));
    },
    clash: (body) =>
      new AppError(400, 'goodsTypePropsValue.valueTaken', {
        field: 'value',
        values: { value: body.value },
      }),
  });

  /** The category's properties the caller can see, each with its values. */
  const ofType = async (scope: Scope, goodsTypeId: number): Promise<GoodsTypePropsWithValues[]> => {
    const records = await propsRecords(scope, await repository.propsOfType(scope, goodsTypeId));
    const valueRows = await values.all(scope, {
      goodsTypeId,
    });
    return records.map((record) => ({
      ...record,
      values: valueRows.filter((value) => value.propsId === record.id),
    }));
  };

  return {
    props: {
      ...props,
      /** A new property belongs to its category's organisation unless the body names one. */
      edit: async (scope: Scope, body: GoodsTypePropsEdit) =>
        props.edit(
          scope,
          body.id === undefined && body.organId === undefined
            ? { ...body, organId: (await typeOr400(scope, body.goodsTypeId)).organId }
            : body,
        ),
    },
    values: {
      ...values,
      /** A new value belongs to its property's organisation unless the body names one. */
      edit: async (scope: Scope, body: GoodsTypePropsValueEdit) =>
        values.edit(
          scope,
          body.id === undefined && body.organId === undefined
            ? { ...body, organId: (await propsOr400(scope, body.propsId)).organId }
            : body,
        ),
    },

    ofType: async (scope: Scope, goodsTypeId: number) => {
      await goodsTypes.findOr404(scope, goodsTypeId);
      return ofType(scope, goodsTypeId);
    },

    /**
     * The category's properties become exactly the given set, in one transaction: kept by id,
     * added without one, the others removed with their values; `values`, when given, replace
     * the property's values. Everything is checked before anything is written.
     */
    save: async (scope: Scope, body: GoodsTypePropsSave): Promise<GoodsTypePropsWithValues[]> => {
      const type = await goodsTypes.findOr404(scope, body.goodsTypeId);
      const current = await repository.propsOfType(scope, body.goodsTypeId);
      const currentIds = new Set(current.map((row) => row.id));
      const keptIds = body.props.flatMap((prop) => (prop.id === undefined ? [] : [prop.id]));
      if (keptIds.some((id) => !currentIds.has(id)) || new Set(keptIds).size !== keptIds.length)
        throw new AppError(400, 'goodsTypeProps.notOfType', { field: 'props' });
      const repeatedName = firstRepeated(body.props, (prop) => prop.propName);
      if (repeatedName)
        throw new AppError(400, 'goodsTypeProps.nameTaken', {
          field: 'props',
          values: { name: repeatedName.propName },
        });
      const repeatedCode = firstRepeated(body.props, (prop) => prop.propCode);
      if (repeatedCode)
        throw new AppError(400, 'goodsTypeProps.codeTaken', {
          field: 'props',
          values: { code: repeatedCode.propCode ?? '' },
        });
      // Properties of the category the caller cannot see still hold their names and codes.
      const unseen = (await repository.siblings(body.goodsTypeId, undefined)).filter(
        (row) => !currentIds.has(row.id),
      );
      for (const prop of body.props) {
        const clash = unseen.find(
          (row) => sameText(row.propName, prop.propName) || sameText(row.propCode, prop.propCode),
        );
        if (clash)
          throw sameText(clash.propName, prop.propName)
            ? new AppError(400, 'goodsTypeProps.nameTaken', {
                field: 'props',
                values: { name: prop.propName },
              })
            : new AppError(400, 'goodsTypeProps.codeTaken', {
                field: 'props',
                values: { code: prop.propCode ?? '' },
              });
        const repeatedValue = firstRepeated(prop.values ?? [], (value) => value);
        if (repeatedValue !== undefined)
          throw new AppError(400, 'goodsTypePropsValue.valueTaken', {
            field: 'values',
            values: { value: repeatedValue },
          });
      }

      await db.transaction().execute(async (trx) => {
        const removed = [...currentIds].filter((id) => !keptIds.includes(id));
        if (removed.length > 0)
          await scoped(trx, scope)
            .deleteFrom('goodsTypeProps')
            .where('id', 'in', removed)
            .execute();
        for (const prop of body.props) {
          const columns = {
            propName: prop.propName,
            propCode: prop.propCode || null,
            inputType: prop.inputType ?? 'text',
            isMust: prop.isMust ?? 0,
            sort: prop.sort ?? 0,
            remark: prop.remark ?? null,
          };
          const row =
            prop.id === undefined
              ? await ownedInsert(trx, scope, 'goodsTypeProps', {
                  ...columns,
                  goodsTypeId: type.id,
                  organId: type.organId,
                })
              : await scopedUpdate(trx, scope, 'goodsTypeProps', prop.id, columns);
          if (prop.values === undefined) continue;
          await scoped(trx, scope)
            .deleteFrom('goodsTypePropsValue')
            .where('propsId', '=', row.id)
            .execute();
          for (const [sort, value] of prop.values.entries())
            await ownedInsert(trx, scope, 'goodsTypePropsValue', {
              propsId: row.id,
              value,
              sort,
              organId: row.organId,
            });
        }
      });
      return ofType(scope, body.goodsTypeId);
    },
  };
};

export type GoodsTypePropsService = ReturnType<typeof createGoodsTypePropsService>;
