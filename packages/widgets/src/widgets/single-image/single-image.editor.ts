import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { SINGLE_IMAGE, singleImageDefaults } from './single-image.defaults';

export const singleImageEditor = defineWidgetEditor({
  type: SINGLE_IMAGE,
  label: 'widget.singleImage',
  group: 'basic',
  defaults: singleImageDefaults,
  fields: [
    ...commonFields,
    { path: 'data.imgUrl', control: 'image', label: 'field.image' },
    { path: 'data.fullLink', control: 'link', label: 'field.link' },
  ],
});
