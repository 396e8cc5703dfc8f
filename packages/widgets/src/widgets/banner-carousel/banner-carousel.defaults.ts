import { sampleImage } from '../../core/samples';
import { defaultCommonParams, defaultStyle } from '../../core/defaults';
import type { BannerCarouselProps } from './banner-carousel.props';

export const BANNER_CAROUSEL = 'banner-carousel';

/** §9: banner interval 3000 ms; default height 130. */
export const BANNER_INTERVAL_MS = 3000;
export const BANNER_DEFAULT_HEIGHT = 130;

export const bannerCarouselDefaults: BannerCarouselProps = {
  style: defaultStyle({ height: BANNER_DEFAULT_HEIGHT }),
  params: { ...defaultCommonParams },
  data: {
    items: [
      { imgUrl: sampleImage('Banner 1', 3, 750, 260) },
      { imgUrl: sampleImage('Banner 2', 4, 750, 260) },
    ],
  },
};
