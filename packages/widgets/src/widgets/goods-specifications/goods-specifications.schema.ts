import { defineWidgetSchema } from '../../core/schema-manifest';
import { GOODS_SPECIFICATIONS, goodsSpecificationsDefaults } from './goods-specifications.defaults';
import { goodsSpecificationsProps } from './goods-specifications.props';

// The props have their own file so that the defaults can import their type without a cycle.
export {
  goodsSpecificationsProps,
  type GoodsSpecificationsProps,
} from './goods-specifications.props';

export const goodsSpecificationsSchema = defineWidgetSchema({
  type: GOODS_SPECIFICATIONS,
  props: goodsSpecificationsProps,
  defaults: goodsSpecificationsDefaults,
});
