import { defineWidgetSchema } from '../../core/schema-manifest';
import { STORE_LIST, storeListDefaults } from './store-list.defaults';
import { storeListProps } from './store-list.props';

// The props have their own file so that the defaults can import their type without a cycle.
export { storeItemSchema, storeListProps, type StoreListProps } from './store-list.props';

export const storeListSchema = defineWidgetSchema({
  type: STORE_LIST,
  props: storeListProps,
  defaults: storeListDefaults,
});
