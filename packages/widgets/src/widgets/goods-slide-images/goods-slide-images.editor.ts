import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { GOODS_SLIDE_IMAGES, goodsSlideImagesDefaults } from './goods-slide-images.defaults';

export const goodsSlideImagesEditor = defineWidgetEditor({
  type: GOODS_SLIDE_IMAGES,
  label: 'widget.goodsSlideImages',
  group: 'goods',
  defaults: goodsSlideImagesDefaults,
  fields: [
    ...commonFields,
    { path: 'params.autoplay', control: 'switch', label: 'goodsSlideImages.autoplay' },
    {
      path: 'data.images',
      control: 'list',
      label: 'field.items',
      maxItems: 20,
      newItem: { image: '' },
      item: [{ path: 'image', control: 'image', label: 'field.image' }],
    },
  ],
});
