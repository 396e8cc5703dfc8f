import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { IMAGE_SLIDER, imageSliderDefaults } from './image-slider.defaults';

export const imageSliderEditor = defineWidgetEditor({
  type: IMAGE_SLIDER,
  label: 'widget.imageSlider',
  group: 'basic',
  defaults: imageSliderDefaults,
  fields: [
    ...commonFields,
    {
      path: 'params.autoplay',
      control: 'number',
      label: 'imageSlider.autoplay',
      min: 0,
      max: 60_000,
      step: 500,
      unit: 'ms',
    },
    {
      path: 'data.items',
      control: 'list',
      label: 'field.items',
      maxItems: 10,
      newItem: { image: '', link: { kind: 'none' } },
      item: [
        { path: 'image', control: 'image', label: 'field.image' },
        { path: 'link', control: 'link', label: 'field.link' },
      ],
    },
  ],
});
