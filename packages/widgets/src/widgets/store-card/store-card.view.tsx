import type { CSSProperties } from 'react';
import { WidgetBlock } from '../../core/block';
import { useRenderContext } from '../../core/context';
import { Icon } from '../../core/icons';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { WidgetLink } from '../../core/widget-link';
import { useWidgetText } from '../../i18n/use-widget-text';
import { STORE_CARD, STORE_MAX_STAR, storeCardDefaults } from './store-card.defaults';
import type { StoreCardProps } from './store-card.schema';

const toolStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  padding: '4px 8px',
  border: '1px solid var(--widget-theme)',
  borderRadius: 12,
  background: 'none',
  color: 'var(--widget-theme)',
  fontSize: 12,
};

const Stars = ({ star }: { star: number }) => {
  const t = useWidgetText();
  const full = Math.round(star);
  return (
    <span
      role="img"
      aria-label={t('storeCard.rating', { star })}
      style={{ color: '#faad14', fontSize: 12 }}
    >
      {'★'.repeat(full)}
      <span style={{ color: '#ddd' }}>{'★'.repeat(STORE_MAX_STAR - full)}</span>
    </span>
  );
};

/**
 * The store of a goods: logo, name, star, average delivery time, phone and address, with a
 * collect and a share tool. Hidden while loading (§4) or without showStore; the store link is
 * declared without behaviour (§2).
 */
export const StoreCardView = ({ id, style, params, data }: WidgetViewProps<StoreCardProps>) => {
  const t = useWidgetText();
  const { dispatch } = useRenderContext();
  if (data.loading || !params.showStore) return null;
  const tools = params.showTools && (params.showStoreCollect || params.showStoreShare);
  return (
    <WidgetBlock itemStyle={style} css={{ fontSize: 12, color: '#666' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
        <WidgetLink
          link={{ kind: 'inert', declared: 'storeCard', target: String(data.id) }}
          style={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 10 }}
        >
          {data.logo && (
            <img
              src={data.logo}
              alt=""
              width={48}
              height={48}
              style={{ flex: 'none', borderRadius: 24, objectFit: 'cover' }}
            />
          )}
          <span style={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
            <strong style={{ fontSize: 15, color: '#333' }}>{data.storeName}</strong>
            <Stars star={data.star} />
            <span data-send-time>{t('storeCard.sendTime', { minutes: data.avgSendTime })}</span>
          </span>
        </WidgetLink>
        {tools && (
          <div style={{ flex: 'none', display: 'flex', gap: 6 }}>
            {params.showStoreCollect && (
              <button
                type="button"
                style={toolStyle}
                onClick={() => dispatch({ type: 'collect', widgetId: id, target: 'store' })}
              >
                <Icon name="star" size={12} />
                {t('storeCard.collect')}
              </button>
            )}
            {params.showStoreShare && (
              <button
                type="button"
                style={toolStyle}
                onClick={() => dispatch({ type: 'share', widgetId: id })}
              >
                <Icon name="share" size={12} />
                {t('storeCard.share')}
              </button>
            )}
          </div>
        )}
      </div>
      {data.mobile && (
        <div data-mobile style={{ marginTop: 8 }}>
          {t('storeCard.mobile', { mobile: data.mobile })}
        </div>
      )}
      {data.address && (
        <div data-address style={{ marginTop: 4 }}>
          {t('storeCard.address', { address: data.address })}
        </div>
      )}
    </WidgetBlock>
  );
};

export const storeCardView = defineWidgetView({
  type: STORE_CARD,
  view: StoreCardView,
  defaults: storeCardDefaults,
});
