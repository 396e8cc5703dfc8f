import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { BANNER_CAROUSEL, bannerCarouselDefaults } from './banner-carousel.defaults';

export const bannerCarouselEditor = defineWidgetEditor({
  type: BANNER_CAROUSEL,
  label: 'widget.bannerCarousel',
  group: 'basic',
  defaults: bannerCarouselDefaults,
  fields: [
    ...commonFields,
    {
      path: 'data.items',
      control: 'list',
      label: 'field.items',
      maxItems: 10,
      newItem: { imgUrl: '' },
      item: [{ path: 'imgUrl', control: 'image', label: 'field.image' }],
    },
  ],
});
