import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { CLASS_TAG_STRIP, classTagStripDefaults } from './class-tag-strip.defaults';

export const classTagStripEditor = defineWidgetEditor({
  type: CLASS_TAG_STRIP,
  label: 'widget.classTagStrip',
  group: 'navigation',
  defaults: classTagStripDefaults,
  fields: [
    ...commonFields,
    { path: 'params.firstPageName', control: 'text', label: 'classTagStrip.firstPageName' },
    {
      path: 'data.items',
      control: 'list',
      label: 'field.items',
      maxItems: 30,
      newItem: { id: 1, className: '' },
      item: [{ path: 'className', control: 'text', label: 'classTagStrip.className' }],
    },
  ],
});
