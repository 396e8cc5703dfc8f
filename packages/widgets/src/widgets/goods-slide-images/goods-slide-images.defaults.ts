import { defaultCommonParams, defaultStyle } from '../../core/defaults';
import { sampleImage } from '../../core/samples';
import type { GoodsSlideImagesProps } from './goods-slide-images.props';

export const GOODS_SLIDE_IMAGES = 'goods-slide-images';

/** §9: goods slide images move every 4000 ms, each move taking 800 ms. */
export const GOODS_SLIDE_INTERVAL_MS = 4000;
export const GOODS_SLIDE_DURATION_MS = 800;

export const goodsSlideImagesDefaults: GoodsSlideImagesProps = {
  style: defaultStyle({ height: 375 }),
  params: { ...defaultCommonParams, autoplay: true },
  data: {
    images: [1, 2, 3].map((n) => ({ image: sampleImage(`${n}`, n, 375, 375) })),
    loading: false,
  },
};
