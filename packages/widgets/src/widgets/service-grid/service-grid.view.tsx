import type { CSSProperties } from 'react';
import { badgeText } from '@retail/contract';
import { WidgetBlock } from '../../core/block';
import { useRenderContext, type Platform } from '../../core/context';
import { Icon } from '../../core/icons';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { WidgetLink } from '../../core/widget-link';
import { useWidgetText } from '../../i18n/use-widget-text';
import {
  SERVICE_BUTTON_PLATFORM,
  SERVICE_GRID,
  SERVICE_GRID_COLUMNS,
  serviceGridDefaults,
} from './service-grid.defaults';
import type { ServiceGridProps, ServiceItem } from './service-grid.schema';
import { ACCENT_RED, MUTED_TEXT } from '../../core/colours';

/** §5: links show unless hidden; buttons only on the WeChat mini-program, and unless hidden. */
export const isServiceShown = (item: ServiceItem, platform: Platform): boolean =>
  !item.hidden && (item.type === 'link' || platform === SERVICE_BUTTON_PLATFORM);

const BADGE: CSSProperties = {
  minWidth: 16,
  height: 16,
  padding: '0 4px',
  boxSizing: 'border-box',
  borderRadius: 8,
  background: ACCENT_RED,
  color: '#fff',
  fontSize: 10,
  lineHeight: '16px',
  textAlign: 'center',
};

const ServiceContent = ({
  item,
  diyIcon,
  list,
}: {
  item: ServiceItem;
  diyIcon: boolean;
  list: boolean;
}) => (
  <>
    <span style={{ position: 'relative', display: 'inline-flex' }}>
      {diyIcon && item.image ? (
        <img src={item.image} alt="" width={26} height={26} style={{ objectFit: 'contain' }} />
      ) : (
        <Icon name={item.icon} size={26} color="var(--widget-theme)" />
      )}
      {/* §5: the badge shows the number up to 99, then 99+ */}
      {item.count > 0 && (
        <span
          data-badge
          style={{ ...BADGE, position: list ? 'static' : 'absolute', top: -6, left: 16 }}
        >
          {badgeText(item.count)}
        </span>
      )}
    </span>
    <span style={list ? { flex: 1 } : undefined}>{item.name}</span>
    {list && <Icon name="more" size={14} color={MUTED_TEXT} />}
  </>
);

export const ServiceGridView = ({ id, style, params, data }: WidgetViewProps<ServiceGridProps>) => {
  const t = useWidgetText();
  const { platform, dispatch } = useRenderContext();
  const items = data.items.filter((item) => isServiceShown(item, platform));
  if (items.length === 0) return null;
  const list = params.type === 'list';
  const cell: CSSProperties = list
    ? { display: 'flex', alignItems: 'center', gap: 10, padding: '12px 14px', fontSize: 14 }
    : {
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 6,
        padding: '12px 0',
        fontSize: 12,
      };
  const title = params.title.text || t('serviceGrid.title');
  return (
    <WidgetBlock itemStyle={style} css={{ color: '#333' }}>
      {params.title.shown && (
        <h3 style={{ margin: 0, padding: '12px 14px 4px', fontSize: 15, fontWeight: 600 }}>
          {title}
        </h3>
      )}
      <ul
        aria-label={title}
        style={{
          display: 'grid',
          gridTemplateColumns: list ? '1fr' : `repeat(${SERVICE_GRID_COLUMNS}, minmax(0, 1fr))`,
          margin: 0,
          padding: 0,
          listStyle: 'none',
        }}
      >
        {items.map((item, index) => (
          <li key={index}>
            {item.type === 'button' ? (
              <button
                type="button"
                data-open-type={item.openType}
                onClick={() =>
                  dispatch({ type: 'service-open', widgetId: id, openType: item.openType })
                }
                style={{
                  ...cell,
                  width: '100%',
                  border: 0,
                  background: 'transparent',
                  color: 'inherit',
                  cursor: 'pointer',
                }}
              >
                <ServiceContent item={item} diyIcon={params.diyIcon} list={list} />
              </button>
            ) : (
              <WidgetLink link={item.url} style={cell}>
                <ServiceContent item={item} diyIcon={params.diyIcon} list={list} />
              </WidgetLink>
            )}
          </li>
        ))}
      </ul>
    </WidgetBlock>
  );
};

export const serviceGridView = defineWidgetView({
  type: SERVICE_GRID,
  view: ServiceGridView,
  defaults: serviceGridDefaults,
});
