import type { Locale } from '@retail/contract';
import { homePath, type UnavailableTarget } from './storefront-routes';
import { storefrontText } from './storefront.i18n';

// What the shopper sees instead of a page: loading, not found, a failure, a target the
// storefront has no page for yet. Each is a main landmark with a heading, in their language.

type MessageProps = {
  locale: Locale;
  title: string;
  body: string;
  testId: string;
  children?: React.ReactNode;
};

const Message = ({ title, body, testId, children }: MessageProps) => (
  <main className="sf-message" data-testid={testId} aria-labelledby="sf-message-title">
    <h1 id="sf-message-title">{title}</h1>
    <p>{body}</p>
    {children}
  </main>
);

export const LoadingState = ({ locale }: { locale: Locale }) => (
  <main className="sf-message" aria-busy="true" data-testid="storefront-loading">
    <p role="status">{storefrontText(locale, 'loading')}</p>
  </main>
);

export const NotFoundState = ({
  locale,
  preview,
  homeHref,
  onNavigate,
}: {
  locale: Locale;
  preview: boolean;
  homeHref: string | null;
  onNavigate: (href: string) => void;
}) => (
  <Message
    locale={locale}
    testId="storefront-not-found"
    title={storefrontText(locale, preview ? 'previewGoneTitle' : 'notFoundTitle')}
    body={storefrontText(locale, preview ? 'previewGoneBody' : 'notFoundBody')}
  >
    {homeHref && <HomeLink locale={locale} href={homeHref} onNavigate={onNavigate} />}
  </Message>
);

export const FailedState = ({ locale, onRetry }: { locale: Locale; onRetry: () => void }) => (
  <Message
    locale={locale}
    testId="storefront-failed"
    title={storefrontText(locale, 'failedTitle')}
    body={storefrontText(locale, 'failedBody')}
  >
    <button type="button" className="sf-button" onClick={onRetry}>
      {storefrontText(locale, 'retry')}
    </button>
  </Message>
);

export const UnavailableState = ({
  locale,
  tenantId,
  target,
  onNavigate,
}: {
  locale: Locale;
  tenantId: number;
  target: UnavailableTarget;
  onNavigate: (href: string) => void;
}) => (
  <Message
    locale={locale}
    testId="storefront-unavailable"
    title={storefrontText(locale, 'unavailableTitle')}
    body={storefrontText(locale, 'unavailableBody', {
      name: storefrontText(locale, `target.${target}`),
    })}
  >
    <HomeLink locale={locale} href={homePath(tenantId)} onNavigate={onNavigate} />
  </Message>
);

const HomeLink = ({
  locale,
  href,
  onNavigate,
}: {
  locale: Locale;
  href: string;
  onNavigate: (href: string) => void;
}) => (
  <a
    className="sf-button"
    href={href}
    onClick={(event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      onNavigate(href);
    }}
  >
    {storefrontText(locale, 'home')}
  </a>
);
