import { defaultCommonParams, defaultStyle } from '../../core/defaults';
import { sampleImage } from '../../core/samples';
import type { AdPopupProps } from './ad-popup.props';

// Shared with the props schema, so they live in the (zod-free) constants file.
export { AD_TYPES } from './ad-popup.constants';

export const AD_POPUP = 'ad-popup';

/** §4/§9: the countdown starts at 7; image ads close after 7000 ms, others after 3000 ms. */
export const AD_COUNTDOWN_FROM = 7;
export const AD_CLOSE_IMAGE_MS = 7000;
export const AD_CLOSE_OTHER_MS = 3000;

export const adPopupDefaults: AdPopupProps = {
  style: defaultStyle(),
  params: { ...defaultCommonParams, showOnce: true },
  data: {
    ads: [
      {
        adType: 'image',
        image: sampleImage('AD', 3, 600, 800),
        video: '',
        adLink: { kind: 'goodsDetail', goodsId: 1 },
      },
    ],
  },
};
