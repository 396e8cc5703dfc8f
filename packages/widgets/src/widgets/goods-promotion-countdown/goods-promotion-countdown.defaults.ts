import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import type { GoodsPromotionCountdownProps } from './goods-promotion-countdown.props';
import { ACCENT_RED } from '../../core/colours';

export const GOODS_PROMOTION_COUNTDOWN = 'goods-promotion-countdown';

/** The countdown moves once a second. */
export const PROMOTION_TICK_MS = 1000;

export const goodsPromotionCountdownDefaults: GoodsPromotionCountdownProps = {
  style: defaultStyle({
    theme: ACCENT_RED,
    background: ACCENT_RED,
    paddings: spacing(8, 12, 8, 12),
  }),
  params: { ...defaultCommonParams },
  data: { name: '限时特惠', endTime: '2030-12-31 23:59:59', timestampDistance: 0, loading: false },
};
