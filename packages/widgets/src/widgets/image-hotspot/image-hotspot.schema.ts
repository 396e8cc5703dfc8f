import { defineWidgetSchema } from '../../core/schema-manifest';
import { IMAGE_HOTSPOT, imageHotspotDefaults } from './image-hotspot.defaults';
import { imageHotspotProps } from './image-hotspot.props';

// The props have their own file so that the defaults can import their type without a cycle.
export {
  hotspotLinkSchema,
  hotspotSchema,
  imageHotspotProps,
  type ImageHotspotProps,
} from './image-hotspot.props';

export const imageHotspotSchema = defineWidgetSchema({
  type: IMAGE_HOTSPOT,
  props: imageHotspotProps,
  defaults: imageHotspotDefaults,
});
