import { WidgetBlock } from '../../core/block';
import { tileLayoutStyle } from '../../core/tile-layout';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { WidgetLink } from '../../core/widget-link';
import { useWidgetText } from '../../i18n/use-widget-text';
import {
  DEFAULT_NAV_ROWS_NUM,
  NAVIGATION_BAR,
  navigationBarDefaults,
} from './navigation-bar.defaults';
import type { NavigationBarProps } from './navigation-bar.schema';

/** §5: at most rowsNum items (default 5), in one row. */
export const NavigationBarView = ({ style, params, data }: WidgetViewProps<NavigationBarProps>) => {
  const t = useWidgetText();
  const tileStyle = tileLayoutStyle(params.layout);
  const rowsNum = params.rowsNum > 0 ? params.rowsNum : DEFAULT_NAV_ROWS_NUM;
  const items = data.items.slice(0, rowsNum);
  if (items.length === 0) return null;
  return (
    <WidgetBlock itemStyle={style}>
      <nav aria-label={t('navigationBar.label')}>
        <ul
          style={{
            display: 'grid',
            gridTemplateColumns: `repeat(${rowsNum}, minmax(0, 1fr))`,
            margin: 0,
            padding: 0,
            listStyle: 'none',
          }}
        >
          {items.map((item, index) => (
            <li key={index}>
              <WidgetLink
                link={item.link}
                label={params.label.enable ? undefined : item.text}
                style={{ ...tileStyle, justifyContent: 'center', fontSize: 12, color: '#333' }}
              >
                {item.imgUrl && (
                  <img
                    src={item.imgUrl}
                    alt=""
                    width={44}
                    height={44}
                    style={{ borderRadius: 22, objectFit: 'cover' }}
                  />
                )}
                {params.label.enable && <span>{item.text}</span>}
              </WidgetLink>
            </li>
          ))}
        </ul>
      </nav>
    </WidgetBlock>
  );
};

export const navigationBarView = defineWidgetView({
  type: NAVIGATION_BAR,
  view: NavigationBarView,
  defaults: navigationBarDefaults,
});
