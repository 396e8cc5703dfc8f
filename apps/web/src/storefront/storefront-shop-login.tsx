import { useEffect, useId, useState } from 'react';
import { homePath } from './storefront-routes';
import { saveSession, type ShopSignedIn } from './storefront-shop-api';
import { mergeLocalCart } from './storefront-shop-cart';
import { ErrorNote, ShopMain, problemOf, type Shop } from './storefront-shop-ui';

// Signing in (pages/login/index): the mobile, a one-time code sent to it, then back to where the
// shopper was (`?back=`), or the home page.

/** The contract's SHOPPER_MOBILE_PATTERN, after spaces and dashes are dropped. */
const MOBILE = /^\+?\d{6,15}$/;
const CODE = /^\d{6}$/;

const mobileOf = (text: string) => text.replace(/[\s-]/g, '');

/** Only an address of this tenant's storefront is a way back (never another site). */
export const backOf = (shop: Shop): string => {
  const back = shop.query.get('back') ?? '';
  const base = homePath(shop.tenantId);
  return back === base ||
    back.startsWith(`${base}?`) ||
    (back.startsWith(`${base}/`) && !back.includes('/pages/login/'))
    ? back
    : base;
};

export const LoginPage = ({ shop }: { shop: Shop }) => {
  const id = useId();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [wait, setWait] = useState(0);
  const [sent, setSent] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setWait((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [wait]);

  const sendCode = async () => {
    setProblem(null);
    if (!MOBILE.test(mobileOf(mobile))) {
      setProblem(shop.t('login.mobileInvalid'));
      return;
    }
    setBusy(true);
    const answer = await shop.api.post<{ resendAfterSeconds: number; expiresInSeconds: number }>(
      '/api/shop/sign-in/code',
      { tenantId: shop.tenantId, mobile: mobileOf(mobile) },
      { auth: false },
    );
    setBusy(false);
    if (!answer.ok) {
      setProblem(problemOf(shop, answer));
      return;
    }
    setWait(Math.max(0, Math.round(answer.data.resendAfterSeconds)));
    setSent(
      shop.t('login.sent', { minutes: Math.max(1, Math.round(answer.data.expiresInSeconds / 60)) }),
    );
  };

  const signIn = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!MOBILE.test(mobileOf(mobile))) {
      setProblem(shop.t('login.mobileInvalid'));
      return;
    }
    if (!CODE.test(code.trim())) {
      setProblem(shop.t('login.codeInvalid'));
      return;
    }
    setBusy(true);
    const answer = await shop.api.post<ShopSignedIn>(
      '/api/shop/sign-in',
      { tenantId: shop.tenantId, mobile: mobileOf(mobile), code: code.trim() },
      { auth: false },
    );
    setBusy(false);
    if (!answer.ok) {
      setProblem(problemOf(shop, answer));
      return;
    }
    saveSession(shop.tenantId, answer.data);
    // The lines put in the cart before signing in join the shopper's cart on the server.
    await mergeLocalCart(shop.api, shop.tenantId);
    shop.navigate(backOf(shop), { replace: true });
  };

  return (
    <ShopMain shop={shop} title={shop.t('login.title')} testId="shop-login" busy={busy}>
      <form className="sf-shop-section sf-shop-form" onSubmit={signIn} noValidate>
        <p className="sf-shop-note">{shop.t('login.intro')}</p>
        <label htmlFor={`${id}-mobile`}>{shop.t('login.mobile')}</label>
        <div className="sf-shop-row">
          <input
            id={`${id}-mobile`}
            className="sf-shop-input"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={20}
            value={mobile}
            onChange={(event) => setMobile(event.target.value)}
          />
          <button
            type="button"
            className="sf-shop-secondary"
            disabled={busy || wait > 0}
            onClick={() => void sendCode()}
          >
            {wait > 0 ? shop.t('login.resend', { seconds: wait }) : shop.t('login.send')}
          </button>
        </div>
        {sent && (
          <p role="status" className="sf-shop-note">
            {sent}
          </p>
        )}
        <label htmlFor={`${id}-code`}>{shop.t('login.code')}</label>
        <input
          id={`${id}-code`}
          className="sf-shop-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          aria-describedby={`${id}-code-hint`}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <p id={`${id}-code-hint`} className="sf-shop-hint">
          {shop.t('login.codeHint')}
        </p>
        <ErrorNote message={problem} />
        <button type="submit" className="sf-button sf-shop-wide" disabled={busy}>
          {shop.t('login.submit')}
        </button>
      </form>
    </ShopMain>
  );
};
