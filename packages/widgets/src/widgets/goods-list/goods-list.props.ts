import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { amountSchema, countSchema } from '../../core/price.schema';
import { idSchema, mediaUrlSchema } from '../../core/primitives.schema';
import { GOODS_DISPLAYS, MAX_GOODS_COLUMNS } from './goods-list.constants';

/** §3 goods item; it links to the goods detail of goodsId. */
export const goodsItemSchema = z.object({
  goodsId: idSchema,
  goodsName: z.string().max(100),
  sellingPoint: z.string().max(200),
  goodsSales: countSchema,
  price: amountSchema,
  /** Shown struck through, only when flagged and above 0 (§5). */
  suggestedRetailPrice: amountSchema,
  goodsImg: mediaUrlSchema,
});
export type GoodsItem = z.output<typeof goodsItemSchema>;

export const goodsListProps = widgetProps({
  params: {
    display: z.enum(GOODS_DISPLAYS),
    column: z.number().int().min(1).max(MAX_GOODS_COLUMNS),
    showPrice: z.boolean(),
    showGoodsName: z.boolean(),
    showSuggestedRetailPrice: z.boolean(),
    showSalesNum: z.boolean(),
    showSellingPoint: z.boolean(),
  },
  data: { items: z.array(goodsItemSchema).max(50) },
});
export type GoodsListProps = z.output<typeof goodsListProps>;
