import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { HOT_ZONE_NEW_SIZE } from '../hot-zone-image/hot-zone-image.zones';
import { IMAGE_HOTSPOT, imageHotspotDefaults, MAX_HOTSPOTS } from './image-hotspot.defaults';

export const imageHotspotEditor = defineWidgetEditor({
  type: IMAGE_HOTSPOT,
  label: 'widget.imageHotspot',
  group: 'basic',
  defaults: imageHotspotDefaults,
  fields: [
    ...commonFields,
    { path: 'params.image.url', control: 'image', label: 'field.image' },
    {
      path: 'params.image.width',
      control: 'number',
      label: 'hotZoneImage.imageWidth',
      min: 20,
      unit: 'px',
    },
    {
      path: 'params.image.height',
      control: 'number',
      label: 'hotZoneImage.imageHeight',
      min: 20,
      unit: 'px',
    },
    {
      path: 'data.hotspots',
      control: 'list',
      label: 'imageHotspot.hotspots',
      maxItems: MAX_HOTSPOTS,
      newItem: {
        index: 1,
        left: 0,
        top: 0,
        width: HOT_ZONE_NEW_SIZE,
        height: HOT_ZONE_NEW_SIZE,
        fullLink: { kind: 'inert', declared: 'hotspot', target: '' },
      },
      item: [
        { path: 'index', control: 'number', label: 'zone.index', min: 1 },
        { path: 'left', control: 'number', label: 'zone.left', min: 0, unit: 'px' },
        { path: 'top', control: 'number', label: 'zone.top', min: 0, unit: 'px' },
        { path: 'width', control: 'number', label: 'zone.width', min: 20, unit: 'px' },
        { path: 'height', control: 'number', label: 'zone.height', min: 20, unit: 'px' },
        { path: 'fullLink.target', control: 'text', label: 'imageHotspot.fullLink' },
      ],
    },
  ],
});
