import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { ORDER_SHORTCUT_BAR, orderShortcutBarDefaults } from './order-shortcut-bar.defaults';

export const orderShortcutBarEditor = defineWidgetEditor({
  type: ORDER_SHORTCUT_BAR,
  label: 'widget.orderShortcutBar',
  group: 'user',
  defaults: orderShortcutBarDefaults,
  fields: [
    ...commonFields,
    {
      path: 'data.items',
      control: 'list',
      label: 'field.items',
      maxItems: 4,
      newItem: { id: 'all', name: '', icon: '', count: 0 },
      item: [
        {
          path: 'id',
          control: 'select',
          label: 'orderShortcutBar.tab',
          options: [
            { value: 'all', label: 'orderShortcutBar.all' },
            { value: 'payment', label: 'orderShortcutBar.payment' },
            { value: 'delivery', label: 'orderShortcutBar.delivery' },
            { value: 'received', label: 'orderShortcutBar.received' },
          ],
        },
        { path: 'name', control: 'text', label: 'orderShortcutBar.name' },
        { path: 'icon', control: 'image', label: 'field.icon' },
        { path: 'count', control: 'number', label: 'orderShortcutBar.count', min: 0 },
      ],
    },
  ],
});
