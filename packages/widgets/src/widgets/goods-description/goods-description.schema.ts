import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { defineWidgetSchema } from '../../core/schema-manifest';
import { loadingSchema } from '../goods-info/goods-detail.schema';
import { GOODS_DESCRIPTION, goodsDescriptionDefaults } from './goods-description.defaults';

export const goodsDescriptionProps = widgetProps({
  params: { showTitle: z.boolean() },
  data: {
    /** Rich text (HTML) of the goods; the view keeps only an allow-list of it. */
    goodsDescribe: z.string().max(200_000),
    loading: loadingSchema,
  },
});
export type GoodsDescriptionProps = z.output<typeof goodsDescriptionProps>;

export const goodsDescriptionSchema = defineWidgetSchema({
  type: GOODS_DESCRIPTION,
  props: goodsDescriptionProps,
  defaults: goodsDescriptionDefaults,
});
