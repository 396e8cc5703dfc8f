import { defineWidgetSchema } from '../../core/schema-manifest';
import { ORDER_SHORTCUT_BAR, orderShortcutBarDefaults } from './order-shortcut-bar.defaults';
import { orderShortcutBarProps } from './order-shortcut-bar.props';

// The props have their own file so that the defaults can import their type without a cycle.
export {
  orderShortcutSchema,
  orderShortcutBarProps,
  type OrderShortcutBarProps,
} from './order-shortcut-bar.props';

export const orderShortcutBarSchema = defineWidgetSchema({
  type: ORDER_SHORTCUT_BAR,
  props: orderShortcutBarProps,
  defaults: orderShortcutBarDefaults,
});
