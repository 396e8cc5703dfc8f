import type { Kysely } from 'kysely';
import type { Database, Organ } from '../schema';
import { DEMO_CATALOGUES } from './goods-seed';
import { seedOwner } from './seed-helpers';

type Db = Kysely<Database>;

/** The demo specifications of every demo tenant: a group with colour and size, and their values. */
export const DEMO_SPECIFICATIONS = {
  group: '基础规格',
  specifications: [
    { parameterName: '颜色', parameterCode: 'COLOR', isNav: 1, items: ['红色', '黑色'] },
    { parameterName: '尺码', parameterCode: 'SIZE', isNav: 0, items: ['S', 'M', 'L'] },
  ],
  /** A property of the tenant's first category, with its choices. */
  property: { propName: '产地', propCode: 'ORIGIN', values: ['国产', '进口'] },
} as const;

/**
 * Specifications, their items and one category property per demo tenant (owned by the
 * tenant). Skipped for a tenant that already has the first demo specification.
 */
export const ensureDemoSpecifications = async (
  db: Db,
  byName: Map<string, Organ>,
  nowMs: number,
): Promise<void> => {
  for (const catalogue of DEMO_CATALOGUES) {
    const tenant = byName.get(catalogue.tenant);
    const [first] = DEMO_SPECIFICATIONS.specifications;
    if (!tenant || !first) continue;
    const seeded = await db
      .selectFrom('goodsSpecification')
      .select('id')
      .where('tenantId', '=', tenant.tenantId)
      .where('parameterCode', '=', first.parameterCode)
      .executeTakeFirst();
    if (seeded) continue;
    const owner = seedOwner(tenant, nowMs);

    const group = await db
      .insertInto('goodsSpecificationGroup')
      .values({ ...owner, name: DEMO_SPECIFICATIONS.group })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [sort, spec] of DEMO_SPECIFICATIONS.specifications.entries()) {
      const row = await db
        .insertInto('goodsSpecification')
        .values({
          ...owner,
          groupId: group.id,
          displayArea: 'detail',
          parameterName: spec.parameterName,
          parameterCode: spec.parameterCode,
          isMust: 1,
          isMutilSelect: 1,
          isNav: spec.isNav,
          goodsTypeId: null,
          sort,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('goodsSpecificationItem')
        .values(
          spec.items.map((itemValue, itemSort) => ({
            ...owner,
            specificationId: row.id,
            itemValue,
            sort: itemSort,
          })),
        )
        .execute();
    }

    const category = await db
      .selectFrom('goodsType')
      .select('id')
      .where('tenantId', '=', tenant.tenantId)
      .where('name', '=', catalogue.categories[0]?.[0] ?? '')
      .executeTakeFirst();
    if (!category) continue;
    const { property } = DEMO_SPECIFICATIONS;
    const prop = await db
      .insertInto('goodsTypeProps')
      .values({
        ...owner,
        goodsTypeId: category.id,
        propName: property.propName,
        propCode: property.propCode,
        inputType: 'select',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('goodsTypePropsValue')
      .values(property.values.map((value, sort) => ({ ...owner, propsId: prop.id, value, sort })))
      .execute();
  }
};
