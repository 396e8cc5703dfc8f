import { sampleImage } from '../../core/samples';
import { defaultCommonParams, defaultStyle } from '../../core/defaults';
import type { ImageSliderProps } from './image-slider.props';

export const IMAGE_SLIDER = 'image-slider';

/** §9: slider default autoplay. */
export const SLIDER_DEFAULT_AUTOPLAY_MS = 3000;

export const imageSliderDefaults: ImageSliderProps = {
  style: defaultStyle({ height: 160 }),
  params: { ...defaultCommonParams, autoplay: SLIDER_DEFAULT_AUTOPLAY_MS },
  data: {
    items: [
      { image: sampleImage('1', 1), link: { kind: 'goodsDetail', goodsId: 1 } },
      { image: sampleImage('2', 2), link: { kind: 'articleDetail', articleId: 1 } },
      { image: sampleImage('3', 3), link: { kind: 'none' } },
    ],
  },
};
