import { useId, useState, type CSSProperties } from 'react';
import { readableTheme } from '../../core/colours';
import { useRenderContext } from '../../core/context';
import { Icon } from '../../core/icons';
import { tileLayoutStyle } from '../../core/tile-layout';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { WidgetLink } from '../../core/widget-link';
import { useWidgetText } from '../../i18n/use-widget-text';
import {
  FLOATING_BUTTON_SIZE,
  FLOATING_MENU,
  FLOATING_MENU_BOTTOM,
  floatingMenuDefaults,
} from './floating-menu.defaults';
import type { FloatingMenuProps } from './floating-menu.schema';

const ROUND: CSSProperties = {
  width: FLOATING_BUTTON_SIZE,
  height: FLOATING_BUTTON_SIZE,
  borderRadius: FLOATING_BUTTON_SIZE / 2,
  boxShadow: '0 2px 8px rgba(0,0,0,0.2)',
};

/**
 * §4: the floating-button menu starts open; its toggle opens and closes it. Vertical stacks
 * the buttons above the toggle, horizontal lines them up to its left; a layout that matches
 * none raises 没有与{layout}匹配的layout. On a phone it floats at the bottom right.
 */
export const FloatingMenuView = ({ style, params, data }: WidgetViewProps<FloatingMenuProps>) => {
  const t = useWidgetText();
  const { mode } = useRenderContext();
  const [open, setOpen] = useState(true);
  const menuId = useId();
  const flow = tileLayoutStyle(params.layout);
  if (!params.enable || data.btns.length === 0) return null;
  const direction = params.layout === 'vertical' ? 'column' : 'row';
  const live = mode !== 'preview';
  return (
    <div
      style={{
        ...flow,
        flexDirection: direction,
        alignItems: 'flex-end',
        justifyContent: 'flex-end',
        gap: 10,
        ...(live
          ? { position: 'fixed', right: 12, bottom: FLOATING_MENU_BOTTOM, zIndex: 99 }
          : { padding: 12 }),
        ['--widget-theme' as string]: readableTheme(style.theme),
      }}
    >
      {open && (
        <ul
          id={menuId}
          aria-label={t('floatingMenu.label')}
          style={{ ...flow, gap: 10, margin: 0, padding: 0, listStyle: 'none' }}
        >
          {data.btns.map((btn, index) => (
            <li key={index}>
              <WidgetLink
                link={btn.link}
                label={params.showName ? undefined : btn.name}
                style={{ ...tileLayoutStyle('vertical'), fontSize: 11, color: '#333' }}
              >
                <img src={btn.image} alt="" style={{ ...ROUND, objectFit: 'cover' }} />
                {params.showName && <span>{btn.name}</span>}
              </WidgetLink>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t(open ? 'floatingMenu.collapse' : 'floatingMenu.expand')}
        onClick={() => setOpen((value) => !value)}
        style={{
          ...ROUND,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          flex: 'none',
          padding: 0,
          border: 0,
          background: 'var(--widget-theme)',
          cursor: 'pointer',
        }}
      >
        <Icon name={open ? 'close' : 'category'} color="#fff" />
      </button>
    </div>
  );
};

export const floatingMenuView = defineWidgetView({
  type: FLOATING_MENU,
  view: FloatingMenuView,
  defaults: floatingMenuDefaults,
});
