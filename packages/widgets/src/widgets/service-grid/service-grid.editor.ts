import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { MAX_SERVICES, SERVICE_GRID, serviceGridDefaults } from './service-grid.defaults';

export const serviceGridEditor = defineWidgetEditor({
  type: SERVICE_GRID,
  label: 'widget.serviceGrid',
  group: 'user',
  defaults: serviceGridDefaults,
  fields: [
    ...commonFields,
    { path: 'params.title.shown', control: 'switch', label: 'serviceGrid.titleShown' },
    {
      path: 'params.title.text',
      control: 'text',
      label: 'field.title',
      visibleWhen: { path: 'params.title.shown', equals: true },
    },
    { path: 'params.diyIcon', control: 'switch', label: 'serviceGrid.diyIcon' },
    {
      path: 'params.type',
      control: 'radio',
      label: 'field.layout',
      options: [
        { value: 'grid', label: 'serviceGrid.typeGrid' },
        { value: 'list', label: 'serviceGrid.typeList' },
      ],
    },
    {
      path: 'data.items',
      control: 'list',
      label: 'field.items',
      maxItems: MAX_SERVICES,
      newItem: {
        image: '',
        type: 'link',
        icon: 'service',
        name: '',
        openType: '',
        count: 0,
        hidden: false,
        url: { kind: 'none' },
      },
      item: [
        { path: 'name', control: 'text', label: 'serviceGrid.name' },
        {
          path: 'type',
          control: 'radio',
          label: 'serviceGrid.itemType',
          options: [
            { value: 'link', label: 'serviceGrid.typeLink' },
            { value: 'button', label: 'serviceGrid.typeButton' },
          ],
        },
        { path: 'icon', control: 'icon', label: 'field.icon' },
        { path: 'image', control: 'image', label: 'serviceGrid.image' },
        {
          path: 'url',
          control: 'link',
          label: 'field.link',
          visibleWhen: { path: 'type', equals: 'link' },
        },
        {
          path: 'openType',
          control: 'text',
          label: 'serviceGrid.openType',
          visibleWhen: { path: 'type', equals: 'button' },
        },
        { path: 'count', control: 'number', label: 'serviceGrid.count', min: 0 },
        { path: 'hidden', control: 'switch', label: 'serviceGrid.hidden' },
      ],
    },
  ],
});
