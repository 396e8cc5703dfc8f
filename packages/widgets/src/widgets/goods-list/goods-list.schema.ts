import { defineWidgetSchema } from '../../core/schema-manifest';
import { GOODS_LIST, goodsListDefaults } from './goods-list.defaults';
import { goodsListProps } from './goods-list.props';

// The props have their own file so that the defaults can import their type without a cycle.
export {
  goodsItemSchema,
  type GoodsItem,
  goodsListProps,
  type GoodsListProps,
} from './goods-list.props';

export const goodsListSchema = defineWidgetSchema({
  type: GOODS_LIST,
  props: goodsListProps,
  defaults: goodsListDefaults,
});
