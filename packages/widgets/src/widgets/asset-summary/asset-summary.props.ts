import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';

const count = z.number().int().min(0).max(1_000_000_000);

/** §3 Asset: balance, score (points), coupon (how many coupons). */
export const assetSummaryProps = widgetProps({
  params: {},
  data: { balance: z.number().min(0).max(1_000_000_000), score: count, coupon: count },
});
export type AssetSummaryProps = z.output<typeof assetSummaryProps>;
