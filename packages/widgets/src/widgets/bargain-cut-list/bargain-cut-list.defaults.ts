import { defaultCommonParams, defaultStyle, defaultTitleBar, spacing } from '../../core/defaults';
import { sampleImage } from '../../core/samples';
import type { BargainCutListProps } from './bargain-cut-list.props';

export const BARGAIN_CUT_LIST = 'bargain-cut-list';

const SAMPLES = [
  ['电动牙刷 声波款', 0.01],
  ['保温杯 500ml', 9.9],
] as const;

export const bargainCutListDefaults: BargainCutListProps = {
  style: defaultStyle({ background: '#ffffff', paddings: spacing(0, 10, 10, 10) }),
  params: {
    ...defaultCommonParams,
    title: defaultTitleBar({ text: '砍价专区' }),
    showPrice: true,
    showName: true,
  },
  data: {
    items: SAMPLES.map(([bargainCutName, bargainCutPrice], i) => ({
      bargainCutId: i + 1,
      bargainCutName,
      // §2: bargain-cut links are declared without behaviour.
      fullLink: { kind: 'inert', declared: 'bargainCut', target: `bargain-cut/${i + 1}` },
      bargainCutImage: sampleImage(bargainCutName.slice(0, 2), i + 1, 200, 200),
      bargainCutPrice,
    })),
  },
};
