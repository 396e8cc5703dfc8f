import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import { sampleImage } from '../../core/samples';
import type { SingleImageProps } from './single-image.props';

export const SINGLE_IMAGE = 'single-image';

/** §9: image widget height 80 px, top padding 10. */
export const SINGLE_IMAGE_HEIGHT = 80;
export const SINGLE_IMAGE_TOP_PADDING = 10;

export const singleImageDefaults: SingleImageProps = {
  style: defaultStyle({ height: SINGLE_IMAGE_HEIGHT, paddings: spacing(SINGLE_IMAGE_TOP_PADDING) }),
  params: { ...defaultCommonParams },
  data: { imgUrl: sampleImage('Image', 5, 750, 140), fullLink: { kind: 'none' } },
};
