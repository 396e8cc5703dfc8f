import { defaultCommonParams, defaultStyle } from '../../core/defaults';
import { sampleImage } from '../../core/samples';
import type { HotZoneImageProps } from './hot-zone-image.props';
import { HOT_ZONE_DEFAULT_AREA } from './hot-zone-image.zones';

// Shared with the props schema, so they live in the (zod-free) constants file.
export { MAX_HOT_ZONES } from './hot-zone-image.constants';

export const HOT_ZONE_IMAGE = 'hot-zone-image';

export const hotZoneImageDefaults: HotZoneImageProps = {
  style: defaultStyle(),
  params: { ...defaultCommonParams },
  data: {
    image: {
      url: sampleImage('HOT', 5, HOT_ZONE_DEFAULT_AREA.width, HOT_ZONE_DEFAULT_AREA.height),
      ...HOT_ZONE_DEFAULT_AREA,
    },
    zones: [
      { index: 1, left: 20, top: 40, width: 150, height: 120 },
      { index: 2, left: 205, top: 40, width: 150, height: 120 },
    ],
  },
};
