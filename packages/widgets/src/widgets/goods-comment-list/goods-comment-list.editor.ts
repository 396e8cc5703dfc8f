import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { GOODS_COMMENT_LIST, goodsCommentListDefaults } from './goods-comment-list.defaults';

export const goodsCommentListEditor = defineWidgetEditor({
  type: GOODS_COMMENT_LIST,
  label: 'widget.goodsCommentList',
  group: 'goods',
  defaults: goodsCommentListDefaults,
  fields: [
    ...commonFields,
    { path: 'params.title', control: 'text', label: 'field.title' },
    { path: 'params.limit', control: 'number', label: 'goodsCommentList.limit', min: 1, max: 20 },
    {
      path: 'params.showRows',
      control: 'number',
      label: 'goodsCommentList.showRows',
      min: 1,
      max: 10,
    },
  ],
});
