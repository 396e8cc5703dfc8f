import { isDateString, parseDateString } from '@retail/contract';
import { useState } from 'react';
import { WidgetBlock } from '../../core/block';
import { useInterval } from '../../core/hooks';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { useWidgetText } from '../../i18n/use-widget-text';
import { DataGate } from '../goods-info/goods-detail';
import {
  GOODS_PROMOTION_COUNTDOWN,
  goodsPromotionCountdownDefaults,
  PROMOTION_TICK_MS,
} from './goods-promotion-countdown.defaults';
import type { GoodsPromotionCountdownProps } from './goods-promotion-countdown.schema';

const pad = (n: number) => String(n).padStart(2, '0');

/** Whole days and the rest as HH:mm:ss of a duration in ms (0 and below: all zero). */
export const splitDuration = (ms: number) => {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const rest = total % 86_400;
  return {
    days,
    clock: `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`,
  };
};

/** The promotion's name and the time left until endTime, by the server's clock. */
export const GoodsPromotionCountdownView = ({
  style,
  data,
}: WidgetViewProps<GoodsPromotionCountdownProps>) => {
  const t = useWidgetText();
  const end = isDateString(data.endTime) ? parseDateString(data.endTime).getTime() : 0;
  const serverNow = () => Date.now() + data.timestampDistance;
  const [now, setNow] = useState(serverNow);
  const left = end - now;
  useInterval(() => setNow(serverNow()), left > 0 ? PROMOTION_TICK_MS : null);
  const { days, clock } = splitDuration(left);
  return (
    <DataGate loading={data.loading}>
      <WidgetBlock
        itemStyle={style}
        css={{ display: 'flex', alignItems: 'center', gap: 8, color: '#fff', fontSize: 13 }}
      >
        <strong style={{ fontSize: 15 }}>{data.name}</strong>
        <span role="timer" aria-live="off" data-countdown style={{ marginLeft: 'auto' }}>
          {left > 0
            ? t('goodsPromotionCountdown.endsIn', {
                time: days > 0 ? t('goodsPromotionCountdown.days', { days, clock }) : clock,
              })
            : t('goodsPromotionCountdown.ended')}
        </span>
      </WidgetBlock>
    </DataGate>
  );
};

export const goodsPromotionCountdownView = defineWidgetView({
  type: GOODS_PROMOTION_COUNTDOWN,
  view: GoodsPromotionCountdownView,
  defaults: goodsPromotionCountdownDefaults,
});
