import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { idSchema, mediaUrlSchema } from '../../core/primitives.schema';
import { STORE_MAX_STAR } from './store-card.constants';

export const storeCardProps = widgetProps({
  params: {
    /** The card as a whole. */
    showStore: z.boolean(),
    showStoreCollect: z.boolean(),
    showStoreShare: z.boolean(),
    /** The tool row (collect, share). */
    showTools: z.boolean(),
  },
  data: {
    /** §4: while the host is still fetching the store, the card stays hidden. */
    loading: z.boolean(),
    id: idSchema,
    tenantId: idSchema,
    logo: mediaUrlSchema,
    storeName: z.string().max(100),
    star: z.number().min(0).max(STORE_MAX_STAR),
    /** Average delivery time in minutes. */
    avgSendTime: z.number().int().min(0).max(10_000),
    mobile: z.string().max(30),
    address: z.string().max(200),
  },
});
export type StoreCardProps = z.output<typeof storeCardProps>;
