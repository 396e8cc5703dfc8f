import { defineWidgetSchema } from '../../core/schema-manifest';
import { GOODS_SLIDE_IMAGES, goodsSlideImagesDefaults } from './goods-slide-images.defaults';
import { goodsSlideImagesProps } from './goods-slide-images.props';

// The props have their own file so that the defaults can import their type without a cycle.
export { goodsSlideImagesProps, type GoodsSlideImagesProps } from './goods-slide-images.props';

export const goodsSlideImagesSchema = defineWidgetSchema({
  type: GOODS_SLIDE_IMAGES,
  props: goodsSlideImagesProps,
  defaults: goodsSlideImagesDefaults,
});
