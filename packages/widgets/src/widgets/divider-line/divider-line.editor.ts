import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { DIVIDER_LINE, dividerLineDefaults } from './divider-line.defaults';

export const dividerLineEditor = defineWidgetEditor({
  type: DIVIDER_LINE,
  label: 'widget.dividerLine',
  group: 'basic',
  defaults: dividerLineDefaults,
  fields: [
    ...commonFields,
    {
      path: 'params.lineStyle',
      control: 'radio',
      label: 'dividerLine.lineStyle',
      options: [
        { value: 'solid', label: 'dividerLine.solid' },
        { value: 'dashed', label: 'dividerLine.dashed' },
        { value: 'dotted', label: 'dividerLine.dotted' },
      ],
    },
    { path: 'params.color', control: 'color', label: 'field.color' },
    {
      path: 'params.thickness',
      control: 'slider',
      label: 'dividerLine.thickness',
      min: 1,
      max: 10,
      unit: 'px',
    },
  ],
});
