import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { goodsSummarySchema } from '../goods-info/goods-detail.schema';

const { goodsId, goodsName, sellingPoint, salesNum, loading } = goodsSummarySchema;

export const goodsNameProps = widgetProps({
  params: {
    showGoodsName: z.boolean(),
    showSellingPoint: z.boolean(),
    showSalesNum: z.boolean(),
    showGoodsCollect: z.boolean(),
    showGoodsShare: z.boolean(),
  },
  data: { goodsId, goodsName, sellingPoint, salesNum, loading },
});
export type GoodsNameProps = z.output<typeof goodsNameProps>;
