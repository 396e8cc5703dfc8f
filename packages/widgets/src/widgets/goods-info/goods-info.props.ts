import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { goodsSummarySchema } from './goods-detail.schema';

export const goodsInfoProps = widgetProps({
  params: { showSuggestedRetailPrice: z.boolean() },
  data: goodsSummarySchema,
});
export type GoodsInfoProps = z.output<typeof goodsInfoProps>;
