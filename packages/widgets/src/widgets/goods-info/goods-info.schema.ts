import { defineWidgetSchema } from '../../core/schema-manifest';
import { GOODS_INFO, goodsInfoDefaults } from './goods-info.defaults';
import { goodsInfoProps } from './goods-info.props';

// The props have their own file so that the defaults can import their type without a cycle.
export { goodsInfoProps, type GoodsInfoProps } from './goods-info.props';

export const goodsInfoSchema = defineWidgetSchema({
  type: GOODS_INFO,
  props: goodsInfoProps,
  defaults: goodsInfoDefaults,
});
