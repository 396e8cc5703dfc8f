import { defineWidgetSchema } from '../../core/schema-manifest';
import { GOODS_DESCRIPTION, goodsDescriptionDefaults } from './goods-description.defaults';
import { goodsDescriptionProps } from './goods-description.props';

// The props have their own file so that the defaults can import their type without a cycle.
export { goodsDescriptionProps, type GoodsDescriptionProps } from './goods-description.props';

export const goodsDescriptionSchema = defineWidgetSchema({
  type: GOODS_DESCRIPTION,
  props: goodsDescriptionProps,
  defaults: goodsDescriptionDefaults,
});
