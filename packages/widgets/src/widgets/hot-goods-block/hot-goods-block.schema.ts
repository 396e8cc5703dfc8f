import { defineWidgetSchema } from '../../core/schema-manifest';
import { HOT_GOODS_BLOCK, hotGoodsBlockDefaults } from './hot-goods-block.defaults';
import { hotGoodsBlockProps } from './hot-goods-block.props';

// The props have their own file so that the defaults can import their type without a cycle.
export {
  hotGoodsSchema,
  hotGoodsGroupSchema,
  hotGoodsBlockProps,
  type HotGoodsBlockProps,
} from './hot-goods-block.props';

export const hotGoodsBlockSchema = defineWidgetSchema({
  type: HOT_GOODS_BLOCK,
  props: hotGoodsBlockProps,
  defaults: hotGoodsBlockDefaults,
});
