import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import type { NoticeBoardProps } from './notice-board.props';

// Shared with the props schema, so they live in the (zod-free) constants file.
export { NOTICE_DIRECTIONS } from './notice-board.constants';

export const NOTICE_BOARD = 'notice-board';

/** §4/§9: the board moves to the next notice every 5 seconds and wraps around. */
export const NOTICE_ROTATION_MS = 5000;

export const noticeBoardDefaults: NoticeBoardProps = {
  style: defaultStyle({ background: '#fff8e6', height: 40, paddings: spacing(0, 12, 0, 12) }),
  params: {
    ...defaultCommonParams,
    scrollable: true,
    showIcon: true,
    scrollSpeed: 40,
    scrollDirection: 'vertical',
    contentWidth: 100,
  },
  data: {
    items: [
      { image: '', text: '新店开业，全场满99元包邮' },
      { image: '', text: '会员日每周三，积分双倍' },
      { image: '', text: '营业时间 08:00–22:00' },
    ],
  },
};
