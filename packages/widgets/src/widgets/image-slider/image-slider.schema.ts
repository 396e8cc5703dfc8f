import { defineWidgetSchema } from '../../core/schema-manifest';
import { IMAGE_SLIDER, imageSliderDefaults } from './image-slider.defaults';
import { imageSliderProps } from './image-slider.props';

// The props have their own file so that the defaults can import their type without a cycle.
export { imageSliderProps, type ImageSliderProps } from './image-slider.props';

export const imageSliderSchema = defineWidgetSchema({
  type: IMAGE_SLIDER,
  props: imageSliderProps,
  defaults: imageSliderDefaults,
});
