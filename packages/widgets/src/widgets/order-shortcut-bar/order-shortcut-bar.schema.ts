import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { ORDER_DATA_TYPES } from '../../core/link';
import { mediaUrlSchema } from '../../core/primitives.schema';
import { defineWidgetSchema } from '../../core/schema-manifest';
import { countSchema } from '../../core/price.schema';
import { ORDER_SHORTCUT_BAR, orderShortcutBarDefaults } from './order-shortcut-bar.defaults';

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

export const orderShortcutBarSchema = defineWidgetSchema({
  type: ORDER_SHORTCUT_BAR,
  props: orderShortcutBarProps,
  defaults: orderShortcutBarDefaults,
});
