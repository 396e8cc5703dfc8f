import { useState, type CSSProperties } from 'react';
import { blockStyle } from '../../core/block';
import { useRenderContext } from '../../core/context';
import { Icon } from '../../core/icons';
import { isActionableLink } from '../../core/link';
import { tileLayoutStyle } from '../../core/tile-layout';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { useWidgetText } from '../../i18n/use-widget-text';
import {
  BOTTOM_TAB_BAR,
  bottomTabBarDefaults,
  TAB_BAR_ACTIVE_COLOR,
  TAB_BAR_COLOR,
  TAB_BAR_HEIGHT,
} from './bottom-tab-bar.defaults';
import type { BottomTabBarProps, TabItem } from './bottom-tab-bar.schema';

// Read by screen readers only.
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

const TabIcon = ({
  item,
  active,
  diy,
  color,
}: {
  item: TabItem;
  active: boolean;
  diy: boolean;
  color: string;
}) => {
  if (!diy) return <Icon name={item.icon} size={24} color={color} />;
  const src = active ? item.activeImage || item.defaultImage : item.defaultImage;
  return src ? (
    <img src={src} alt="" width={24} height={24} style={{ objectFit: 'contain' }} />
  ) : null;
};

/**
 * §4: selecting a tab makes it active and announces it (an aria-live region, a tab-change
 * action for the host), then follows its link. A layout that matches none raises
 * 没有与{layout}匹配的layout.
 */
export const BottomTabBarView = ({
  id,
  style,
  params,
  data,
}: WidgetViewProps<BottomTabBarProps>) => {
  const t = useWidgetText();
  const { mode, dispatch, navigate } = useRenderContext();
  // The active tab follows params.active when the operator changes it, and the shopper's taps otherwise.
  const [selection, setSelection] = useState({ from: params.active, index: params.active });
  if (selection.from !== params.active) setSelection({ from: params.active, index: params.active });
  const [announcement, setAnnouncement] = useState('');
  const tileStyle = tileLayoutStyle(params.layout);
  const color = params.color || TAB_BAR_COLOR;
  const activeColor = params.activeColor || TAB_BAR_ACTIVE_COLOR;
  const active = Math.min(selection.index, data.items.length - 1);

  const select = (index: number, item: TabItem) => {
    setSelection((s) => ({ ...s, index }));
    const text = item.text || String(index + 1);
    setAnnouncement(t('bottomTabBar.announce', { text }));
    dispatch({ type: 'tab-change', widgetId: id, index, text });
    if (isActionableLink(item.fullLink)) navigate(item.fullLink);
  };

  if (data.items.length === 0) return null;
  const live = mode !== 'preview';
  return (
    <nav
      aria-label={t('bottomTabBar.label')}
      style={{
        ...blockStyle({ ...style, height: style.height || TAB_BAR_HEIGHT }),
        display: 'flex',
        alignItems: 'stretch',
        ...(live ? { position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 100 } : {}),
      }}
    >
      {data.items.map((item, index) => {
        const isActive = index === active;
        const tint = isActive ? activeColor : color;
        return (
          <button
            key={index}
            type="button"
            aria-current={isActive ? 'page' : undefined}
            aria-label={params.hideName ? item.text : undefined}
            onClick={() => select(index, item)}
            style={{
              ...tileStyle,
              flex: 1,
              justifyContent: 'center',
              border: 0,
              background: 'transparent',
              color: tint,
              fontSize: 12,
              cursor: 'pointer',
            }}
          >
            <TabIcon item={item} active={isActive} diy={params.diyIconEnabled} color={tint} />
            {!params.hideName && <span>{item.text}</span>}
          </button>
        );
      })}
      <div aria-live="polite" role="status" style={VISUALLY_HIDDEN}>
        {announcement}
      </div>
    </nav>
  );
};

export const bottomTabBarView = defineWidgetView({
  type: BOTTOM_TAB_BAR,
  view: BottomTabBarView,
  defaults: bottomTabBarDefaults,
});
