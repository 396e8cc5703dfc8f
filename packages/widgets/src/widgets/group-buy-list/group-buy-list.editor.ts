import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { titleBarFields } from '../title-bar/title-bar.editor';
import { GROUP_BUY_LIST, groupBuyListDefaults } from './group-buy-list.defaults';

export const groupBuyListEditor = defineWidgetEditor({
  type: GROUP_BUY_LIST,
  label: 'widget.groupBuyList',
  group: 'marketing',
  defaults: groupBuyListDefaults,
  fields: [
    ...commonFields,
    ...titleBarFields('params.title'),
    { path: 'params.showName', control: 'switch', label: 'itemFlags.showName' },
    { path: 'params.showDescription', control: 'switch', label: 'groupBuyList.showDescription' },
    { path: 'params.showPrice', control: 'switch', label: 'itemFlags.showPrice' },
    {
      path: 'data.items',
      control: 'list',
      label: 'field.items',
      maxItems: 30,
      newItem: {
        grouponId: 1,
        grouponName: '',
        fullLink: { kind: 'inert', declared: 'groupBuy' },
        grouponImage: '',
        grouponNum: 2,
        havGrouponNum: 0,
        grouponPrice: 0,
      },
      item: [
        { path: 'grouponName', control: 'text', label: 'itemFields.goodsName' },
        { path: 'grouponImage', control: 'image', label: 'field.image' },
        { path: 'grouponNum', control: 'number', label: 'groupBuyList.grouponNum', min: 2 },
        { path: 'havGrouponNum', control: 'number', label: 'groupBuyList.havGrouponNum', min: 0 },
        { path: 'grouponPrice', control: 'number', label: 'itemFields.price', min: 0, step: 0.01 },
        { path: 'fullLink.target', control: 'text', label: 'itemFields.declaredLink' },
      ],
    },
  ],
});
