import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { goodsSummaryFields } from './goods-detail.editor';
import { GOODS_INFO, goodsInfoDefaults } from './goods-info.defaults';

export const goodsInfoEditor = defineWidgetEditor({
  type: GOODS_INFO,
  label: 'widget.goodsInfo',
  group: 'goods',
  defaults: goodsInfoDefaults,
  fields: [
    ...commonFields,
    {
      path: 'params.showSuggestedRetailPrice',
      control: 'switch',
      label: 'goodsDetail.showSuggestedRetailPrice',
    },
    ...goodsSummaryFields,
  ],
});
