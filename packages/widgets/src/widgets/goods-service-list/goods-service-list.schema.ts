import { defineWidgetSchema } from '../../core/schema-manifest';
import { GOODS_SERVICE_LIST, goodsServiceListDefaults } from './goods-service-list.defaults';
import { goodsServiceListProps } from './goods-service-list.props';

// The props have their own file so that the defaults can import their type without a cycle.
export {
  goodsServiceSchema,
  goodsServiceListProps,
  type GoodsServiceListProps,
} from './goods-service-list.props';

export const goodsServiceListSchema = defineWidgetSchema({
  type: GOODS_SERVICE_LIST,
  props: goodsServiceListProps,
  defaults: goodsServiceListDefaults,
});
