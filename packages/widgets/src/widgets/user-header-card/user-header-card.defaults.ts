import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import { sampleImage } from '../../core/samples';
import type { UserHeaderCardProps } from './user-header-card.props';
import { ACCENT_RED } from '../../core/colours';

export const USER_HEADER_CARD = 'user-header-card';

/** §9: the user header is 130px high by default. */
export const USER_HEADER_HEIGHT = 130;

export const userHeaderCardDefaults: UserHeaderCardProps = {
  style: defaultStyle({
    theme: ACCENT_RED,
    background: ACCENT_RED,
    height: USER_HEADER_HEIGHT,
    paddings: spacing(0, 16, 0, 16),
  }),
  params: { ...defaultCommonParams },
  data: {
    avatarUrl: sampleImage('林', 0, 120, 120),
    nickName: '林小姐',
    gradeId: 2,
    grade: { name: '黄金会员' },
    mobile: '13812348000',
  },
};
