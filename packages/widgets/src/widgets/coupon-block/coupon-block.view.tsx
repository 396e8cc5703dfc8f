import { useId } from 'react';
import { WidgetBlock } from '../../core/block';
import { CURRENCY } from '../../core/constants';
import { useRenderContext } from '../../core/context';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { useWidgetText, type WidgetText } from '../../i18n/use-widget-text';
import { COUPON_BLOCK, COUPON_DISCOUNT, couponBlockDefaults } from './coupon-block.defaults';
import type { CouponBlockProps, CouponCard } from './coupon-block.schema';
import { MUTED_TEXT, PRICE_RED } from '../../core/colours';

/** The big value of a card: 8.5折 for a discount, ￥20 for a full reduction (§4). */
const couponValue = (card: CouponCard, t: WidgetText): string =>
  card.couponType === COUPON_DISCOUNT
    ? t('couponBlock.discount', {
        discount: card.discount,
        percentOff: Math.round((10 - card.discount) * 10),
      })
    : `${CURRENCY}${card.fullreduction}`;

export const CouponBlockView = ({ id, style, data }: WidgetViewProps<CouponBlockProps>) => {
  const t = useWidgetText();
  const { dispatch } = useRenderContext();
  const cardId = useId();
  if (data.items.length === 0) return null;
  return (
    <WidgetBlock itemStyle={style}>
      <ul
        style={{
          display: 'flex',
          gap: 8,
          margin: 0,
          padding: 0,
          listStyle: 'none',
          overflowX: 'auto',
        }}
      >
        {data.items.map((card, index) => {
          const received = card.received === 1;
          const textId = `${cardId}-${index}`;
          return (
            <li
              key={index}
              data-coupon-type={card.couponType}
              style={{
                flex: '0 0 auto',
                minWidth: 150,
                display: 'flex',
                alignItems: 'center',
                gap: 8,
                padding: '8px 10px',
                borderRadius: 6,
                background: received ? '#f5f5f5' : '#fff1f0',
                color: received ? MUTED_TEXT : PRICE_RED,
              }}
            >
              <div id={textId} style={{ flex: 1, minWidth: 0 }}>
                <div data-coupon-value style={{ fontSize: 20, fontWeight: 700 }}>
                  {couponValue(card, t)}
                </div>
                <div style={{ fontSize: 11 }}>
                  {card.usingCondition > 0
                    ? t('couponBlock.threshold', {
                        amount: card.usingCondition,
                        currency: CURRENCY,
                      })
                    : t('couponBlock.noThreshold')}
                </div>
                <div
                  style={{
                    fontSize: 11,
                    color: '#666',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {card.storeName}
                </div>
                {card.note && (
                  <div data-coupon-note style={{ fontSize: 11, color: '#666' }}>
                    {card.note}
                  </div>
                )}
              </div>
              <button
                type="button"
                disabled={received}
                aria-describedby={textId}
                onClick={() => dispatch({ type: 'coupon-receive', widgetId: id, index })}
                style={{
                  flex: 'none',
                  border: 0,
                  borderRadius: 12,
                  padding: '4px 10px',
                  fontSize: 12,
                  color: '#fff',
                  background: received ? '#c0c0c0' : PRICE_RED,
                }}
              >
                {received ? t('couponBlock.received') : t('couponBlock.receive')}
              </button>
            </li>
          );
        })}
      </ul>
    </WidgetBlock>
  );
};

export const couponBlockView = defineWidgetView({
  type: COUPON_BLOCK,
  view: CouponBlockView,
  defaults: couponBlockDefaults,
});
