import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { declaredLinkSchema } from '../../core/declared-link.schema';
import { mediaUrlSchema } from '../../core/primitives.schema';

/** §3 store item: storeName, storeIcon; its link is declared without behaviour (§2). */
export const storeItemSchema = z.object({
  storeName: z.string().max(50),
  storeIcon: mediaUrlSchema,
  fullLink: declaredLinkSchema('store'),
});

export const storeListProps = widgetProps({
  params: {},
  data: { items: z.array(storeItemSchema).max(40) },
});
export type StoreListProps = z.output<typeof storeListProps>;
