import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import type { ClassTagStripProps } from './class-tag-strip.props';

export const CLASS_TAG_STRIP = 'class-tag-strip';

export const classTagStripDefaults: ClassTagStripProps = {
  style: defaultStyle({ background: '#ffffff', height: 44, paddings: spacing(0, 8, 0, 8) }),
  params: { ...defaultCommonParams, firstPageName: '首页' },
  data: {
    items: ['生鲜果蔬', '休闲零食', '粮油调味', '酒水饮料', '个护清洁', '家居百货'].map(
      (className, i) => ({ id: i + 1, className }),
    ),
  },
};
