import type { BrandEdit, BrandFilter, BrandRecord } from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { containsText } from '../../lib/text-match';
import type { Scope } from '../../scope/scope';
import { createCatalogueCrud } from '../goods-type/catalogue-crud';

/** Brands: name, logo, sort, enable. Removing one still used by goods or categories is refused. */
export const createBrandService = ({ db }: { db: Db }) => {
  const crud = createCatalogueCrud<'brand', BrandFilter, BrandEdit, BrandRecord>(db, {
    table: 'brand',
    where: (query, filter) => {
      let q = query;
      if (filter.name) q = q.where(containsText('name', filter.name));
      if (filter.enable !== undefined) q = q.where('enable', '=', filter.enable);
      return q;
    },
    orderBy: ['sort', 'name'],
    values: async (_scope, body) => ({
      name: body.name,
      logo: body.logo ?? null,
      sort: body.sort ?? 0,
      enable: body.enable ?? 1,
      remark: body.remark ?? null,
    }),
    records: async (_scope, rows) => rows,
    inUse: () => new AppError(400, 'brand.inUse'),
  });

  return {
    ...crud,
    /** Names of the brands among these ids the caller can see. */
    namesOf: async (scope: Scope, ids: readonly number[]): Promise<Map<number, string>> => {
      const rows = await crud.visibleByIds(scope, ids);
      return new Map([...rows].map(([id, row]) => [id, row.name]));
    },
  };
};

export type BrandService = ReturnType<typeof createBrandService>;
