import { ACTIVITY_STATUS, GOODS_STATUS_ON_SALE } from '@retail/contract';
import type { Db } from '../../db/database';
import { untyped } from '../../scope/scoped-db';
import { createDecorationReader } from '../marketing/decoration/decoration.service';

// What a page document's checks and the storefront read of the catalogue, by tenant: a page is
// the tenant's, so goods, pictures and pages of any organisation of the tenant count, and
// nothing of another tenant ever does. Read-only.

export type CatalogueGoods = {
  id: number;
  goodsName: string;
  onSale: boolean;
  goodsImg: string | null;
  /** The lowest price on sale (at the page's store when it has one), cents; null: no price. */
  priceCents: number | null;
  marketPriceCents: number | null;
};

/** A store service as the goods service list widget shows it. */
export type CatalogueService = { name: string; description: string; icon: string };

/** A builder form (a task form record): its fields are `formContent` (JSON). */
export type CatalogueForm = { id: number; formName: string; formContent: string };

type PriceRow = {
  goodsId: number;
  storeId: number;
  priceCents: number;
  marketPriceCents: number | null;
  status: number;
};

/** The cheapest row: among those on sale when there are any. */
const cheapest = (rows: PriceRow[]): PriceRow | undefined => {
  const onSale = rows.filter((row) => row.status === GOODS_STATUS_ON_SALE);
  return (onSale.length > 0 ? onSale : rows).reduce<PriceRow | undefined>(
    (best, row) => (best === undefined || row.priceCents < best.priceCents ? row : best),
    undefined,
  );
};

export const createPageCatalogue = (db: Db) => ({
  /** The promotion decoration of goods (frames, badges, backgrounds) while one runs. */
  decorations: createDecorationReader(db).decorationsOf,

  /** The tenant's goods among these ids, with their storefront price. */
  goods: async (
    tenantId: number,
    ids: readonly number[],
    storeId: number | null,
  ): Promise<Map<number, CatalogueGoods>> => {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await db
      .selectFrom('goods')
      .select(['id', 'goodsName', 'status', 'goodsImg'])
      .where('tenantId', '=', tenantId)
      .where('id', 'in', unique)
      .execute();
    let prices = db
      .selectFrom('goodsPrice')
      .select(['goodsId', 'storeId', 'priceCents', 'marketPriceCents', 'status'])
      .where('tenantId', '=', tenantId)
      .where('goodsId', 'in', unique);
    if (storeId !== null) prices = prices.where('storeId', '=', storeId);
    const byGoods = new Map<number, PriceRow[]>();
    for (const row of (await prices.execute()) as PriceRow[])
      byGoods.set(row.goodsId, [...(byGoods.get(row.goodsId) ?? []), row]);
    return new Map(
      rows.map((row) => {
        const price = cheapest(byGoods.get(row.id) ?? []);
        return [
          row.id,
          {
            id: row.id,
            goodsName: row.goodsName,
            onSale: row.status === GOODS_STATUS_ON_SALE,
            goodsImg: row.goodsImg,
            priceCents: price?.priceCents ?? null,
            marketPriceCents: price?.marketPriceCents ?? null,
          },
        ];
      }),
    );
  },

  /** Which of these pages exist in the tenant. */
  pages: async (tenantId: number, ids: readonly number[]): Promise<Set<number>> => {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Set();
    const rows = (await untyped(db)
      .selectFrom('renovationPage')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('id', 'in', unique)
      .execute()) as { id: number }[];
    return new Set(rows.map((row) => row.id));
  },

  /** A store's services shoppers see (switched on), in their order; none for another tenant's store. */
  storeServices: async (tenantId: number, storeId: number): Promise<CatalogueService[]> =>
    (
      (await untyped(db)
        .selectFrom('storeService')
        .select(['serviceName', 'icon', 'description'])
        .where('tenantId', '=', tenantId)
        .where('storeId', '=', storeId)
        .where('enable', '=', 1)
        .orderBy('sort')
        .orderBy('id')
        .execute()) as { serviceName: string; icon: string | null; description: string | null }[]
    ).map((row) => ({
      name: row.serviceName,
      description: row.description ?? '',
      icon: row.icon ?? '',
    })),

  /** The tenant's builder forms among these ids (any organisation of the tenant): name and content. */
  forms: async (tenantId: number, ids: readonly number[]): Promise<Map<number, CatalogueForm>> => {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = (await untyped(db)
      .selectFrom('flowForm')
      .select(['id', 'formName', 'formContent'])
      .where('tenantId', '=', tenantId)
      .where('id', 'in', unique)
      .execute()) as CatalogueForm[];
    return new Map(rows.map((row) => [row.id, row]));
  },

  /** Which of these goods categories exist in the tenant. */
  categories: async (tenantId: number, ids: readonly number[]): Promise<Set<number>> => {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Set();
    const rows = await db
      .selectFrom('goodsType')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('id', 'in', unique)
      .execute();
    return new Set(rows.map((row) => row.id));
  },

  /**
   * Which of these coupon templates of the tenant a shopper may still get (not ended or stopped:
   * a draft or scheduled one is being prepared to go with the page).
   */
  coupons: async (tenantId: number, ids: readonly number[]): Promise<Set<number>> => {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Set();
    const rows = (await untyped(db)
      .selectFrom('couponTemplate')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('id', 'in', unique)
      .where('status', 'not in', [ACTIVITY_STATUS.ended, ACTIVITY_STATUS.stopped])
      .execute()) as { id: number }[];
    return new Set(rows.map((row) => row.id));
  },

  /** Which of these object keys are files (or their thumbnails) of the tenant's file bank. */
  files: async (tenantId: number, keys: readonly string[]): Promise<Set<string>> => {
    const unique = [...new Set(keys)];
    if (unique.length === 0) return new Set();
    const rows = await db
      .selectFrom('file')
      .select(['objectKey', 'thumbnailKey'])
      .where('tenantId', '=', tenantId)
      .where((eb) => eb.or([eb('objectKey', 'in', unique), eb('thumbnailKey', 'in', unique)]))
      .execute();
    return new Set(rows.flatMap((row) => [row.objectKey, row.thumbnailKey ?? '']));
  },
});

export type PageCatalogue = ReturnType<typeof createPageCatalogue>;
