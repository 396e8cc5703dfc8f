import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { defineWidgetSchema } from '../../core/schema-manifest';
import { goodsSummarySchema } from './goods-detail.schema';
import { GOODS_INFO, goodsInfoDefaults } from './goods-info.defaults';

export const goodsInfoProps = widgetProps({
  params: { showSuggestedRetailPrice: z.boolean() },
  data: goodsSummarySchema,
});
export type GoodsInfoProps = z.output<typeof goodsInfoProps>;

export const goodsInfoSchema = defineWidgetSchema({
  type: GOODS_INFO,
  props: goodsInfoProps,
  defaults: goodsInfoDefaults,
});
