import { defaultCommonParams, defaultStyle } from '../../core/defaults';
import { sampleImage } from '../../core/samples';
import type { WaterfallFeedProps } from './waterfall-feed.props';

// Shared with the props schema, so they live in the (zod-free) constants file.
export { MAX_WATERFALL_GOODS, MAX_WATERFALL_SWIPERS } from './waterfall-feed.constants';

export const WATERFALL_FEED = 'waterfall-feed';

/** §9: the carousel changes every 3000 ms and is 300 px high. */
export const WATERFALL_SWIPER_INTERVAL_MS = 3000;
export const WATERFALL_SWIPER_HEIGHT = 300;

const SAMPLE_GOODS = [
  ['轻薄羽绒服', '90%白鸭绒', 299, 240],
  ['保温杯', '12小时长效保温', 89, 180],
  ['无线耳机', '主动降噪', 399, 220],
  ['纯棉T恤', '透气亲肤', 59, 200],
  ['运动鞋', '缓震回弹', 459, 170],
  ['坚果礼盒', '每日坚果 30 袋', 129, 230],
] as const;

export const waterfallFeedDefaults: WaterfallFeedProps = {
  style: defaultStyle({ background: '#f5f5f5' }),
  params: {
    ...defaultCommonParams,
    title: { show: true, icon: 'star', image: '', text: '' },
    swiper: {
      show: true,
      height: WATERFALL_SWIPER_HEIGHT,
      autoPlay: true,
      interval: WATERFALL_SWIPER_INTERVAL_MS,
    },
    goods: { showTag: true },
  },
  data: {
    swipers: [0, 1, 2].map((i) => ({ imgUrl: sampleImage(`Banner ${i + 1}`, i + 1, 750, 600) })),
    goodsList: SAMPLE_GOODS.map(([goodsName, sellPoint, price, imageHeight], i) => ({
      goodsId: i + 1,
      goodsImg: sampleImage(goodsName.slice(0, 2), i, 360, imageHeight * 2),
      goodsName,
      sellPoint,
      price,
      expressTag: i % 2 === 0,
      scoreTag: i % 3 === 0,
      vipTag: i % 3 === 1,
    })),
  },
};
