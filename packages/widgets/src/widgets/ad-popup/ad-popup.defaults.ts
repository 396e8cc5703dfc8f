import { defaultCommonParams, defaultStyle } from '../../core/defaults';
import { sampleImage } from '../../core/samples';
import type { AdPopupProps } from './ad-popup.schema';

export const AD_POPUP = 'ad-popup';

export const AD_TYPES = ['image', 'video'] as const;

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
