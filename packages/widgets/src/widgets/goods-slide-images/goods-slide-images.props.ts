import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { mediaUrlSchema } from '../../core/primitives.schema';
import { loadingSchema } from '../goods-info/goods-detail.schema';

export const goodsSlideImagesProps = widgetProps({
  params: { autoplay: z.boolean() },
  data: {
    images: z.array(z.object({ image: mediaUrlSchema })).max(20),
    loading: loadingSchema,
  },
});
export type GoodsSlideImagesProps = z.output<typeof goodsSlideImagesProps>;
