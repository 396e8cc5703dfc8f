import { useEffect, useState, type CSSProperties } from 'react';
import { useRenderContext } from '../../core/context';
import { useCountdown, useTimeout } from '../../core/hooks';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { WidgetLink } from '../../core/widget-link';
import { useWidgetText } from '../../i18n/use-widget-text';
import {
  AD_CLOSE_IMAGE_MS,
  AD_CLOSE_OTHER_MS,
  AD_COUNTDOWN_FROM,
  AD_POPUP,
  adPopupDefaults,
} from './ad-popup.defaults';
import type { AdPopupProps } from './ad-popup.schema';

/** The storage key that remembers a "show once" pop-up was shown. */
export const adShownKey = (widgetId: string) => `retail-widgets:ad-shown:${widgetId}`;

// Live: over the whole screen. Preview (builder, gallery): inside its own box in the page flow.
const overlayStyle = (live: boolean): CSSProperties => ({
  position: live ? 'fixed' : 'relative',
  inset: live ? 0 : undefined,
  minHeight: live ? undefined : 360,
  zIndex: live ? 1000 : undefined,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(0,0,0,0.6)',
});

/**
 * §4: counts down from 7 and shows 关闭 at 0; closes by itself after 7 s (image ads) or 3 s
 * (others), except in the builder preview where it stays for the operator to see.
 */
export const AdPopupView = ({ id, params, data }: WidgetViewProps<AdPopupProps>) => {
  const t = useWidgetText();
  const { storage, mode, dispatch } = useRenderContext();
  const live = mode !== 'preview';
  const ad = data.ads[0];
  const [open, setOpen] = useState(
    () => !(params.showOnce && storage?.get(adShownKey(id)) === '1'),
  );
  const visible = open && ad !== undefined;

  useEffect(() => {
    if (visible && params.showOnce) storage?.set(adShownKey(id), '1');
  }, [visible, params.showOnce, storage, id]);

  const secondsLeft = useCountdown(AD_COUNTDOWN_FROM, visible);
  const close = () => {
    setOpen(false);
    dispatch({ type: 'ad-close', widgetId: id });
  };
  useTimeout(
    close,
    visible && live && ad ? (ad.adType === 'image' ? AD_CLOSE_IMAGE_MS : AD_CLOSE_OTHER_MS) : null,
  );

  if (!visible) return null;
  return (
    <div role="dialog" aria-modal={live} aria-label={t('adPopup.label')} style={overlayStyle(live)}>
      <div style={{ position: 'relative', width: '80%', maxWidth: 320 }}>
        {ad.adType === 'image' ? (
          <WidgetLink link={ad.adLink} style={{ display: 'block' }}>
            <img
              src={ad.image}
              alt={t('adPopup.label')}
              style={{ display: 'block', width: '100%', borderRadius: 8 }}
            />
          </WidgetLink>
        ) : (
          <video
            src={ad.video}
            poster={ad.image || undefined}
            autoPlay
            muted
            playsInline
            controls
            style={{ display: 'block', width: '100%', borderRadius: 8 }}
          />
        )}
        <button
          type="button"
          // The name holds what the button shows (the countdown while it runs).
          aria-label={
            secondsLeft > 0
              ? `${t('common.close')} ${t('adPopup.countdown', { seconds: secondsLeft })}`
              : t('common.close')
          }
          onClick={close}
          style={{
            position: 'absolute',
            top: 8,
            right: 8,
            minWidth: 32,
            height: 24,
            padding: '0 8px',
            border: 0,
            borderRadius: 12,
            background: 'rgba(0,0,0,0.5)',
            color: '#fff',
            fontSize: 12,
          }}
        >
          {secondsLeft > 0 ? t('adPopup.countdown', { seconds: secondsLeft }) : t('common.close')}
        </button>
      </div>
    </div>
  );
};

export const adPopupView = defineWidgetView({
  type: AD_POPUP,
  view: AdPopupView,
  defaults: adPopupDefaults,
});
