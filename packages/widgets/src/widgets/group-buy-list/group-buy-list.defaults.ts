import { defaultCommonParams, defaultStyle, defaultTitleBar, spacing } from '../../core/defaults';
import { sampleImage } from '../../core/samples';
import type { GroupBuyListProps } from './group-buy-list.props';

export const GROUP_BUY_LIST = 'group-buy-list';

const SAMPLES = [
  ['赣南脐橙 5kg', 3, 1288, 29.9],
  ['东北大米 10kg', 2, 356, 45],
] as const;

export const groupBuyListDefaults: GroupBuyListProps = {
  style: defaultStyle({ background: '#ffffff', paddings: spacing(0, 10, 10, 10) }),
  params: {
    ...defaultCommonParams,
    title: defaultTitleBar({ text: '拼团特惠' }),
    showPrice: true,
    showName: true,
    showDescription: true,
  },
  data: {
    items: SAMPLES.map(([grouponName, grouponNum, havGrouponNum, grouponPrice], i) => ({
      grouponId: i + 1,
      grouponName,
      // §2: group-buy links are declared without behaviour.
      fullLink: { kind: 'inert', declared: 'groupBuy', target: `groupon/${i + 1}` },
      grouponImage: sampleImage(grouponName.slice(0, 2), i + 4, 200, 200),
      grouponNum,
      havGrouponNum,
      grouponPrice,
    })),
  },
};
