import { centsOf } from '@retail/contract';
import type { Kysely } from 'kysely';
import type { Database, Organ } from '../schema';
import { seedOwner } from './seed-helpers';

type Db = Kysely<Database>;

type DemoGoods = {
  goodsName: string;
  goodsCode: string;
  /** Category name (a key of the tenant's category list). */
  category: string;
  brand: string | null;
  /** Store price, a decimal string; market price a little above. */
  price: string;
};

type DemoCatalogue = {
  tenant: string;
  /** Categories as [name, parent name or null], parents first. */
  categories: [string, string | null][];
  brands: string[];
  goods: DemoGoods[];
};

/** A small catalogue per demo tenant (SEED=demo); goods start off the shelf (no pictures yet). */
export const DEMO_CATALOGUES: DemoCatalogue[] = [
  {
    tenant: 'Sunrise Retail',
    categories: [
      ['Drinks', null],
      ['Soft drinks', 'Drinks'],
      ['Snacks', null],
      ['Fresh', null],
    ],
    brands: ['Sunny Springs', 'Crunchy Co'],
    goods: [
      {
        goodsName: 'Sparkling water 500ml',
        goodsCode: 'SR-0001',
        category: 'Soft drinks',
        brand: 'Sunny Springs',
        price: '2.50',
      },
      {
        goodsName: 'Lemon soda 330ml',
        goodsCode: 'SR-0002',
        category: 'Soft drinks',
        brand: 'Sunny Springs',
        price: '3.20',
      },
      {
        goodsName: 'Sea salt crisps',
        goodsCode: 'SR-0003',
        category: 'Snacks',
        brand: 'Crunchy Co',
        price: '5.90',
      },
      {
        goodsName: 'Bananas (1 kg)',
        goodsCode: 'SR-0004',
        category: 'Fresh',
        brand: null,
        price: '9.80',
      },
    ],
  },
  {
    tenant: 'Harbour Mart',
    categories: [
      ['Beverages', null],
      ['Household', null],
    ],
    brands: ['Harbour Brew'],
    goods: [
      {
        goodsName: 'Iced coffee 250ml',
        goodsCode: 'HM-0001',
        category: 'Beverages',
        brand: 'Harbour Brew',
        price: '6.00',
      },
      {
        goodsName: 'Dish soap 1L',
        goodsCode: 'HM-0002',
        category: 'Household',
        brand: null,
        price: '12.90',
      },
    ],
  },
];

/**
 * Categories, brands and goods of each demo tenant (owned by the tenant), with a price at
 * every store of the tenant. Skipped for a tenant that already has its first demo goods.
 */
export const ensureDemoGoods = async (
  db: Db,
  byName: Map<string, Organ>,
  nowMs: number,
): Promise<void> => {
  for (const catalogue of DEMO_CATALOGUES) {
    const tenant = byName.get(catalogue.tenant);
    const first = catalogue.goods[0];
    if (!tenant || !first) continue;
    const seeded = await db
      .selectFrom('goods')
      .select('id')
      .where('tenantId', '=', tenant.tenantId)
      .where('goodsCode', '=', first.goodsCode)
      .executeTakeFirst();
    if (seeded) continue;
    const owner = seedOwner(tenant, nowMs);

    const categories = new Map<string, number>();
    for (const [sort, [name, parent]] of catalogue.categories.entries()) {
      const row = await db
        .insertInto('goodsType')
        .values({
          ...owner,
          name,
          sort,
          parentId: parent ? (categories.get(parent) ?? null) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      categories.set(name, row.id);
    }
    const brands = new Map<string, number>();
    for (const [sort, name] of catalogue.brands.entries()) {
      const row = await db
        .insertInto('brand')
        .values({ ...owner, name, sort })
        .returning('id')
        .executeTakeFirstOrThrow();
      brands.set(name, row.id);
    }
    const stores = await db
      .selectFrom('store')
      .select(['id', 'organId', 'organPath'])
      .where('tenantId', '=', tenant.tenantId)
      .orderBy('id')
      .execute();
    for (const goods of catalogue.goods) {
      const row = await db
        .insertInto('goods')
        .values({
          ...owner,
          goodsName: goods.goodsName,
          goodsCode: goods.goodsCode,
          goodsTypeId: categories.get(goods.category) ?? 0,
          brandId: goods.brand ? (brands.get(goods.brand) ?? null) : null,
          goodsDescribe: `<p>${goods.goodsName}</p>`,
          status: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (stores.length > 0)
        await db
          .insertInto('goodsPrice')
          .values(
            stores.map((store) => ({
              ...owner,
              organId: store.organId,
              organPath: store.organPath,
              goodsId: row.id,
              storeId: store.id,
              priceCents: centsOf(goods.price),
              marketPriceCents: centsOf(goods.price) + 50,
              status: 0,
            })),
          )
          .execute();
    }
  }
};
