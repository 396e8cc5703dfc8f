import type {
  GoodsTypePropsSave,
  GoodsTypePropsValueRecord,
  GoodsTypePropsWithValues,
  goodsTypePropsResource,
  goodsTypePropsValueResource,
} from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { ResourceRow, createResourceService } from '../../resources/resource.service';
import type { Scope } from '../../scope/scope';
import { findOwnedOr404, ownedInsert, scoped, scopedUpdate } from '../../scope/scoped-db';
import { propsOfCategory, propTaken, sameText } from './goods-type-props.hooks';

type Dependencies = {
  db: Db;
  props: ReturnType<typeof createResourceService<typeof goodsTypePropsResource>>;
  values: ReturnType<typeof createResourceService<typeof goodsTypePropsValueResource>>;
};

/** The first entry whose text another entry repeats. */
const firstRepeated = <T>(list: readonly T[], text: (entry: T) => string | null | undefined) =>
  list.find((entry, index) =>
    list.some((other, at) => at < index && sameText(text(entry), text(other))),
  );

/**
 * A category's properties with their values, read and saved as one set, beside the registry's
 * list, edit and remove (packages/contract/src/ministore/goods-type-props.resource.ts).
 */
export const createGoodsTypePropsService = ({ db, props, values }: Dependencies) => {
  /** The category's properties the caller can see, in display order. */
  const rowsOf = (scope: Scope, goodsTypeId: number) =>
    scoped(db, scope)
      .selectFrom('goodsTypeProps')
      .selectAll()
      .where('goodsTypeId', '=', goodsTypeId)
      .orderBy('sort')
      .orderBy('id')
      .execute();

  /** The category's properties the caller can see, each with its values. */
  const ofType = async (scope: Scope, goodsTypeId: number): Promise<GoodsTypePropsWithValues[]> => {
    const rows = await rowsOf(scope, goodsTypeId);
    const ids = rows.map((row) => row.id);
    const valueRows =
      ids.length === 0
        ? []
        : await scoped(db, scope)
            .selectFrom('goodsTypePropsValue')
            .selectAll()
            .where('propsId', 'in', ids)
            .orderBy('propsId')
            .orderBy('sort')
            .orderBy('id')
            .execute();
    const [records, valueRecords] = await Promise.all([
      props.recordsOf(scope, rows as unknown as ResourceRow[]),
      values.recordsOf(scope, valueRows as unknown as ResourceRow[]),
    ]);
    return (records as unknown as Omit<GoodsTypePropsWithValues, 'values'>[]).map((record) => ({
      ...record,
      values: (valueRecords as unknown as GoodsTypePropsValueRecord[]).filter(
        (value) => value.propsId === record.id,
      ),
    }));
  };

  /** Everything wrong with a save, before anything is written. */
  const checkSave = async (body: GoodsTypePropsSave, currentIds: Set<number>) => {
    const keptIds = body.props.flatMap((prop) => (prop.id === undefined ? [] : [prop.id]));
    if (keptIds.some((id) => !currentIds.has(id)) || new Set(keptIds).size !== keptIds.length)
      throw new AppError(400, 'goodsTypeProps.notOfType', { field: 'props' });
    const repeatedName = firstRepeated(body.props, (prop) => prop.propName);
    if (repeatedName) throw propTaken('name', repeatedName.propName, 'props');
    const repeatedCode = firstRepeated(body.props, (prop) => prop.propCode);
    if (repeatedCode) throw propTaken('code', repeatedCode.propCode, 'props');
    // Properties of the category the caller cannot see still hold their names and codes.
    const unseen = (await propsOfCategory(db, body.goodsTypeId)).filter(
      (row) => !currentIds.has(row.id),
    );
    for (const prop of body.props) {
      const clash = unseen.find(
        (row) => sameText(row.propName, prop.propName) || sameText(row.propCode, prop.propCode),
      );
      if (clash)
        throw sameText(clash.propName, prop.propName)
          ? propTaken('name', prop.propName, 'props')
          : propTaken('code', prop.propCode, 'props');
      const repeatedValue = firstRepeated(prop.values ?? [], (value) => value);
      if (repeatedValue !== undefined)
        throw new AppError(400, 'goodsTypePropsValue.valueTaken', {
          field: 'values',
          values: { value: repeatedValue },
        });
    }
    return keptIds;
  };

  return {
    ofType: async (scope: Scope, goodsTypeId: number) => {
      await findOwnedOr404(db, scope, 'goodsType', goodsTypeId);
      return ofType(scope, goodsTypeId);
    },

    /**
     * The category's properties become exactly the given set, in one transaction: kept by id,
     * added without one, the others removed with their values; `values`, when given, replace
     * the property's values. Everything is checked before anything is written.
     */
    save: async (scope: Scope, body: GoodsTypePropsSave): Promise<GoodsTypePropsWithValues[]> => {
      const type = await findOwnedOr404(db, scope, 'goodsType', body.goodsTypeId);
      const currentIds = new Set((await rowsOf(scope, body.goodsTypeId)).map((row) => row.id));
      const keptIds = await checkSave(body, currentIds);
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
