import { z } from 'zod';
import { isDateString } from '@retail/contract';
import { widgetProps } from '../../core/common.schema';
import { amountSchema } from '../../core/price.schema';

export const seckillPanelProps = widgetProps({
  params: {
    /** Set while the flash sale runs: the countdown shows; otherwise 等待开场 (§4). */
    secKillStatus: z.boolean(),
  },
  data: {
    /** §4: while the host is still fetching the goods, the panel stays hidden. */
    loading: z.boolean(),
    secKillTitle: z.string().max(50),
    seckillPrice: amountSchema,
    originPrice: amountSchema,
    /** yyyy-MM-dd HH:mm:ss, or '' when not known. */
    endTime: z.string().refine((value) => value === '' || isDateString(value), 'date'),
  },
});
export type SeckillPanelProps = z.output<typeof seckillPanelProps>;
