import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import {
  IMAGE_WINDOW,
  imageWindowDefaults,
  MAX_WINDOW_ITEMS,
  MAX_WINDOW_ROWS_NUM,
} from './image-window.defaults';

export const imageWindowEditor = defineWidgetEditor({
  type: IMAGE_WINDOW,
  label: 'widget.imageWindow',
  group: 'basic',
  defaults: imageWindowDefaults,
  fields: [
    ...commonFields,
    {
      path: 'params.layout',
      control: 'radio',
      label: 'field.layout',
      options: [
        { value: 'grid', label: 'imageWindow.layoutGrid' },
        { value: 'left-big', label: 'imageWindow.layoutLeftBig' },
        { value: 'top-big', label: 'imageWindow.layoutTopBig' },
      ],
    },
    {
      path: 'params.rowsNum',
      control: 'slider',
      label: 'imageWindow.rowsNum',
      min: 1,
      max: MAX_WINDOW_ROWS_NUM,
      visibleWhen: { path: 'params.layout', equals: 'grid' },
    },
    {
      path: 'data.items',
      control: 'list',
      label: 'field.items',
      maxItems: MAX_WINDOW_ITEMS,
      newItem: { imgUrl: '', link: { kind: 'none' } },
      item: [
        { path: 'imgUrl', control: 'image', label: 'field.image' },
        { path: 'link', control: 'link', label: 'field.link' },
      ],
    },
  ],
});
