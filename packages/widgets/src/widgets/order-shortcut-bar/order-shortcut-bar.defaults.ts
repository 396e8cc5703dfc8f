import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import type { OrderShortcutBarProps } from './order-shortcut-bar.props';

export const ORDER_SHORTCUT_BAR = 'order-shortcut-bar';

export const orderShortcutBarDefaults: OrderShortcutBarProps = {
  style: defaultStyle({ background: '#ffffff', paddings: spacing(12, 0, 12, 0) }),
  params: { ...defaultCommonParams },
  // An empty name shows the standard name of the tab in the shopper's language.
  data: {
    items: [
      { id: 'all', name: '', icon: '', count: 0 },
      { id: 'payment', name: '', icon: '', count: 2 },
      { id: 'delivery', name: '', icon: '', count: 0 },
      { id: 'received', name: '', icon: '', count: 120 },
    ],
  },
};
