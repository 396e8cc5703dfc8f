import { defineWidgetSchema } from '../../core/schema-manifest';
import { STORE_CARD, storeCardDefaults } from './store-card.defaults';
import { storeCardProps } from './store-card.props';

// The props have their own file so that the defaults can import their type without a cycle.
export { storeCardProps, type StoreCardProps } from './store-card.props';

export const storeCardSchema = defineWidgetSchema({
  type: STORE_CARD,
  props: storeCardProps,
  defaults: storeCardDefaults,
});
