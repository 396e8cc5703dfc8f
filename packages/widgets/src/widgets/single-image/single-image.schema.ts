import { defineWidgetSchema } from '../../core/schema-manifest';
import { SINGLE_IMAGE, singleImageDefaults } from './single-image.defaults';
import { singleImageProps } from './single-image.props';

// The props have their own file so that the defaults can import their type without a cycle.
export { singleImageProps, type SingleImageProps } from './single-image.props';

export const singleImageSchema = defineWidgetSchema({
  type: SINGLE_IMAGE,
  props: singleImageProps,
  defaults: singleImageDefaults,
});
