import { isDateString } from '@retail/contract';
import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { loadingSchema } from '../goods-info/goods-detail.schema';

export const goodsPromotionCountdownProps = widgetProps({
  params: {},
  data: {
    name: z.string().max(50),
    /** End of the promotion, yyyy-MM-dd HH:mm:ss in the shop's time. */
    endTime: z.string().refine(isDateString, 'date'),
    /**
     * Server clock minus the phone's clock in ms, from the response that carried the
     * promotion, so a phone set to the wrong time still counts down right.
     */
    timestampDistance: z.number().int().min(-31_536_000_000).max(31_536_000_000),
    loading: loadingSchema,
  },
});
export type GoodsPromotionCountdownProps = z.output<typeof goodsPromotionCountdownProps>;
