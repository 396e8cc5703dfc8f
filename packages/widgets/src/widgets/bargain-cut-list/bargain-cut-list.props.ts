import { z } from 'zod';
import { titleBarParamsSchema, widgetProps } from '../../core/common.schema';
import { declaredLinkSchema } from '../../core/declared-link.schema';
import { amountSchema } from '../../core/price.schema';
import { idSchema, mediaUrlSchema } from '../../core/primitives.schema';

/** §3 bargain-cut item; its link is declared without behaviour (§2). */
export const bargainCutItemSchema = z.object({
  bargainCutId: idSchema,
  bargainCutName: z.string().max(100),
  fullLink: declaredLinkSchema('bargainCut'),
  bargainCutImage: mediaUrlSchema,
  /** The lowest price the shopper can bargain down to. */
  bargainCutPrice: amountSchema,
});

export const bargainCutListProps = widgetProps({
  params: { title: titleBarParamsSchema, showPrice: z.boolean(), showName: z.boolean() },
  data: { items: z.array(bargainCutItemSchema).max(30) },
});
export type BargainCutListProps = z.output<typeof bargainCutListProps>;
