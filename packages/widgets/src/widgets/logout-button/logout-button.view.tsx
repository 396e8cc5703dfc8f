import { useId, useState, type CSSProperties } from 'react';
import { WidgetBlock } from '../../core/block';
import { useRenderContext } from '../../core/context';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { useWidgetText } from '../../i18n/use-widget-text';
import { LOGOUT_BUTTON, logoutButtonDefaults } from './logout-button.defaults';
import type { LogoutButtonProps } from './logout-button.schema';

const BUTTON: CSSProperties = {
  flex: 1,
  height: 40,
  border: 0,
  borderRadius: 20,
  fontSize: 15,
  cursor: 'pointer',
};

// Live: over the whole screen. Preview (builder, gallery): in the page flow under the button.
const overlayStyle = (live: boolean): CSSProperties => ({
  position: live ? 'fixed' : 'relative',
  inset: live ? 0 : undefined,
  zIndex: live ? 1000 : undefined,
  padding: live ? 0 : '16px 0',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(0,0,0,0.5)',
});

/**
 * §4/§6: shown only to a logged-in shopper; asks 友情提示 first, and only a confirmed
 * question dispatches the logout action (the host logs out and refreshes the page).
 */
export const LogoutButtonView = ({ style }: WidgetViewProps<LogoutButtonProps>) => {
  const t = useWidgetText();
  const { loggedIn, dispatch, mode } = useRenderContext();
  const [asking, setAsking] = useState(false);
  const titleId = useId();
  if (!loggedIn) return null;
  const confirm = () => {
    setAsking(false);
    dispatch({ type: 'logout' });
  };
  return (
    <WidgetBlock itemStyle={style}>
      <button
        type="button"
        onClick={() => setAsking(true)}
        style={{
          ...BUTTON,
          width: '100%',
          background: '#fff',
          color: 'var(--widget-theme)',
          border: '1px solid var(--widget-theme)',
        }}
      >
        {t('common.logout')}
      </button>
      {asking && (
        <div style={overlayStyle(mode !== 'preview')}>
          <div
            role="alertdialog"
            aria-modal={mode !== 'preview'}
            aria-labelledby={titleId}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setAsking(false);
            }}
            style={{
              width: '80%',
              maxWidth: 300,
              borderRadius: 12,
              background: '#fff',
              padding: 20,
            }}
          >
            <h2 id={titleId} style={{ margin: '0 0 12px', fontSize: 17, textAlign: 'center' }}>
              {t('common.friendlyReminder')}
            </h2>
            <p style={{ margin: '0 0 20px', fontSize: 14, color: '#555', textAlign: 'center' }}>
              {t('common.logoutConfirm')}
            </p>
            <div style={{ display: 'flex', gap: 12 }}>
              <button
                type="button"
                autoFocus
                onClick={() => setAsking(false)}
                style={{ ...BUTTON, background: '#f2f3f5', color: '#333' }}
              >
                {t('common.cancel')}
              </button>
              <button
                type="button"
                onClick={confirm}
                style={{ ...BUTTON, background: 'var(--widget-theme)', color: '#fff' }}
              >
                {t('common.confirm')}
              </button>
            </div>
          </div>
        </div>
      )}
    </WidgetBlock>
  );
};

export const logoutButtonView = defineWidgetView({
  type: LOGOUT_BUTTON,
  view: LogoutButtonView,
  defaults: logoutButtonDefaults,
});
