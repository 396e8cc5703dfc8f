import {
  type BarCodeMatch,
  type BarCodeQuery,
  GOODS_SKU_MAX,
  type GoodsPriceRecord,
  type GoodsSkuEdit,
  type GoodsSkuFilter,
  type GoodsSkuRecord,
  type GoodsSpecSetup,
  type GoodsSpecValue,
  type GoodsSpecValuesSave,
  goodsStatusText,
  type Locale,
  type PageQuery,
} from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Page } from '../../lib/route';
import { createdStamp, type Scope } from '../../scope/scope';
import { narrowScope, notFound, resolveOwner } from '../../scope/scoped-db';
import type { GoodsService } from '../goods/goods.service';
import type { GoodsPriceService, SkuLookup } from '../goods-price/goods-price.service';
import {
  type ChosenItem,
  combinationCount,
  combinationsOf,
  freshCodes,
} from './goods-sku.combinations';
import { createGoodsSkuRepository, type SkuRow } from './goods-sku.repository';

/** What SKUs ask the specification module: items and specifications the caller can see. */
export type SpecificationLookup = {
  itemsInScope: (
    scope: Scope,
    ids: readonly number[],
  ) => Promise<
    Map<number, { id: number; specificationId: number; itemValue: string; sort: number }>
  >;
  specificationsInScope: (scope: Scope, ids: readonly number[]) => Promise<Map<number, unknown>>;
};

type Dependencies = {
  db: Db;
  goods: Pick<GoodsService, 'rowsOf' | 'findOr404'>;
  prices: Pick<GoodsPriceService, 'byGoods'>;
  specifications: SpecificationLookup;
};

const idsOf = (text: string): number[] =>
  text === '' ? [] : text.split(',').map((id) => Number(id));

/** What the price module asks about SKUs: their texts, and whether one is a goods' own. */
export const createGoodsSkuLookup = (db: Db): SkuLookup => {
  const skus = createGoodsSkuRepository(db);
  return {
    byIds: (ids) => skus.byIds(ids),
    isOfGoods: async (goodsId, skuId) => (await skus.ofGoodsById(goodsId, skuId)) !== undefined,
  };
};

/** SKUs of goods: generated from the goods' specification values, one per combination. */
export const createGoodsSkuService = ({ db, goods, prices, specifications }: Dependencies) => {
  const skus = createGoodsSkuRepository(db);

  const toRecords = async (scope: Scope, rows: SkuRow[]): Promise<GoodsSkuRecord[]> => {
    const [named, counts] = await Promise.all([
      goods.rowsOf(
        scope,
        rows.map((row) => row.goodsId),
      ),
      skus.priceCounts(
        scope,
        rows.map((row) => row.id),
      ),
    ]);
    const byId = new Map(named.map((row) => [row.id, row]));
    return rows.map(({ specKey: _key, itemIds, ...row }) => ({
      ...row,
      goodsName: byId.get(row.goodsId)?.goodsName ?? null,
      goodsCode: byId.get(row.goodsId)?.goodsCode ?? null,
      itemIds: idsOf(itemIds),
      priceCount: counts.get(row.id) ?? 0,
    }));
  };

  const setupOf = async (scope: Scope, goodsId: number): Promise<GoodsSpecSetup> => {
    const values: GoodsSpecValue[] = [];
    for (const row of await skus.specValuesOf(goodsId)) {
      let value = values.find((entry) => entry.specificationId === row.specificationId);
      if (!value) {
        value = {
          specificationId: row.specificationId,
          parameterName: row.parameterName,
          items: [],
        };
        values.push(value);
      }
      value.items.push({ id: row.itemId, itemValue: row.itemValue });
    }
    return { goodsId, values, skus: await toRecords(scope, await skus.ofGoods(goodsId)) };
  };

  /** The chosen items per specification, checked: visible, of the specification named. */
  const chosenGroups = async (scope: Scope, body: GoodsSpecValuesSave) => {
    const seen = new Set<number>();
    body.values.forEach((value, index) => {
      if (seen.has(value.specificationId))
        throw new AppError(400, 'goodsSku.specificationTwice', {
          field: `values.${index}.specificationId`,
        });
      seen.add(value.specificationId);
    });
    const visible = await specifications.specificationsInScope(scope, [...seen]);
    const items = await specifications.itemsInScope(
      scope,
      body.values.flatMap((value) => value.itemIds),
    );
    return body.values.map((value, index) => {
      if (!visible.has(value.specificationId))
        throw new AppError(400, 'field.unknownReference', {
          field: `values.${index}.specificationId`,
        });
      const chosen = [...new Set(value.itemIds)].map((id) => {
        const item = items.get(id);
        if (!item || item.specificationId !== value.specificationId)
          throw new AppError(400, 'goodsSku.itemNotOfSpecification', {
            field: `values.${index}.itemIds`,
          });
        return item;
      });
      // The specification's own item order, whatever order they were ticked in.
      return chosen.sort((a, b) => a.sort - b.sort || a.id - b.id);
    });
  };

  /** A SKU the caller sees through its goods, else 404. */
  const visibleOr404 = async (scope: Scope, id: number) => {
    const row = await skus.byId(id);
    if (!row) throw notFound();
    await goods.findOr404(scope, row.goodsId);
    return row;
  };

  /** Refuses to drop SKUs while one of their prices is on sale: the shop sells them now. */
  const refuseOnSale = async (rows: readonly SkuRow[], field: string) => {
    const selling = await skus.onSaleAmong(rows.map((row) => row.id));
    if (selling)
      throw new AppError(400, 'goodsSku.onSale', {
        field,
        values: { sku: rows.find((row) => row.id === selling.skuId)?.specText ?? '' },
      });
  };

  return {
    list: async (
      scope: Scope,
      filter: GoodsSkuFilter,
      page: PageQuery,
    ): Promise<Page<GoodsSkuRecord>> => {
      const rows = await skus.page(scope, await narrowScope(db, scope, filter), filter, page);
      return { ...rows, entities: await toRecords(scope, rows.entities) };
    },

    setup: async (scope: Scope, goodsId: number) => {
      await goods.findOr404(scope, goodsId);
      return setupOf(scope, goodsId);
    },

    /**
     * Saves the goods' specification values and regenerates its SKUs in one transaction:
     * SKUs whose combination stays keep their code, bar code and prices; new combinations get
     * a SKU; vanished ones go with their prices (refused while one of those is on sale).
     */
    saveSpecValues: async (scope: Scope, body: GoodsSpecValuesSave): Promise<GoodsSpecSetup> => {
      const owner = await goods.findOr404(scope, body.goodsId);
      const groups: ChosenItem[][] = await chosenGroups(scope, body);
      const count = combinationCount(groups);
      if (count > GOODS_SKU_MAX)
        throw new AppError(400, 'goodsSku.tooMany', {
          field: 'values',
          values: { count: String(count), max: String(GOODS_SKU_MAX) },
        });
      const combinations = combinationsOf(groups);
      const existing = await skus.ofGoods(body.goodsId);
      const wanted = new Set(combinations.map((combination) => combination.key));
      const vanished = existing.filter((row) => !wanted.has(row.specKey));
      await refuseOnSale(vanished, 'values');
      const kept = new Map(
        existing.filter((row) => wanted.has(row.specKey)).map((row) => [row.specKey, row]),
      );
      const fresh = combinations.filter((combination) => !kept.has(combination.key));
      const codes = freshCodes(
        owner.goodsCode,
        new Set([...kept.values()].map((row) => row.skuCode)),
        fresh.length,
      );
      const rowOwner = await resolveOwner(db, scope, { organId: owner.organId });
      await db.transaction().execute(async (trx) => {
        const rows = createGoodsSkuRepository(trx);
        await rows.removeWithPrices(vanished.map((row) => row.id));
        for (const [sort, combination] of combinations.entries()) {
          const row = kept.get(combination.key);
          // Kept SKUs follow the goods' owner (the goods may have moved).
          if (row)
            await rows.update(scope, row.id, {
              sort,
              itemIds: combination.itemIds,
              specText: combination.text,
              ...rowOwner,
            });
        }
        if (fresh.length > 0)
          await trx
            .insertInto('goodsSku')
            .values(
              fresh.map((combination, index) => ({
                goodsId: body.goodsId,
                skuCode: codes[index] ?? `${owner.goodsCode}-${index}`,
                specKey: combination.key,
                itemIds: combination.itemIds,
                specText: combination.text,
                sort: combinations.indexOf(combination),
                ...rowOwner,
                ...createdStamp(scope),
              })),
            )
            .execute();
        await rows.removeSpecValuesOf(body.goodsId);
        const values = groups.flatMap((items, specIndex) =>
          items.map((item, itemIndex) => ({
            goodsId: body.goodsId,
            specificationId: body.values[specIndex]?.specificationId ?? 0,
            itemId: item.id,
            sort: specIndex * (GOODS_SKU_MAX + 1) + itemIndex,
            ...rowOwner,
            ...createdStamp(scope),
          })),
        );
        if (values.length > 0) await trx.insertInto('goodsSpecValue').values(values).execute();
      });
      return setupOf(scope, body.goodsId);
    },

    edit: async (scope: Scope, body: GoodsSkuEdit): Promise<GoodsSkuRecord> => {
      const row = await visibleOr404(scope, body.id);
      if (body.skuCode !== undefined && (await skus.codeTwin(row.goodsId, body.skuCode, row.id)))
        throw new AppError(400, 'goodsSku.codeTaken', {
          field: 'skuCode',
          values: { code: body.skuCode },
        });
      const barCode = body.barCode === undefined ? undefined : body.barCode || null;
      if (barCode && (await skus.barCodeTwin(scope, barCode, row.id)))
        throw new AppError(400, 'goodsSku.barCodeTaken', {
          field: 'barCode',
          values: { code: barCode },
        });
      const updated = await skus.update(scope, row.id, {
        ...(body.skuCode === undefined ? {} : { skuCode: body.skuCode }),
        ...(barCode === undefined ? {} : { barCode }),
        ...(body.status === undefined ? {} : { status: body.status }),
        ...(body.sort === undefined ? {} : { sort: body.sort }),
      });
      if (!updated) throw notFound();
      const [record] = await toRecords(scope, [updated]);
      if (!record) throw notFound();
      return record;
    },

    /** A SKU goes with its store prices, in one transaction; refused while one is on sale. */
    remove: async (scope: Scope, id: number) => {
      const row = await visibleOr404(scope, id);
      await refuseOnSale([row], 'id');
      await db.transaction().execute((trx) => createGoodsSkuRepository(trx).removeWithPrices([id]));
    },

    byBarCode: async (
      scope: Scope,
      locale: Locale,
      query: BarCodeQuery,
    ): Promise<BarCodeMatch | null> => {
      const sku = await skus.byBarCode(scope, query.barCode);
      const [product] = sku
        ? await goods.rowsOf(scope, [sku.goodsId])
        : await skus.goodsByCode(scope, query.barCode);
      if (!product) return null;
      let price: GoodsPriceRecord | null = null;
      if (query.storeId) {
        const atStore = await prices.byGoods(scope, locale, {
          goodsId: product.id,
          storeId: query.storeId,
        });
        price =
          atStore.find((row) => row.skuId === (sku?.id ?? null)) ??
          atStore.find((row) => row.skuId === null) ??
          null;
      }
      const [skuRecord] = sku ? await toRecords(scope, [sku]) : [];
      return {
        matchedBy: sku ? 'sku' : 'goods',
        goods: {
          id: product.id,
          goodsName: product.goodsName,
          goodsCode: product.goodsCode,
          status: product.status,
          statusText: goodsStatusText(product.status, locale),
        },
        sku: skuRecord ?? null,
        price,
      };
    },
  };
};

export type GoodsSkuService = ReturnType<typeof createGoodsSkuService>;
