import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { ORDER_DATA_TYPES } from '../../core/link';
import { mediaUrlSchema } from '../../core/primitives.schema';
import { countSchema } from '../../core/price.schema';

export const orderShortcutSchema = z.object({
  /** The order tab it opens (dataType of the orders page). */
  id: z.enum(ORDER_DATA_TYPES),
  name: z.string().max(20),
  icon: mediaUrlSchema,
  count: countSchema,
});

export const orderShortcutBarProps = widgetProps({
  params: {},
  data: { items: z.array(orderShortcutSchema).max(ORDER_DATA_TYPES.length) },
});
export type OrderShortcutBarProps = z.output<typeof orderShortcutBarProps>;
