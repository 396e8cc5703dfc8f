import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { defineWidgetSchema } from '../../core/schema-manifest';
import { goodsSummarySchema } from '../goods-info/goods-detail.schema';
import { GOODS_NAME, goodsNameDefaults } from './goods-name.defaults';

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

export const goodsNameSchema = defineWidgetSchema({
  type: GOODS_NAME,
  props: goodsNameProps,
  defaults: goodsNameDefaults,
});
