import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { ICON_NAMES } from '../../core/icons';
import { BOTTOM_TAB_BAR, bottomTabBarDefaults, MAX_TABS } from './bottom-tab-bar.defaults';

export const bottomTabBarEditor = defineWidgetEditor({
  type: BOTTOM_TAB_BAR,
  label: 'widget.bottomTabBar',
  group: 'navigation',
  defaults: bottomTabBarDefaults,
  fields: [
    ...commonFields,
    {
      path: 'params.active',
      control: 'number',
      label: 'bottomTabBar.active',
      min: 0,
      max: MAX_TABS - 1,
    },
    { path: 'params.hideName', control: 'switch', label: 'bottomTabBar.hideName' },
    { path: 'params.diyIconEnabled', control: 'switch', label: 'bottomTabBar.diyIconEnabled' },
    {
      path: 'params.layout',
      control: 'radio',
      label: 'field.layout',
      options: [
        { value: 'vertical', label: 'layout.vertical' },
        { value: 'horizontal', label: 'layout.horizontal' },
      ],
    },
    { path: 'params.color', control: 'color', label: 'field.color' },
    { path: 'params.activeColor', control: 'color', label: 'field.activeColor' },
    {
      path: 'data.items',
      control: 'list',
      label: 'bottomTabBar.items',
      maxItems: MAX_TABS,
      newItem: {
        defaultImage: '',
        activeImage: '',
        icon: ICON_NAMES[0],
        text: '',
        fullLink: { kind: 'none' },
      },
      item: [
        { path: 'text', control: 'text', label: 'field.text' },
        { path: 'icon', control: 'icon', label: 'field.icon' },
        { path: 'defaultImage', control: 'image', label: 'bottomTabBar.defaultImage' },
        { path: 'activeImage', control: 'image', label: 'bottomTabBar.activeImage' },
        { path: 'fullLink', control: 'link', label: 'field.link' },
      ],
    },
  ],
});
