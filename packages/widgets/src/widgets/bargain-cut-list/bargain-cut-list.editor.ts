import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { titleBarFields } from '../title-bar/title-bar.editor';
import { BARGAIN_CUT_LIST, bargainCutListDefaults } from './bargain-cut-list.defaults';

export const bargainCutListEditor = defineWidgetEditor({
  type: BARGAIN_CUT_LIST,
  label: 'widget.bargainCutList',
  group: 'marketing',
  defaults: bargainCutListDefaults,
  fields: [
    ...commonFields,
    ...titleBarFields('params.title'),
    { path: 'params.showName', control: 'switch', label: 'itemFlags.showName' },
    { path: 'params.showPrice', control: 'switch', label: 'itemFlags.showPrice' },
    {
      path: 'data.items',
      control: 'list',
      label: 'field.items',
      maxItems: 30,
      newItem: {
        bargainCutId: 1,
        bargainCutName: '',
        fullLink: { kind: 'inert', declared: 'bargainCut' },
        bargainCutImage: '',
        bargainCutPrice: 0,
      },
      item: [
        { path: 'bargainCutName', control: 'text', label: 'itemFields.goodsName' },
        { path: 'bargainCutImage', control: 'image', label: 'field.image' },
        {
          path: 'bargainCutPrice',
          control: 'number',
          label: 'bargainCutList.lowestPrice',
          min: 0,
          step: 0.01,
        },
        { path: 'fullLink.target', control: 'text', label: 'itemFields.declaredLink' },
      ],
    },
  ],
});
