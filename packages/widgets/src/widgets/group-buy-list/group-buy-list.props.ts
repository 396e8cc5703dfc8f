import { z } from 'zod';
import { titleBarParamsSchema, widgetProps } from '../../core/common.schema';
import { declaredLinkSchema } from '../../core/declared-link.schema';
import { amountSchema, countSchema } from '../../core/price.schema';
import { idSchema, mediaUrlSchema } from '../../core/primitives.schema';

/** §3 group-buy item; its link is declared without behaviour (§2). */
export const groupBuyItemSchema = z.object({
  grouponId: idSchema,
  grouponName: z.string().max(100),
  fullLink: declaredLinkSchema('groupBuy'),
  grouponImage: mediaUrlSchema,
  /** People needed to form a group. */
  grouponNum: z.number().int().min(2).max(1000),
  /** How many have been bought in groups so far. */
  havGrouponNum: countSchema,
  grouponPrice: amountSchema,
});

export const groupBuyListProps = widgetProps({
  params: {
    title: titleBarParamsSchema,
    showPrice: z.boolean(),
    showName: z.boolean(),
    showDescription: z.boolean(),
  },
  data: { items: z.array(groupBuyItemSchema).max(30) },
});
export type GroupBuyListProps = z.output<typeof groupBuyListProps>;
