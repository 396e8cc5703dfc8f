import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import {
  HOT_GOODS_BLOCK,
  HOT_GOODS_GROUPS,
  HOT_GOODS_PER_GROUP,
  hotGoodsBlockDefaults,
} from './hot-goods-block.defaults';

export const hotGoodsBlockEditor = defineWidgetEditor({
  type: HOT_GOODS_BLOCK,
  label: 'widget.hotGoodsBlock',
  group: 'goods',
  defaults: hotGoodsBlockDefaults,
  fields: [
    ...commonFields,
    {
      path: 'data.groups',
      control: 'list',
      label: 'hotGoodsBlock.groups',
      maxItems: HOT_GOODS_GROUPS,
      newItem: { title: '', secondTitle: '', items: [] },
      item: [
        { path: 'title', control: 'text', label: 'field.title' },
        { path: 'secondTitle', control: 'text', label: 'hotGoodsBlock.secondTitle' },
        {
          path: 'items',
          control: 'list',
          label: 'field.items',
          maxItems: HOT_GOODS_PER_GROUP,
          newItem: { goodsName: '', goodsImage: '', textColor: '#333333', textFontSize: 12 },
          item: [
            { path: 'goodsName', control: 'text', label: 'itemFields.goodsName' },
            { path: 'goodsImage', control: 'image', label: 'field.image' },
            { path: 'textColor', control: 'color', label: 'field.color' },
            {
              path: 'textFontSize',
              control: 'number',
              label: 'hotGoodsBlock.textFontSize',
              min: 10,
              max: 30,
              unit: 'px',
            },
          ],
        },
      ],
    },
  ],
});
