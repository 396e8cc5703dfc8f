import { defaultCommonParams, defaultStyle } from '../../core/defaults';
import { sampleImage } from '../../core/samples';
import type { ImageHotspotProps } from './image-hotspot.props';

// Shared with the props schema, so they live in the (zod-free) constants file.
export { MAX_HOTSPOTS } from './image-hotspot.constants';

export const IMAGE_HOTSPOT = 'image-hotspot';

export const imageHotspotDefaults: ImageHotspotProps = {
  style: defaultStyle(),
  params: {
    ...defaultCommonParams,
    image: { url: sampleImage('Hotspots', 2, 750, 400), width: 750, height: 400 },
  },
  data: {
    hotspots: [
      {
        index: 1,
        left: 40,
        top: 60,
        width: 300,
        height: 280,
        fullLink: { kind: 'inert', declared: 'hotspot', target: '' },
      },
      {
        index: 2,
        left: 410,
        top: 60,
        width: 300,
        height: 280,
        fullLink: { kind: 'inert', declared: 'hotspot', target: '' },
      },
    ],
  },
};
