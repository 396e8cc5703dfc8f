import { defineWidgetSchema } from '../../core/schema-manifest';
import { HOT_ZONE_IMAGE, hotZoneImageDefaults } from './hot-zone-image.defaults';
import { hotZoneImageProps } from './hot-zone-image.props';

// The props have their own file so that the defaults can import their type without a cycle.
export {
  zoneImageSchema,
  hotZoneSchema,
  hotZoneImageProps,
  type HotZoneImageProps,
} from './hot-zone-image.props';

export const hotZoneImageSchema = defineWidgetSchema({
  type: HOT_ZONE_IMAGE,
  props: hotZoneImageProps,
  defaults: hotZoneImageDefaults,
});
