import { defaultCommonParams, defaultStyle, defaultTitleBar, spacing } from '../../core/defaults';
import { sampleImage } from '../../core/samples';
import type { SeckillListProps } from './seckill-list.props';

export const SECKILL_LIST = 'seckill-list';

/** Cards side by side in the strip. */
export const SECKILL_COLUMNS = 3;

const SAMPLES = [
  ['当季草莓 500g', 19.9, 39.9, 72, 360],
  ['进口牛排 4片', 59, 128, 35, 70],
  ['坚果礼盒', 49, 99, 100, 200],
  ['鲜榨橙汁', 9.9, 15, 10, 12],
] as const;

export const seckillListDefaults: SeckillListProps = {
  style: defaultStyle({ background: '#ffffff', paddings: spacing(0, 8, 10, 8) }),
  params: {
    ...defaultCommonParams,
    title: defaultTitleBar({ text: '限时秒杀' }),
    showProcessBar: true,
    showOriginPrice: true,
    showPrice: true,
    showSoldNum: true,
  },
  data: {
    time: { hour: 10, minute: 0 },
    items: SAMPLES.map(([storeName, discountPrice, originPrice, process, saledNum], i) => ({
      secKillId: i + 1,
      storeName,
      // §2: seckill links are declared without behaviour.
      fullLink: { kind: 'inert', declared: 'seckill', target: `seckill/${i + 1}` },
      secKillIcon: sampleImage(storeName.slice(0, 2), i + 3, 300, 300),
      discountPrice,
      originPrice,
      process,
      saledNum,
    })),
  },
};
