import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import type { SeckillPanelProps } from './seckill-panel.props';
import { PRICE_RED } from '../../core/colours';

export const SECKILL_PANEL = 'seckill-panel';

/** §4: the countdown of a started flash sale with no time left (or no end time). */
export const COUNTDOWN_ZERO = '00:00:00';

export const seckillPanelDefaults: SeckillPanelProps = {
  style: defaultStyle({
    background: PRICE_RED,
    paddings: spacing(10, 12, 10, 12),
  }),
  params: { ...defaultCommonParams, secKillStatus: true },
  data: {
    loading: false,
    secKillTitle: '限时秒杀',
    seckillPrice: 59,
    originPrice: 128,
    endTime: '',
  },
};
