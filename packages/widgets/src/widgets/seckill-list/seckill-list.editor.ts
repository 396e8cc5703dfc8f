import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { titleBarFields } from '../title-bar/title-bar.editor';
import { SECKILL_LIST, seckillListDefaults } from './seckill-list.defaults';

export const seckillListEditor = defineWidgetEditor({
  type: SECKILL_LIST,
  label: 'widget.seckillList',
  group: 'marketing',
  defaults: seckillListDefaults,
  fields: [
    ...commonFields,
    ...titleBarFields('params.title'),
    { path: 'params.showProcessBar', control: 'switch', label: 'seckillList.showProcessBar' },
    { path: 'params.showPrice', control: 'switch', label: 'itemFlags.showPrice' },
    { path: 'params.showOriginPrice', control: 'switch', label: 'itemFlags.showOriginPrice' },
    { path: 'params.showSoldNum', control: 'switch', label: 'itemFlags.showSalesNum' },
    { path: 'data.time.hour', control: 'number', label: 'seckillList.hour', min: 0, max: 23 },
    { path: 'data.time.minute', control: 'number', label: 'seckillList.minute', min: 0, max: 59 },
    {
      path: 'data.items',
      control: 'list',
      label: 'field.items',
      maxItems: 30,
      newItem: {
        secKillId: 1,
        storeName: '',
        fullLink: { kind: 'inert', declared: 'seckill' },
        secKillIcon: '',
        discountPrice: 0,
        originPrice: 0,
        process: 0,
        saledNum: 0,
      },
      item: [
        { path: 'storeName', control: 'text', label: 'itemFields.goodsName' },
        { path: 'secKillIcon', control: 'image', label: 'field.image' },
        { path: 'discountPrice', control: 'number', label: 'itemFields.price', min: 0, step: 0.01 },
        {
          path: 'originPrice',
          control: 'number',
          label: 'itemFields.originPrice',
          min: 0,
          step: 0.01,
        },
        {
          path: 'process',
          control: 'slider',
          label: 'seckillList.process',
          min: 0,
          max: 100,
          unit: '%',
        },
        { path: 'saledNum', control: 'number', label: 'itemFields.sales', min: 0 },
        { path: 'fullLink.target', control: 'text', label: 'itemFields.declaredLink' },
      ],
    },
  ],
});
