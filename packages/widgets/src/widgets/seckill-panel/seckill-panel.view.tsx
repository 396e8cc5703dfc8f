import { useState } from 'react';
import { isDateString, parseDateString } from '@retail/contract';
import { WidgetBlock } from '../../core/block';
import { useInterval } from '../../core/hooks';
import { Price, StrikePrice } from '../../core/price';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { useWidgetText } from '../../i18n/use-widget-text';
import { COUNTDOWN_ZERO, SECKILL_PANEL, seckillPanelDefaults } from './seckill-panel.defaults';
import type { SeckillPanelProps } from './seckill-panel.schema';

const pad = (n: number) => String(n).padStart(2, '0');

/** Whole seconds as HH:MM:SS (hours may pass 99). */
export const formatCountdown = (seconds: number): string =>
  seconds <= 0
    ? COUNTDOWN_ZERO
    : `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;

const secondsUntil = (endTime: string): number =>
  isDateString(endTime)
    ? Math.max(0, Math.ceil((parseDateString(endTime).getTime() - Date.now()) / 1000))
    : 0;

/** Seconds left until endTime, ticking every second while any are left and `running`. */
const useSecondsLeft = (endTime: string, running: boolean): number => {
  const [, tick] = useState(0);
  const left = running ? secondsUntil(endTime) : 0;
  useInterval(() => tick((n) => n + 1), left > 0 ? 1000 : null);
  return left;
};

/**
 * The flash-sale bar of a goods: title, flash-sale price and original price, and the countdown.
 * §4: with secKillStatus the countdown shows (00:00:00 once nothing is left, or with no end
 * time), otherwise 等待开场. Hidden while its data is loading.
 */
export const SeckillPanelView = ({ style, params, data }: WidgetViewProps<SeckillPanelProps>) => {
  const t = useWidgetText();
  const left = useSecondsLeft(data.endTime, params.secKillStatus && !data.loading);
  if (data.loading) return null;
  return (
    <WidgetBlock
      itemStyle={style}
      css={{ display: 'flex', alignItems: 'center', gap: 8, color: '#fff' }}
    >
      <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <strong style={{ fontSize: 15 }}>{data.secKillTitle}</strong>
        <span style={{ display: 'flex', alignItems: 'baseline', gap: 6 }}>
          <Price value={data.seckillPrice} size={20} css={{ color: '#fff' }} />
          <StrikePrice value={data.originPrice} color="#fff" />
        </span>
      </div>
      <div
        role="timer"
        aria-label={t('seckillPanel.countdown')}
        style={{ flex: 'none', textAlign: 'center', fontSize: 12 }}
      >
        {params.secKillStatus ? (
          <>
            <div>{t('seckillPanel.endsIn')}</div>
            <div
              data-countdown
              style={{ fontSize: 16, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
            >
              {formatCountdown(left)}
            </div>
          </>
        ) : (
          <div data-waiting style={{ fontSize: 14 }}>
            {t('common.waitingToStart')}
          </div>
        )}
      </div>
    </WidgetBlock>
  );
};

export const seckillPanelView = defineWidgetView({
  type: SECKILL_PANEL,
  view: SeckillPanelView,
  defaults: seckillPanelDefaults,
});
