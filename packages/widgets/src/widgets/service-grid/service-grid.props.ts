import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { linkSchema } from '../../core/link.schema';
import { mediaUrlSchema } from '../../core/primitives.schema';
import { MAX_SERVICES, SERVICE_GRID_TYPES, SERVICE_ITEM_TYPES } from './service-grid.constants';

/** §3 Service item: image, type (link or button), icon, name, openType, count, hidden; §2 url. */
export const serviceItemSchema = z.object({
  /** The uploaded icon, used when params.diyIcon is on. */
  image: mediaUrlSchema,
  type: z.enum(SERVICE_ITEM_TYPES),
  /** A built-in icon name, used otherwise. */
  icon: z.string().max(40),
  name: z.string().max(10),
  /** The mini-program open-type of a button (contact, share, feedback...). */
  openType: z.string().regex(/^[a-zA-Z]{0,30}$/),
  /** Badge count; 0 shows no badge. */
  count: z.number().int().min(0).max(1_000_000),
  hidden: z.boolean(),
  /** Where a link item leads (§2: the grid navigates to the url of the clicked item). */
  url: linkSchema,
});
export type ServiceItem = z.output<typeof serviceItemSchema>;

export const serviceGridProps = widgetProps({
  params: {
    title: z.object({ shown: z.boolean(), text: z.string().max(20) }),
    diyIcon: z.boolean(),
    type: z.enum(SERVICE_GRID_TYPES),
  },
  data: { items: z.array(serviceItemSchema).max(MAX_SERVICES) },
});
export type ServiceGridProps = z.output<typeof serviceGridProps>;
