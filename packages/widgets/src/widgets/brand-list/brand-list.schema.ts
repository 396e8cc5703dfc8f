import { defineWidgetSchema } from '../../core/schema-manifest';
import { BRAND_LIST, brandListDefaults } from './brand-list.defaults';
import { brandListProps } from './brand-list.props';

// The props have their own file so that the defaults can import their type without a cycle.
export { brandItemSchema, brandListProps, type BrandListProps } from './brand-list.props';

export const brandListSchema = defineWidgetSchema({
  type: BRAND_LIST,
  props: brandListProps,
  defaults: brandListDefaults,
});
