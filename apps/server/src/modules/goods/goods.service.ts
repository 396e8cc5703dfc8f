import {
  type GoodsAssign,
  type GoodsAssignee,
  type GoodsChangeImages,
  type GoodsDetail,
  type GoodsEdit,
  type GoodsFilter,
  type GoodsImage,
  type GoodsLaunch,
  type GoodsRecord,
  GOODS_DESCRIBE_MAX,
  GOODS_QUERY_LIMIT,
  GOODS_STATUS_OFF_SHELF,
  GOODS_STATUS_ON_SALE,
  goodsStatusText,
  isOnSale,
  type Locale,
  moneyOf,
  type PageQuery,
  type ProductRecord,
  type ServerMessageKey,
} from '@retail/contract';
import type { Expression, SqlBool } from 'kysely';
import type { AnswerReuse } from '../../cache/answer-cache';
import { CATALOGUE_CHANGES, type ChangeCounters, goodsChanges } from '../../cache/change-counters';
import type { Db, ReadNow } from '../../db/database';
import type { SqlDialect } from '../../db/dialect';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { sanitizeRichText } from '../../lib/rich-text';
import type { Page } from '../../lib/route';
import { createAssignments } from '../../scope/assignments';
import type { Scope } from '../../scope/scope';
import {
  findOwnedOr404,
  narrowScope,
  notFound,
  ownedInsert,
  resolveOwner,
  scopedDelete,
  scopedUpdate,
} from '../../scope/scoped-db';
import type { BrandService } from '../brand/brand.service';
import type { FileService } from '../file/file.service';
import type { GoodsTagService } from '../goods-tag/goods-tag.service';
import type { GoodsTypeService } from '../goods-type/goods-type.service';
import type { CatalogueNames } from './catalogue-names';
import { createGoodsRepository, type GoodsRow } from './goods.repository';

/** What the goods need to know about their store prices (the price module answers). */
export type GoodsPrices = {
  /** Count and range of the visible prices of each goods. */
  summaryOf: (
    scope: Scope,
    goodsIds: readonly number[],
  ) => Promise<Map<number, { count: number; minCents: number; maxCents: number }>>;
  /** Puts every price of the goods the caller can see on sale (inside the caller's transaction). */
  launchAllOf: (trx: Db, scope: Scope, goodsId: number) => Promise<void>;
  /** "The goods has a price at this store", a condition on `goods.id`. */
  atStore: (scope: Scope, storeId: number) => Expression<SqlBool>;
};

type Dependencies = {
  db: Db;
  types: GoodsTypeService;
  brands: BrandService;
  tags: GoodsTagService;
  files: Pick<FileService, 'visibleFiles'>;
  /** The category and brand names of listed goods, as `types` and `brands` name them. */
  names: CatalogueNames;
  /** Read from the price table alone (`createPricesOfGoods`), not through the price service. */
  prices: GoodsPrices;
  /** The counters a list answer is kept under (0014-change-counters). */
  counters: ChangeCounters;
  dialect: SqlDialect;
  /** SQLite: the list page read directly (see ReadNow). */
  readNow?: ReadNow | undefined;
};

/**
 * How each list filter enters the key of a kept list answer: as itself, through the view it
 * narrows, or not at all because such answers are never kept. A new filter must say which
 * (this does not compile otherwise), or two different lists could share an answer.
 */
const LIST_KEY: Record<keyof GoodsFilter, 'value' | 'view' | 'not kept'> = {
  goodsId: 'value',
  goodsName: 'value',
  goodsCode: 'value',
  goodsTypeId: 'value',
  brandId: 'value',
  status: 'value',
  storeId: 'not kept',
  tenantId: 'view',
  organId: 'view',
  organIds: 'view',
};
const filtersKept = (kept: 'value' | 'not kept') =>
  (Object.keys(LIST_KEY) as (keyof GoodsFilter)[]).filter((name) => LIST_KEY[name] === kept);
const KEYED_FILTERS = filtersKept('value');
const NOT_KEPT_FILTERS = filtersKept('not kept');

/**
 * The description as stored and answered: sanitised by the rich-text policy (`lib/rich-text.ts`).
 * Escaping can lengthen text (`<` becomes `&lt;`), so the contract's limit is checked again.
 */
const cleanDescription = (html: string | null | undefined): string | null => {
  if (html === null || html === undefined) return null;
  const clean = sanitizeRichText(html);
  if (clean.length > GOODS_DESCRIBE_MAX)
    throw new AppError(400, 'field.tooLong', { field: 'goodsDescribe' });
  return clean;
};

/** Goods, their pictures, tags and carrying organisations; launching under the shop rules. */
export const createGoodsService = ({
  db,
  types,
  brands,
  tags,
  files,
  names,
  prices,
  counters,
  dialect,
  readNow,
}: Dependencies) => {
  const goods = createGoodsRepository(db, dialect, readNow);
  const assignments = createAssignments(db, {
    target: 'goods',
    table: 'goodsAssignee',
    key: 'goodsId',
  });

  const toRecords = async (
    scope: Scope,
    locale: Locale,
    rows: GoodsRow[],
  ): Promise<GoodsRecord[]> => {
    const [typeNames, brandNames] = await Promise.all([
      names.namesOf(
        'goodsType',
        scope,
        rows.map((row) => row.goodsTypeId),
      ),
      names.namesOf(
        'brand',
        scope,
        rows.flatMap((row) => (row.brandId === null ? [] : [row.brandId])),
      ),
    ]);
    // The rows are this call's own: completing them in place is 10× cheaper than copying
    // (`{ ...row, more }` takes V8's slow path for rows this wide, 5 µs a row).
    return rows.map((row) =>
      Object.assign(row, {
        goodsTypeName: typeNames.get(row.goodsTypeId) ?? null,
        brandName: row.brandId === null ? null : (brandNames.get(row.brandId) ?? null),
        statusText: goodsStatusText(row.status, locale),
      }),
    );
  };

  const query = async (scope: Scope, filter: GoodsFilter) => ({
    view: await narrowScope(db, scope, filter),
    filter: {
      ...filter,
      atStore: filter.storeId ? prices.atStore(scope, filter.storeId) : undefined,
    },
  });

  const page = async (
    scope: Scope,
    locale: Locale,
    filter: GoodsFilter,
    paging: PageQuery,
  ): Promise<Page<GoodsRecord>> => {
    const { view, filter: full } = await query(scope, filter);
    const rows = await goods.page(scope, view, full, paging);
    return { ...rows, entities: await toRecords(scope, locale, rows.entities) };
  };

  const recordsOf = async (scope: Scope, locale: Locale, ids: readonly number[]) =>
    toRecords(scope, locale, await goods.byIds(scope, ids));

  const detail = async (scope: Scope, locale: Locale, id: number): Promise<GoodsDetail> => {
    const [record] = await recordsOf(scope, locale, [id]);
    if (!record) throw notFound();
    const [goodsDescribe, images, tagIds] = await Promise.all([
      goods.describeOf(scope, id),
      goods.images(scope, id),
      goods.tagIds(scope, id),
    ]);
    return { ...record, goodsDescribe, images, tagIds };
  };

  /** Every id names goods the caller can see, else 404 (nothing changes). */
  const visibleOr404 = async (scope: Scope, ids: readonly number[]): Promise<GoodsRow[]> => {
    const rows = await goods.byIds(scope, ids);
    if (rows.length !== new Set(ids).size) throw notFound();
    return rows;
  };

  /** Goods go on sale only with a picture and a price: the first that lacks one refuses all. */
  const assertLaunchable = async (
    scope: Scope,
    rows: readonly Pick<GoodsRow, 'id' | 'goodsName'>[],
    /** Pictures about to be saved with the goods (an edit), instead of the stored ones. */
    pending: { images?: number | undefined } = {},
  ) => {
    const ids = rows.map((row) => row.id);
    const [images, priced] = await Promise.all([
      goods.imageCounts(ids),
      prices.summaryOf(scope, ids),
    ]);
    for (const row of [...rows].sort((a, b) => a.id - b.id)) {
      const noImage = (pending.images ?? images.get(row.id) ?? 0) === 0;
      const noPrice = (priced.get(row.id)?.count ?? 0) === 0;
      const key: ServerMessageKey | null =
        noImage && noPrice
          ? 'goods.noImageNorPrice'
          : noImage
            ? 'goods.noImage'
            : noPrice
              ? 'goods.noPrice'
              : null;
      if (key) throw new AppError(400, key, { values: { name: row.goodsName } });
    }
  };

  /**
   * The pictures as stored: each a file-bank file the caller can see (else 404), and public:
   * goods are shown on the storefront, where a private file's signed link would expire.
   */
  const picturesOf = async (scope: Scope, fileIds: readonly number[], field: string) => {
    const unique = [...new Set(fileIds)];
    const visible = await files.visibleFiles(scope, unique);
    if (visible.length !== unique.length) throw notFound();
    if (visible.some((file) => file.visibility === 'private'))
      throw new AppError(400, 'file.privateOnStorefront', { field });
    return visible.map((file) => ({ fileId: file.fileId, fileUrl: file.fileUrl }));
  };

  return {
    list: page,

    /**
     * Which list answer a call asks for and the version of everything it shows: the goods of
     * the view's tenant (of every tenant across tenants) and the category and brand names.
     * A store filter reads prices, which are not counted: such answers are not reused.
     */
    listReuse: async (
      scope: Scope,
      locale: Locale,
      filter: GoodsFilter,
      paging: PageQuery,
    ): Promise<AnswerReuse | undefined> => {
      if (NOT_KEPT_FILTERS.some((name) => filter[name] !== undefined && filter[name] !== null))
        return undefined;
      const view = await narrowScope(db, scope, filter);
      const version = await counters.read(
        view.tenantId === null ? undefined : [goodsChanges(view.tenantId), CATALOGUE_CHANGES],
      );
      // The view replaces the organisation filters it was narrowed by; the scope decides
      // which category and brand names show. Built by hand: this runs on every call.
      const filters = KEYED_FILTERS.map((name) => filter[name]);
      const key =
        `${locale} ${scope.platform} ${scope.tenantId} ${scope.organPath} ${paging.pageNum} ` +
        `${paging.pageSize} ${view.empty} ${view.tenantId} ${view.organPath} ` +
        `${view.organIds?.join(',')} ${JSON.stringify(filters)}`;
      return { key, version };
    },

    all: async (scope: Scope, locale: Locale, filter: GoodsFilter): Promise<GoodsRecord[]> => {
      const { view, filter: full } = await query(scope, filter);
      return toRecords(scope, locale, await goods.some(scope, view, full, GOODS_QUERY_LIMIT));
    },

    products: async (
      scope: Scope,
      locale: Locale,
      filter: GoodsFilter,
      paging: PageQuery,
    ): Promise<Page<ProductRecord>> => {
      const rows = await page(scope, locale, filter, paging);
      const ids = rows.entities.map((row) => row.id);
      const [images, priced] = await Promise.all([
        goods.imageCounts(ids),
        prices.summaryOf(scope, ids),
      ]);
      return {
        ...rows,
        entities: rows.entities.map((row) => {
          const price = priced.get(row.id);
          return {
            ...row,
            imageCount: images.get(row.id) ?? 0,
            priceCount: price?.count ?? 0,
            minPrice: price ? moneyOf(price.minCents) : null,
            maxPrice: price ? moneyOf(price.maxCents) : null,
          };
        }),
      };
    },

    load: detail,

    edit: async (scope: Scope, locale: Locale, body: GoodsEdit): Promise<GoodsDetail> => {
      // Owner and target first: outside the scope is a 404 whatever else is wrong.
      const current =
        body.id === undefined ? undefined : await findOwnedOr404(db, scope, 'goods', body.id);
      if (!current) await resolveOwner(db, scope, { organId: body.organId });
      await types.types.findOr404(scope, body.goodsTypeId);
      if (body.brandId) await brands.findOr404(scope, body.brandId);
      if (body.tagIds) await tags.visibleOr404(scope, body.tagIds);
      const pictures = body.imageFileIds
        ? await picturesOf(scope, body.imageFileIds, 'imageFileIds')
        : undefined;
      if (
        body.status !== undefined &&
        isOnSale(body.status) &&
        !(current && isOnSale(current.status))
      )
        await assertLaunchable(scope, [{ id: current?.id ?? 0, goodsName: body.goodsName }], {
          images: pictures?.length,
        });
      // Goods that stay on sale keep at least one picture.
      const staysOnSale = isOnSale(body.status ?? current?.status ?? GOODS_STATUS_OFF_SHELF);
      if (staysOnSale && pictures?.length === 0)
        throw new AppError(400, 'goods.noImage', {
          field: 'imageFileIds',
          values: { name: body.goodsName },
        });
      const values = {
        goodsName: body.goodsName,
        goodsCode: body.goodsCode,
        goodsTypeId: body.goodsTypeId,
        brandId: body.brandId ?? null,
        goodsDescribe: cleanDescription(body.goodsDescribe),
        remark: body.remark ?? null,
      };
      let id: number;
      try {
        id = await db.transaction().execute(async (trx) => {
          const rows = createGoodsRepository(trx, dialect);
          const row = current
            ? await scopedUpdate(trx, scope, 'goods', current.id, {
                ...values,
                organId: body.organId,
              })
            : await ownedInsert(trx, scope, 'goods', {
                ...values,
                status: GOODS_STATUS_OFF_SHELF,
                organId: body.organId,
              });
          if (current && current.organPath !== row.organPath) await rows.carryOwner(scope, row);
          if (pictures) await rows.replaceImages(scope, row, pictures);
          if (body.tagIds) await rows.replaceTags(scope, row, body.tagIds);
          if (body.status !== undefined && body.status !== row.status)
            await rows.setStatus(scope, [row.id], body.status);
          return row.id;
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new AppError(400, 'goods.codeTaken', {
            field: 'goodsCode',
            values: { code: body.goodsCode },
          });
        throw error;
      }
      return detail(scope, locale, id);
    },

    /** Goods on sale must come off the shelf first; pictures, tags and prices go with it. */
    remove: async (scope: Scope, id: number): Promise<void> => {
      const row = await findOwnedOr404(db, scope, 'goods', id);
      if (isOnSale(row.status))
        throw new AppError(400, 'goods.removeOnSale', { values: { name: row.goodsName } });
      await scopedDelete(db, scope, 'goods', id);
    },

    launch: async (scope: Scope, locale: Locale, body: GoodsLaunch): Promise<GoodsRecord[]> => {
      const rows = await visibleOr404(scope, body.ids);
      if (body.onSale) await assertLaunchable(scope, rows);
      await goods.setStatus(
        scope,
        body.ids,
        body.onSale ? GOODS_STATUS_ON_SALE : GOODS_STATUS_OFF_SHELF,
      );
      return recordsOf(scope, locale, body.ids);
    },

    quickLaunch: async (scope: Scope, locale: Locale, id: number): Promise<GoodsRecord> => {
      const rows = await visibleOr404(scope, [id]);
      await assertLaunchable(scope, rows);
      await db.transaction().execute(async (trx) => {
        await createGoodsRepository(trx, dialect).setStatus(scope, [id], GOODS_STATUS_ON_SALE);
        await prices.launchAllOf(trx, scope, id);
      });
      const [record] = await recordsOf(scope, locale, [id]);
      if (!record) throw notFound();
      return record;
    },

    assign: (scope: Scope, body: GoodsAssign): Promise<GoodsAssignee[]> =>
      assignments.assign(scope, body.goodsId, body.organIds),

    assignees: (scope: Scope, goodsId: number): Promise<GoodsAssignee[]> =>
      assignments.assignees(scope, goodsId),

    images: async (scope: Scope, goodsId: number): Promise<GoodsImage[]> => {
      await findOwnedOr404(db, scope, 'goods', goodsId);
      return goods.images(scope, goodsId);
    },

    changeImages: async (scope: Scope, body: GoodsChangeImages): Promise<GoodsImage[]> => {
      const row = await findOwnedOr404(db, scope, 'goods', body.goodsId);
      const pictures = await picturesOf(scope, body.fileIds, 'fileIds');
      // Goods on sale keep at least one picture.
      if (pictures.length === 0 && isOnSale(row.status))
        throw new AppError(400, 'goods.noImage', {
          field: 'fileIds',
          values: { name: row.goodsName },
        });
      await db
        .transaction()
        .execute((trx) => createGoodsRepository(trx, dialect).replaceImages(scope, row, pictures));
      return goods.images(scope, body.goodsId);
    },

    /** "The goods …" names for the file module's usage guard. */
    namesUsingFile: (fileId: number) => goods.namesUsingFile(fileId),

    /** Goods by id as the price module shows them (only those the caller can see). */
    rowsOf: (scope: Scope, ids: readonly number[]) => goods.byIds(scope, ids),
    findOr404: (scope: Scope, id: number) => findOwnedOr404(db, scope, 'goods', id),
  };
};

export type GoodsService = ReturnType<typeof createGoodsService>;
