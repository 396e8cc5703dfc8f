import { useMemo, useRef, useState } from 'react';
import { Alert, theme } from 'antd';
import type { Locale } from '@retail/contract';
import {
  renderWidget,
  resolveLink,
  type RenderContext,
  type RenderIssue,
} from '@retail/widgets/render';
import { useMessages } from '../../lib/i18n/feature-messages';
import { renovationMessages } from './renovation.i18n';

/** The phone screen of the gallery (storefront-widgets.md §9: default image 375×667). */
export const PHONE_WIDTH = 375;
export const PHONE_HEIGHT = 667;

type PhonePreviewProps = {
  type: string;
  label: string;
  defaults: object;
  locale: Locale;
  loggedIn: boolean;
};

/**
 * One widget with its sample data on a phone screen, in preview mode. Links and host actions
 * are shown under the phone instead of being followed; render errors the renderer reports are
 * shown too (and mark the entry), so a tester sees at once which block failed and why.
 * The parent keys it by language and login state, so a switch starts every block afresh.
 */
export const PhonePreview = ({ type, label, defaults, locale, loggedIn }: PhonePreviewProps) => {
  const t = useMessages(renovationMessages);
  const { token } = theme.useToken();
  const screenRef = useRef<HTMLDivElement>(null);
  const [issues, setIssues] = useState<RenderIssue[]>([]);
  const [event, setEvent] = useState('');
  const ctx = useMemo<RenderContext>(
    () => ({
      locale,
      loggedIn,
      platform: 'h5',
      mode: 'preview',
      navigate: (link) => setEvent(t('gallery.link', { target: resolveLink(link) ?? '' })),
      dispatch: (action) => setEvent(t('gallery.action', { action: action.type })),
      scrollContainer: () => screenRef.current,
      report: (issue) => setIssues((list) => [...list, issue]),
    }),
    [locale, loggedIn, t],
  );
  // The sample data as a saved page component would carry it.
  const component = useMemo(
    () => ({ id: `gallery-${type}`, type, props: defaults }),
    [type, defaults],
  );
  return (
    <figure
      data-widget-type={type}
      data-widget-status={issues.length > 0 ? 'error' : 'ok'}
      style={{ margin: 0, width: PHONE_WIDTH + 24 }}
    >
      <figcaption style={{ marginBottom: 8 }}>
        <strong>{label}</strong> <code style={{ color: token.colorTextSecondary }}>{type}</code>
      </figcaption>
      <div style={{ padding: 12, borderRadius: 32, background: '#1f1f1f' }}>
        <div
          ref={screenRef}
          role="region"
          aria-label={t('gallery.phone', { name: label })}
          lang={locale === 'zh' ? 'zh-CN' : locale}
          data-testid="phone-screen"
          style={{
            position: 'relative',
            // A transformed box contains the blocks' fixed-position parts (bars, pop-ups).
            transform: 'translateZ(0)',
            width: PHONE_WIDTH,
            height: PHONE_HEIGHT,
            overflowX: 'hidden',
            overflowY: 'auto',
            borderRadius: 20,
            background: '#f5f5f5',
            color: '#333',
          }}
        >
          {renderWidget(component, ctx)}
        </div>
      </div>
      {issues.map((issue, index) => (
        <Alert
          key={index}
          type="error"
          showIcon
          data-testid="widget-render-error"
          style={{ marginTop: 8 }}
          message={
            issue.kind === 'render-error'
              ? t('gallery.failed', { message: issue.message })
              : t('gallery.unknown')
          }
        />
      ))}
      {event && (
        <p
          data-testid="widget-event"
          style={{ margin: '8px 0 0', color: token.colorTextSecondary }}
        >
          {event}
        </p>
      )}
    </figure>
  );
};
