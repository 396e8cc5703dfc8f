import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { loadingSchema } from '../goods-info/goods-detail.schema';

export const goodsDescriptionProps = widgetProps({
  params: { showTitle: z.boolean() },
  data: {
    /** Rich text (HTML) of the goods; the view keeps only an allow-list of it. */
    goodsDescribe: z.string().max(200_000),
    loading: loadingSchema,
  },
});
export type GoodsDescriptionProps = z.output<typeof goodsDescriptionProps>;
