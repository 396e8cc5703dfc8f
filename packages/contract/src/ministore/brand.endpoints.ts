import { brandEditSchema, brandFilterSchema, brandSchema } from './brand.schemas';
import { crudEndpoints } from './goods-fields';

export const brandEndpoints = crudEndpoints({
  resource: 'brand',
  code: 'BRAND',
  table: 'brand',
  noun: 'Brands',
  filter: brandFilterSchema,
  edit: brandEditSchema,
  record: brandSchema,
  removeRule: 'refused while goods or categories use it',
});
