import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { idSchema, mediaUrlSchema } from '../../core/primitives.schema';
import { WATERFALL_MAX_HEIGHT } from './waterfall-feed.layout';
import { MAX_WATERFALL_GOODS, MAX_WATERFALL_SWIPERS } from './waterfall-feed.constants';

/** §3 Waterfall goods item: goodsImg, goodsName, sellPoint, price, the three tags (and its id for the detail link). */
export const waterfallGoodsSchema = z.object({
  goodsId: idSchema,
  goodsImg: mediaUrlSchema,
  goodsName: z.string().max(60),
  sellPoint: z.string().max(60),
  price: z.number().min(0).max(100_000_000),
  /** Free shipping. */
  expressTag: z.boolean(),
  /** Points can be used. */
  scoreTag: z.boolean(),
  /** Member price. */
  vipTag: z.boolean(),
});
export type WaterfallGoods = z.output<typeof waterfallGoodsSchema>;

/** §3 Waterfall: params title{…}, swiper{…}, goods.showTag; data swipers, goodsList. */
export const waterfallFeedProps = widgetProps({
  params: {
    title: z.object({
      show: z.boolean(),
      /** A built-in icon name, shown when no title image is set. */
      icon: z.string().max(40),
      image: mediaUrlSchema,
      text: z.string().max(20),
    }),
    swiper: z.object({
      show: z.boolean(),
      height: z.number().int().min(50).max(WATERFALL_MAX_HEIGHT),
      autoPlay: z.boolean(),
      interval: z.number().int().min(500).max(60_000),
    }),
    goods: z.object({ showTag: z.boolean() }),
  },
  data: {
    swipers: z.array(z.object({ imgUrl: mediaUrlSchema })).max(MAX_WATERFALL_SWIPERS),
    goodsList: z.array(waterfallGoodsSchema).max(MAX_WATERFALL_GOODS),
  },
});
export type WaterfallFeedProps = z.output<typeof waterfallFeedProps>;
