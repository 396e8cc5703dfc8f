import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { amountSchema, countSchema } from '../../core/price.schema';
import { loadingSchema } from '../goods-info/goods-detail.schema';

const text = (max: number) => z.string().max(max);

export const goodsSpecificationsProps = widgetProps({
  params: {
    showShipment: z.boolean(),
    showPreferential: z.boolean(),
    showService: z.boolean(),
    showSpecification: z.boolean(),
  },
  // Field names as the goods API spells them (§3).
  data: {
    /** Shipping: each template's name and fee (0: free shipping). */
    goodsFreightTemplates: z
      .array(z.object({ templateName: text(50), freight: amountSchema }))
      .max(10),
    /** Offers on the goods. */
    goodsPromotionVOS: z
      .array(z.object({ promotionName: text(20), description: text(200) }))
      .max(20),
    /** Services of the store. */
    storeServiceVOS: z.array(z.object({ serviceName: text(50) })).max(30),
    /** Specification properties of the goods. */
    goodsLinkPropses: z.array(z.object({ propName: text(50), propValue: text(200) })).max(50),
    salesNum: countSchema,
    loading: loadingSchema,
  },
});
export type GoodsSpecificationsProps = z.output<typeof goodsSpecificationsProps>;
