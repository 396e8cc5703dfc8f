import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { mediaUrlSchema } from '../../core/primitives.schema';
import { loadingSchema } from '../goods-info/goods-detail.schema';

export const goodsServiceSchema = z.object({
  name: z.string().max(50),
  description: z.string().max(500),
  icon: mediaUrlSchema,
});

export const goodsServiceListProps = widgetProps({
  params: {},
  data: { services: z.array(goodsServiceSchema).max(30), loading: loadingSchema },
});
export type GoodsServiceListProps = z.output<typeof goodsServiceListProps>;
