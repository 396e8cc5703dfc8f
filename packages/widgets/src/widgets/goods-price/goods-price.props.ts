import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { idSchema } from '../../core/primitives.schema';
import { amountSchema } from '../../core/price.schema';
import { loadingSchema } from '../goods-info/goods-detail.schema';

export const goodsPriceProps = widgetProps({
  params: { showSuggestedRetailPrice: z.boolean(), showCoupons: z.boolean() },
  data: {
    price: amountSchema,
    suggestedRetailPrice: amountSchema,
    isUserGrade: z.boolean(),
    /** Coupons of the goods; each shows its slogan (`solgan`, spelled as the API does). */
    couponVOS: z.array(z.object({ solgan: z.string().max(50) })).max(20),
    /** With skus of different prices the block shows the range. */
    skus: z
      .array(z.object({ skuId: idSchema, skuName: z.string().max(100), price: amountSchema }))
      .max(200),
    loading: loadingSchema,
  },
});
export type GoodsPriceProps = z.output<typeof goodsPriceProps>;
