import { badgeText } from '@retail/contract';
import { WidgetBlock } from '../../core/block';
import { useRenderContext } from '../../core/context';
import type { OrderDataType } from '../../core/link';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { WidgetLink } from '../../core/widget-link';
import { useWidgetText } from '../../i18n/use-widget-text';
import { ORDER_SHORTCUT_BAR, orderShortcutBarDefaults } from './order-shortcut-bar.defaults';
import type { OrderShortcutBarProps } from './order-shortcut-bar.schema';
import { PRICE_RED } from '../../core/colours';

// Line icons of the order tabs (list, wallet, box, truck), drawn like core/icons.
const ICONS: Record<OrderDataType, string> = {
  all: 'M6 3h12v18H6zM9 8h6M9 12h6M9 16h4',
  payment: 'M3 7h18v12H3zM3 11h18M16 15h2',
  delivery: 'M4 8l8-4 8 4v9l-8 4-8-4zM4 8l8 4 8-4M12 12v9',
  received: 'M2 6h12v10H2zM14 10h4l3 3v3h-7M6 19a2 2 0 1 0 0-.01M17 19a2 2 0 1 0 0-.01',
};

const TabIcon = ({ id, color }: { id: OrderDataType; color: string }) => (
  <svg
    width={24}
    height={24}
    viewBox="0 0 24 24"
    fill="none"
    stroke={color}
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={ICONS[id]} />
  </svg>
);

/** The four order tabs; each opens the orders page on its dataType, with a 99+ badge (§5). */
export const OrderShortcutBarView = ({ style, data }: WidgetViewProps<OrderShortcutBarProps>) => {
  const t = useWidgetText();
  const { loggedIn } = useRenderContext();
  if (data.items.length === 0) return null;
  return (
    <WidgetBlock itemStyle={style}>
      <nav aria-label={t('orderShortcutBar.label')}>
        <ul style={{ display: 'flex', margin: 0, padding: 0, listStyle: 'none' }}>
          {data.items.map((item) => {
            const name = item.name || t(`orderShortcutBar.${item.id}`);
            // A logged-out shopper has no orders to count.
            const count = loggedIn ? item.count : 0;
            return (
              <li key={item.id} style={{ flex: 1 }}>
                <WidgetLink
                  link={{ kind: 'orders', dataType: item.id }}
                  style={{
                    position: 'relative',
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'center',
                    gap: 4,
                    fontSize: 12,
                    color: '#333',
                  }}
                >
                  <span style={{ position: 'relative', display: 'inline-flex' }}>
                    {item.icon ? (
                      <img src={item.icon} alt="" width={24} height={24} />
                    ) : (
                      <TabIcon id={item.id} color={style.theme} />
                    )}
                  </span>
                  {name}
                  {/* The link's name is what it shows, the name then the count ("To pay 2"). */}
                  {count > 0 && ' '}
                  {count > 0 && (
                    <span
                      data-badge
                      style={{
                        position: 'absolute',
                        // After the name in reading order, drawn on the icon's corner.
                        top: -6,
                        left: 'calc(50% + 4px)',
                        minWidth: 16,
                        height: 16,
                        padding: '0 4px',
                        boxSizing: 'border-box',
                        borderRadius: 8,
                        background: PRICE_RED,
                        color: '#fff',
                        fontSize: 10,
                        lineHeight: '16px',
                        textAlign: 'center',
                      }}
                    >
                      {badgeText(count)}
                    </span>
                  )}
                </WidgetLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </WidgetBlock>
  );
};

export const orderShortcutBarView = defineWidgetView({
  type: ORDER_SHORTCUT_BAR,
  view: OrderShortcutBarView,
  defaults: orderShortcutBarDefaults,
});
