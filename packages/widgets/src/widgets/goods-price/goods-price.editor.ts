import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { GOODS_PRICE, goodsPriceDefaults } from './goods-price.defaults';

export const goodsPriceEditor = defineWidgetEditor({
  type: GOODS_PRICE,
  label: 'widget.goodsPrice',
  group: 'goods',
  defaults: goodsPriceDefaults,
  fields: [
    ...commonFields,
    {
      path: 'params.showSuggestedRetailPrice',
      control: 'switch',
      label: 'goodsDetail.showSuggestedRetailPrice',
    },
    { path: 'params.showCoupons', control: 'switch', label: 'goodsPrice.showCoupons' },
    { path: 'data.price', control: 'number', label: 'goodsDetail.price', min: 0, step: 0.01 },
    {
      path: 'data.suggestedRetailPrice',
      control: 'number',
      label: 'goodsDetail.suggestedRetailPrice',
      min: 0,
      step: 0.01,
    },
    { path: 'data.isUserGrade', control: 'switch', label: 'goodsDetail.isUserGrade' },
    {
      path: 'data.couponVOS',
      control: 'list',
      label: 'goodsPrice.coupons',
      maxItems: 20,
      newItem: { solgan: '' },
      item: [{ path: 'solgan', control: 'text', label: 'goodsPrice.solgan' }],
    },
  ],
});
