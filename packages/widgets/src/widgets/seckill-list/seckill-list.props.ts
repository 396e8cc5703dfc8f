import { z } from 'zod';
import { titleBarParamsSchema, widgetProps } from '../../core/common.schema';
import { declaredLinkSchema } from '../../core/declared-link.schema';
import { amountSchema, countSchema } from '../../core/price.schema';
import { idSchema, mediaUrlSchema } from '../../core/primitives.schema';

/** §3 seckill item; its link is declared without behaviour (§2). */
export const seckillItemSchema = z.object({
  secKillId: idSchema,
  storeName: z.string().max(100),
  fullLink: declaredLinkSchema('seckill'),
  secKillIcon: mediaUrlSchema,
  discountPrice: amountSchema,
  originPrice: amountSchema,
  /** How much of the stock is sold, in percent. */
  process: z.number().min(0).max(100),
  saledNum: countSchema,
});

export const seckillListProps = widgetProps({
  params: {
    title: titleBarParamsSchema,
    showProcessBar: z.boolean(),
    showOriginPrice: z.boolean(),
    showPrice: z.boolean(),
    showSoldNum: z.boolean(),
  },
  data: {
    /** The header's session time. */
    time: z.object({
      hour: z.number().int().min(0).max(23),
      minute: z.number().int().min(0).max(59),
    }),
    items: z.array(seckillItemSchema).max(30),
  },
});
export type SeckillListProps = z.output<typeof seckillListProps>;
