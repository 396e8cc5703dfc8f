import type { CSSProperties } from 'react';
import { WidgetBlock } from '../../core/block';
import { useRenderContext } from '../../core/context';
import { useScrollOffset } from '../../core/hooks';
import { Icon } from '../../core/icons';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { useWidgetText } from '../../i18n/use-widget-text';
import {
  TOP_NAV_BAR,
  TOP_NAV_HEIGHT,
  TOP_NAV_TEXT_COLOR,
  topNavBarDefaults,
} from './top-nav-bar.defaults';
import type { TopNavBarProps } from './top-nav-bar.schema';

const ICON_BUTTON: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
};

/**
 * §4: once the page scroll offset is above zero the bar becomes fixed at the top (in the
 * builder preview it stays in the canvas); with transparency mode its background is
 * transparent unless a post-scroll colour is set; the text may take its post-scroll colour
 * and the alternate scrolling nav image shows. At zero it returns to its initial place.
 */
export const TopNavBarView = ({ id, style, params, data }: WidgetViewProps<TopNavBarProps>) => {
  const t = useWidgetText();
  const { mode, dispatch } = useRenderContext();
  const scrolled = useScrollOffset() > 0;
  const { topNav } = params;
  const height = style.height || TOP_NAV_HEIGHT;
  const fixed = scrolled && topNav.stickyTop;
  const live = mode !== 'preview';

  const background =
    scrolled && topNav.scrollBackground
      ? topNav.scrollBackground
      : topNav.transparencyModel
        ? 'transparent'
        : style.background || '#ffffff';
  const color = (scrolled && topNav.scrollTextColor) || topNav.textColor || TOP_NAV_TEXT_COLOR;
  const navImage = (scrolled && data.title.scrollingNavImageUrl) || data.title.navImageUrl;
  const position: CSSProperties =
    fixed && live
      ? { position: 'fixed', top: 0, left: 0, right: 0 }
      : topNav.transparencyModel
        ? { position: 'absolute', top: 0, left: 0, right: 0 }
        : {};

  return (
    // Keeps the bar's place in the page while it is fixed, so nothing below jumps; a
    // transparent bar lies over the top of the page instead.
    <div style={{ position: 'relative', height: topNav.transparencyModel ? 0 : height }}>
      <WidgetBlock
        itemStyle={{ ...style, height }}
        role="banner"
        data-fixed={fixed}
        css={{
          ...position,
          zIndex: 100,
          display: 'grid',
          gridTemplateColumns: '44px minmax(0, 1fr) 44px',
          alignItems: 'center',
          backgroundColor: background,
          color,
          transition: 'background-color 200ms, color 200ms',
        }}
      >
        <span style={{ height: '100%' }}>
          {topNav.showBackBtn && (
            <button
              type="button"
              aria-label={t('topNavBar.back')}
              onClick={() => dispatch({ type: 'back' })}
              style={ICON_BUTTON}
            >
              <Icon name="back" color={color} />
            </button>
          )}
        </span>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent:
              topNav.navImageEnable && !topNav.navImageCenter ? 'flex-start' : 'center',
            gap: 6,
            minWidth: 0,
          }}
        >
          {topNav.navImageEnable
            ? navImage && (
                <img
                  src={navImage}
                  alt={data.title.text || t('topNavBar.label')}
                  style={{ display: 'block', height: Math.min(28, height), maxWidth: '100%' }}
                />
              )
            : params.title.show && (
                <h1
                  style={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 6,
                    margin: 0,
                    fontSize: 16,
                    fontWeight: 600,
                    overflow: 'hidden',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {data.title.image && <img src={data.title.image} alt="" width={20} height={20} />}
                  {data.title.text}
                </h1>
              )}
        </div>
        <span style={{ height: '100%' }}>
          {topNav.showShareBtn && params.share.enabled && (
            <button
              type="button"
              aria-label={t('topNavBar.share')}
              onClick={() => dispatch({ type: 'share', widgetId: id })}
              style={ICON_BUTTON}
            >
              {data.share.shareIcon ? (
                <img src={data.share.shareIcon} alt="" width={20} height={20} />
              ) : (
                <Icon name="share" color={color} />
              )}
            </button>
          )}
        </span>
      </WidgetBlock>
    </div>
  );
};

export const topNavBarView = defineWidgetView({
  type: TOP_NAV_BAR,
  view: TopNavBarView,
  defaults: topNavBarDefaults,
});
