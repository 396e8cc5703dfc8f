import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { HOT_ZONE_IMAGE, hotZoneImageDefaults, MAX_HOT_ZONES } from './hot-zone-image.defaults';
import { HOT_ZONE_NEW_SIZE } from './hot-zone-image.zones';

// Zones are drawn on the canvas (the view's preview mode); these fields fine-tune them.
export const hotZoneImageEditor = defineWidgetEditor({
  type: HOT_ZONE_IMAGE,
  label: 'widget.hotZoneImage',
  group: 'basic',
  defaults: hotZoneImageDefaults,
  fields: [
    ...commonFields,
    { path: 'data.image.url', control: 'image', label: 'field.image' },
    {
      path: 'data.image.width',
      control: 'number',
      label: 'hotZoneImage.imageWidth',
      min: 20,
      unit: 'px',
    },
    {
      path: 'data.image.height',
      control: 'number',
      label: 'hotZoneImage.imageHeight',
      min: 20,
      unit: 'px',
    },
    {
      path: 'data.zones',
      control: 'list',
      label: 'hotZoneImage.zones',
      maxItems: MAX_HOT_ZONES,
      newItem: { index: 1, left: 0, top: 0, width: HOT_ZONE_NEW_SIZE, height: HOT_ZONE_NEW_SIZE },
      item: [
        { path: 'left', control: 'number', label: 'zone.left', min: 0, unit: 'px' },
        { path: 'top', control: 'number', label: 'zone.top', min: 0, unit: 'px' },
        { path: 'width', control: 'number', label: 'zone.width', min: 20, unit: 'px' },
        { path: 'height', control: 'number', label: 'zone.height', min: 20, unit: 'px' },
      ],
    },
  ],
});
