import { defineWidgetSchema } from '../../core/schema-manifest';
import { GROUP_BUY_LIST, groupBuyListDefaults } from './group-buy-list.defaults';
import { groupBuyListProps } from './group-buy-list.props';

// The props have their own file so that the defaults can import their type without a cycle.
export {
  groupBuyItemSchema,
  groupBuyListProps,
  type GroupBuyListProps,
} from './group-buy-list.props';

export const groupBuyListSchema = defineWidgetSchema({
  type: GROUP_BUY_LIST,
  props: groupBuyListProps,
  defaults: groupBuyListDefaults,
});
