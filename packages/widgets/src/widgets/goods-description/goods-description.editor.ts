import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { GOODS_DESCRIPTION, goodsDescriptionDefaults } from './goods-description.defaults';

export const goodsDescriptionEditor = defineWidgetEditor({
  type: GOODS_DESCRIPTION,
  label: 'widget.goodsDescription',
  group: 'goods',
  defaults: goodsDescriptionDefaults,
  fields: [
    ...commonFields,
    { path: 'params.showTitle', control: 'switch', label: 'goodsDescription.showTitle' },
    { path: 'data.goodsDescribe', control: 'textarea', label: 'goodsDescription.goodsDescribe' },
  ],
});
