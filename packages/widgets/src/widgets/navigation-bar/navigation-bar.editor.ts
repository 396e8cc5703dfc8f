import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { MAX_NAV_ROWS_NUM, NAVIGATION_BAR, navigationBarDefaults } from './navigation-bar.defaults';

export const navigationBarEditor = defineWidgetEditor({
  type: NAVIGATION_BAR,
  label: 'widget.navigationBar',
  group: 'navigation',
  defaults: navigationBarDefaults,
  fields: [
    ...commonFields,
    {
      path: 'params.rowsNum',
      control: 'number',
      label: 'navigationBar.rowsNum',
      min: 1,
      max: MAX_NAV_ROWS_NUM,
    },
    {
      path: 'params.layout',
      control: 'radio',
      label: 'field.layout',
      options: [
        { value: 'vertical', label: 'layout.vertical' },
        { value: 'horizontal', label: 'layout.horizontal' },
      ],
    },
    { path: 'params.label.enable', control: 'switch', label: 'navigationBar.labelEnable' },
    {
      path: 'data.items',
      control: 'list',
      label: 'field.items',
      maxItems: 20,
      newItem: { link: { kind: 'none' }, imgUrl: '', text: '' },
      item: [
        { path: 'text', control: 'text', label: 'field.text' },
        { path: 'imgUrl', control: 'image', label: 'field.image' },
        { path: 'link', control: 'link', label: 'field.link' },
      ],
    },
  ],
});
