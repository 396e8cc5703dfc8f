import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { mediaUrlSchema } from '../../core/primitives.schema';
import { defineWidgetSchema } from '../../core/schema-manifest';
import { loadingSchema } from '../goods-info/goods-detail.schema';
import { GOODS_SLIDE_IMAGES, goodsSlideImagesDefaults } from './goods-slide-images.defaults';

export const goodsSlideImagesProps = widgetProps({
  params: { autoplay: z.boolean() },
  data: {
    images: z.array(z.object({ image: mediaUrlSchema })).max(20),
    loading: loadingSchema,
  },
});
export type GoodsSlideImagesProps = z.output<typeof goodsSlideImagesProps>;

export const goodsSlideImagesSchema = defineWidgetSchema({
  type: GOODS_SLIDE_IMAGES,
  props: goodsSlideImagesProps,
  defaults: goodsSlideImagesDefaults,
});
