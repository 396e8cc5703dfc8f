import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { TEXT_TITLE, textTitleDefaults } from './text-title.defaults';

export const textTitleEditor = defineWidgetEditor({
  type: TEXT_TITLE,
  label: 'widget.textTitle',
  group: 'basic',
  defaults: textTitleDefaults,
  fields: [
    ...commonFields,
    { path: 'data.title', control: 'text', label: 'field.title' },
    { path: 'data.fullLink', control: 'link', label: 'field.link' },
    {
      path: 'params.textAlign',
      control: 'radio',
      label: 'textTitle.textAlign',
      options: [
        { value: 'left', label: 'textTitle.alignLeft' },
        { value: 'center', label: 'textTitle.alignCenter' },
        { value: 'right', label: 'textTitle.alignRight' },
      ],
    },
    {
      path: 'params.fontSize',
      control: 'slider',
      label: 'textTitle.fontSize',
      min: 10,
      max: 40,
      unit: 'px',
    },
    { path: 'params.color', control: 'color', label: 'field.color' },
    { path: 'params.bold', control: 'switch', label: 'textTitle.bold' },
  ],
});
