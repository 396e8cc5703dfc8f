import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { titleBarFields } from '../title-bar/title-bar.editor';
import {
  PRODUCT_SELECTION_STRIP,
  productSelectionStripDefaults,
} from './product-selection-strip.defaults';

export const productSelectionStripEditor = defineWidgetEditor({
  type: PRODUCT_SELECTION_STRIP,
  label: 'widget.productSelectionStrip',
  group: 'goods',
  defaults: productSelectionStripDefaults,
  fields: [
    ...commonFields,
    ...titleBarFields('params.title'),
    { path: 'params.goodsNameShow', control: 'switch', label: 'itemFlags.showName' },
    { path: 'params.priceShow', control: 'switch', label: 'itemFlags.showPrice' },
    {
      path: 'params.imageWidth',
      control: 'number',
      label: 'productSelectionStrip.imageWidth',
      min: 40,
      max: 300,
      unit: 'px',
    },
    {
      path: 'params.imageHeight',
      control: 'number',
      label: 'productSelectionStrip.imageHeight',
      min: 40,
      max: 300,
      unit: 'px',
    },
    {
      path: 'params.imageRadius',
      control: 'slider',
      label: 'productSelectionStrip.imageRadius',
      min: 0,
      max: 150,
      unit: 'px',
    },
    {
      path: 'data.items',
      control: 'list',
      label: 'field.items',
      maxItems: 30,
      newItem: { id: 1, goodsName: '', fullLink: { kind: 'none' }, goodsImg: '', price: 0 },
      item: [
        { path: 'goodsName', control: 'text', label: 'itemFields.goodsName' },
        { path: 'goodsImg', control: 'image', label: 'field.image' },
        { path: 'price', control: 'number', label: 'itemFields.price', min: 0, step: 0.01 },
        { path: 'fullLink', control: 'link', label: 'field.link' },
      ],
    },
  ],
});
