import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { BRAND_LIST, brandListDefaults } from './brand-list.defaults';

export const brandListEditor = defineWidgetEditor({
  type: BRAND_LIST,
  label: 'widget.brandList',
  group: 'marketing',
  defaults: brandListDefaults,
  fields: [
    ...commonFields,
    { path: 'params.showName', control: 'switch', label: 'itemFlags.showName' },
    {
      path: 'data.items',
      control: 'list',
      label: 'field.items',
      maxItems: 40,
      newItem: {
        brandId: 1,
        brandName: '',
        fullLink: { kind: 'inert', declared: 'brand' },
        brandIcon: '',
      },
      item: [
        { path: 'brandName', control: 'text', label: 'brandList.brandName' },
        { path: 'brandIcon', control: 'image', label: 'brandList.brandIcon' },
        { path: 'fullLink.target', control: 'text', label: 'itemFields.declaredLink' },
      ],
    },
  ],
});
