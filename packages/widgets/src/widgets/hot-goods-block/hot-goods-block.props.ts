import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { colorSchema, mediaUrlSchema } from '../../core/primitives.schema';
import { HOT_GOODS_GROUPS, HOT_GOODS_PER_GROUP } from './hot-goods-block.constants';

/** §3 sample hot goods: goodsName, goodsImage, textColor, textFontSize. */
export const hotGoodsSchema = z.object({
  goodsName: z.string().max(50),
  goodsImage: mediaUrlSchema,
  textColor: colorSchema,
  textFontSize: z.number().int().min(10).max(30),
});

/** A group: its titles (title, secondTitle) and its goods. */
export const hotGoodsGroupSchema = z.object({
  title: z.string().max(20),
  secondTitle: z.string().max(30),
  items: z.array(hotGoodsSchema).max(HOT_GOODS_PER_GROUP),
});

export const hotGoodsBlockProps = widgetProps({
  params: {},
  data: { groups: z.array(hotGoodsGroupSchema).length(HOT_GOODS_GROUPS) },
});
export type HotGoodsBlockProps = z.output<typeof hotGoodsBlockProps>;
