import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { GOODS_LIST, goodsListDefaults } from './goods-list.defaults';

export const goodsListEditor = defineWidgetEditor({
  type: GOODS_LIST,
  label: 'widget.goodsList',
  group: 'goods',
  defaults: goodsListDefaults,
  fields: [
    ...commonFields,
    {
      path: 'params.display',
      control: 'radio',
      label: 'goodsList.display',
      options: [
        { value: 'list', label: 'goodsList.displayList' },
        { value: 'slide', label: 'goodsList.displaySlide' },
      ],
    },
    {
      path: 'params.column',
      control: 'radio',
      label: 'goodsList.column',
      options: [
        { value: 1, label: 'goodsList.columnRow' },
        { value: 2, label: 'goodsList.columnTwo' },
        { value: 3, label: 'goodsList.columnThree' },
      ],
    },
    { path: 'params.showGoodsName', control: 'switch', label: 'itemFlags.showName' },
    { path: 'params.showSellingPoint', control: 'switch', label: 'itemFlags.showSellingPoint' },
    { path: 'params.showPrice', control: 'switch', label: 'itemFlags.showPrice' },
    {
      path: 'params.showSuggestedRetailPrice',
      control: 'switch',
      label: 'itemFlags.showSuggestedRetailPrice',
    },
    { path: 'params.showSalesNum', control: 'switch', label: 'itemFlags.showSalesNum' },
    {
      path: 'data.items',
      control: 'list',
      label: 'field.items',
      maxItems: 50,
      newItem: {
        goodsId: 1,
        goodsName: '',
        sellingPoint: '',
        goodsSales: 0,
        price: 0,
        suggestedRetailPrice: 0,
        goodsImg: '',
      },
      item: [
        { path: 'goodsName', control: 'text', label: 'itemFields.goodsName' },
        { path: 'sellingPoint', control: 'text', label: 'itemFields.sellingPoint' },
        { path: 'goodsImg', control: 'image', label: 'field.image' },
        { path: 'price', control: 'number', label: 'itemFields.price', min: 0, step: 0.01 },
        {
          path: 'suggestedRetailPrice',
          control: 'number',
          label: 'itemFields.suggestedRetailPrice',
          min: 0,
          step: 0.01,
        },
        { path: 'goodsSales', control: 'number', label: 'itemFields.sales', min: 0 },
      ],
    },
  ],
});
