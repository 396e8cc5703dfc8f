import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import {
  ARTICLE_IMAGE_BELOW,
  ARTICLE_LIST,
  ARTICLE_TEXT_LEFT,
  articleListDefaults,
} from './article-list.defaults';

export const articleListEditor = defineWidgetEditor({
  type: ARTICLE_LIST,
  label: 'widget.articleList',
  group: 'basic',
  defaults: articleListDefaults,
  fields: [
    ...commonFields,
    {
      path: 'data.items',
      control: 'list',
      label: 'field.items',
      maxItems: 30,
      newItem: {
        title: '',
        articleId: 1,
        imgUrl: '',
        mode: 'aspectFill',
        showType: ARTICLE_TEXT_LEFT,
        showDivs: 0,
      },
      item: [
        { path: 'title', control: 'text', label: 'field.title' },
        { path: 'imgUrl', control: 'image', label: 'field.image' },
        {
          path: 'showType',
          control: 'radio',
          label: 'articleList.showType',
          options: [
            { value: ARTICLE_TEXT_LEFT, label: 'articleList.textLeft' },
            { value: ARTICLE_IMAGE_BELOW, label: 'articleList.imageBelow' },
          ],
        },
        {
          path: 'mode',
          control: 'select',
          label: 'articleList.mode',
          options: [
            { value: 'aspectFill', label: 'articleList.modeFill' },
            { value: 'aspectFit', label: 'articleList.modeFit' },
            { value: 'scaleToFill', label: 'articleList.modeStretch' },
          ],
        },
        { path: 'showDivs', control: 'number', label: 'articleList.showDivs', min: 0 },
      ],
    },
  ],
});
