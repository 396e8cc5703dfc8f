import { useId, useState, type CSSProperties } from 'react';
import { WidgetBlock } from '../../core/block';
import { useRenderContext } from '../../core/context';
import { Icon } from '../../core/icons';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { useWidgetText } from '../../i18n/use-widget-text';
import { DataGate } from '../goods-info/goods-detail';
import { GOODS_SERVICE_LIST, goodsServiceListDefaults } from './goods-service-list.defaults';
import type { GoodsServiceListProps } from './goods-service-list.schema';
import { MUTED_TEXT } from '../../core/colours';

// Live: a drawer over the screen. Preview (builder, gallery): it opens inside the block.
const backdropStyle = (live: boolean): CSSProperties => ({
  position: live ? 'fixed' : 'relative',
  inset: live ? 0 : undefined,
  zIndex: live ? 1000 : undefined,
  display: 'flex',
  justifyContent: 'flex-end',
  marginTop: live ? undefined : 8,
  background: 'rgba(0,0,0,0.4)',
});

const drawerStyle = (live: boolean): CSSProperties => ({
  width: '80%',
  height: live ? '100%' : undefined,
  boxSizing: 'border-box',
  padding: 16,
  overflowY: 'auto',
  background: '#fff',
});

/** §4: the row of services; clicking it opens or closes a side drawer listing them. */
export const GoodsServiceListView = ({ style, data }: WidgetViewProps<GoodsServiceListProps>) => {
  const t = useWidgetText();
  const { mode } = useRenderContext();
  const live = mode !== 'preview';
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  if (data.services.length === 0) return null;
  return (
    <DataGate loading={data.loading}>
      <WidgetBlock itemStyle={style}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={drawerId}
          onClick={() => setOpen((value) => !value)}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            width: '100%',
            padding: 0,
            border: 0,
            background: 'none',
            fontSize: 13,
            color: '#333',
            textAlign: 'left',
            cursor: 'pointer',
          }}
        >
          <span style={{ color: MUTED_TEXT, flex: 'none' }}>{t('goodsServiceList.label')}</span>
          <span
            style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {data.services.map((service) => service.name).join(' · ')}
          </span>
          <Icon name="more" size={14} color={MUTED_TEXT} />
        </button>
        {open && (
          <div style={backdropStyle(live)} onClick={() => setOpen(false)}>
            <div
              id={drawerId}
              role="dialog"
              aria-modal={live}
              aria-labelledby={`${drawerId}-title`}
              style={drawerStyle(live)}
              onClick={(event) => event.stopPropagation()}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setOpen(false);
              }}
            >
              <div style={{ display: 'flex', alignItems: 'center', marginBottom: 12 }}>
                <h3 id={`${drawerId}-title`} style={{ margin: 0, fontSize: 15 }}>
                  {t('goodsServiceList.title')}
                </h3>
                <button
                  type="button"
                  aria-label={t('common.close')}
                  onClick={() => setOpen(false)}
                  style={{ marginLeft: 'auto', padding: 4, border: 0, background: 'none' }}
                >
                  <Icon name="close" size={16} />
                </button>
              </div>
              <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
                {data.services.map((service, index) => (
                  <li key={index} style={{ display: 'flex', gap: 8, padding: '8px 0' }}>
                    {service.icon ? (
                      <img src={service.icon} alt="" width={18} height={18} />
                    ) : (
                      <Icon name="service" size={18} color={style.theme} />
                    )}
                    <div>
                      <div style={{ fontSize: 14, color: '#333' }}>{service.name}</div>
                      {service.description && (
                        <div style={{ fontSize: 12, color: MUTED_TEXT, marginTop: 2 }}>
                          {service.description}
                        </div>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        )}
      </WidgetBlock>
    </DataGate>
  );
};

export const goodsServiceListView = defineWidgetView({
  type: GOODS_SERVICE_LIST,
  view: GoodsServiceListView,
  defaults: goodsServiceListDefaults,
});
