import { defineWidgetSchema } from '../../core/schema-manifest';
import { IMAGE_WINDOW, imageWindowDefaults } from './image-window.defaults';
import { imageWindowProps } from './image-window.props';

// The props have their own file so that the defaults can import their type without a cycle.
export { windowItemSchema, imageWindowProps, type ImageWindowProps } from './image-window.props';

export const imageWindowSchema = defineWidgetSchema({
  type: IMAGE_WINDOW,
  props: imageWindowProps,
  defaults: imageWindowDefaults,
});
