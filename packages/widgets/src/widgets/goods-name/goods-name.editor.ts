import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { GOODS_NAME, goodsNameDefaults } from './goods-name.defaults';

export const goodsNameEditor = defineWidgetEditor({
  type: GOODS_NAME,
  label: 'widget.goodsName',
  group: 'goods',
  defaults: goodsNameDefaults,
  fields: [
    ...commonFields,
    { path: 'params.showGoodsName', control: 'switch', label: 'goodsName.showGoodsName' },
    { path: 'params.showSellingPoint', control: 'switch', label: 'goodsName.showSellingPoint' },
    { path: 'params.showSalesNum', control: 'switch', label: 'goodsName.showSalesNum' },
    { path: 'params.showGoodsCollect', control: 'switch', label: 'goodsName.showGoodsCollect' },
    { path: 'params.showGoodsShare', control: 'switch', label: 'goodsName.showGoodsShare' },
    { path: 'data.goodsName', control: 'text', label: 'goodsDetail.goodsName' },
    { path: 'data.sellingPoint', control: 'text', label: 'goodsDetail.sellingPoint' },
    { path: 'data.salesNum', control: 'number', label: 'goodsDetail.salesNum', min: 0 },
  ],
});
