import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { mediaUrlSchema } from '../../core/primitives.schema';
import { defineWidgetSchema } from '../../core/schema-manifest';
import { loadingSchema } from '../goods-info/goods-detail.schema';
import { GOODS_SERVICE_LIST, goodsServiceListDefaults } from './goods-service-list.defaults';

export const goodsServiceSchema = z.object({
  name: z.string().max(50),
  description: z.string().max(500),
  icon: mediaUrlSchema,
});

export const goodsServiceListProps = widgetProps({
  params: {},
  data: { services: z.array(goodsServiceSchema).max(30), loading: loadingSchema },
});
export type GoodsServiceListProps = z.output<typeof goodsServiceListProps>;

export const goodsServiceListSchema = defineWidgetSchema({
  type: GOODS_SERVICE_LIST,
  props: goodsServiceListProps,
  defaults: goodsServiceListDefaults,
});
