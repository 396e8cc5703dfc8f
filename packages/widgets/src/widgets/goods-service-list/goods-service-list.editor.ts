import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { GOODS_SERVICE_LIST, goodsServiceListDefaults } from './goods-service-list.defaults';

export const goodsServiceListEditor = defineWidgetEditor({
  type: GOODS_SERVICE_LIST,
  label: 'widget.goodsServiceList',
  group: 'goods',
  defaults: goodsServiceListDefaults,
  fields: [
    ...commonFields,
    {
      path: 'data.services',
      control: 'list',
      label: 'field.items',
      maxItems: 30,
      newItem: { name: '', description: '', icon: '' },
      item: [
        { path: 'name', control: 'text', label: 'goodsServiceList.name' },
        { path: 'description', control: 'textarea', label: 'goodsServiceList.description' },
        { path: 'icon', control: 'image', label: 'field.icon' },
      ],
    },
  ],
});
