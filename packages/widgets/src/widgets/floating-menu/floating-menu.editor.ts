import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import {
  FLOATING_MENU,
  floatingMenuDefaults,
  MAX_FLOATING_BUTTONS,
} from './floating-menu.defaults';

export const floatingMenuEditor = defineWidgetEditor({
  type: FLOATING_MENU,
  label: 'widget.floatingMenu',
  group: 'navigation',
  defaults: floatingMenuDefaults,
  fields: [
    ...commonFields,
    { path: 'params.enable', control: 'switch', label: 'floatingMenu.enable' },
    {
      path: 'params.layout',
      control: 'radio',
      label: 'field.layout',
      options: [
        { value: 'vertical', label: 'floatingMenu.layoutVertical' },
        { value: 'horizontal', label: 'floatingMenu.layoutHorizontal' },
      ],
    },
    { path: 'params.showName', control: 'switch', label: 'floatingMenu.showName' },
    {
      path: 'data.btns',
      control: 'list',
      label: 'floatingMenu.btns',
      maxItems: MAX_FLOATING_BUTTONS,
      newItem: { image: '', name: '', link: { kind: 'none' } },
      item: [
        { path: 'image', control: 'image', label: 'field.image' },
        { path: 'name', control: 'text', label: 'floatingMenu.name' },
        { path: 'link', control: 'link', label: 'field.link' },
      ],
    },
  ],
});
