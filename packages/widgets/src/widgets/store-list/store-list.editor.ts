import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { STORE_LIST, storeListDefaults } from './store-list.defaults';

export const storeListEditor = defineWidgetEditor({
  type: STORE_LIST,
  label: 'widget.storeList',
  group: 'marketing',
  defaults: storeListDefaults,
  fields: [
    ...commonFields,
    {
      path: 'data.items',
      control: 'list',
      label: 'field.items',
      maxItems: 40,
      newItem: { storeName: '', storeIcon: '', fullLink: { kind: 'inert', declared: 'store' } },
      item: [
        { path: 'storeName', control: 'text', label: 'storeList.storeName' },
        { path: 'storeIcon', control: 'image', label: 'storeList.storeIcon' },
        { path: 'fullLink.target', control: 'text', label: 'itemFields.declaredLink' },
      ],
    },
  ],
});
