import { defineWidgetSchema } from '../../core/schema-manifest';
import { GOODS_NAME, goodsNameDefaults } from './goods-name.defaults';
import { goodsNameProps } from './goods-name.props';

// The props have their own file so that the defaults can import their type without a cycle.
export { goodsNameProps, type GoodsNameProps } from './goods-name.props';

export const goodsNameSchema = defineWidgetSchema({
  type: GOODS_NAME,
  props: goodsNameProps,
  defaults: goodsNameDefaults,
});
