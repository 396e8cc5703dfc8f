import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type FormEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@retail/contract';
import { LANGUAGE_NAMES, i18n, setLocale, useLocale } from '../../lib/i18n';
import { fetchCaptcha, login, type LoginInput } from '../../lib/session';
import { loginCache } from '../../lib/storage';
import { readableShade } from '../../lib/contrast';
import { toast } from '../../lib/toast';
import { useUiSettings } from '../../lib/ui-settings';
import './login-screen.css';

type Field = keyof LoginInput;
type Captcha = Awaited<ReturnType<typeof fetchCaptcha>>;

const REQUIRED_TEXT = {
  userName: 'login.userNameRequired',
  password: 'login.passwordRequired',
  code: 'login.captchaRequired',
} as const satisfies Record<Field, string>;

/** zh / en / es for the login screen, drawn like antd's Segmented without loading antd. */
const LanguageChoice = () => {
  const locale = useLocale();
  const { t } = useTranslation();
  const choose = async (next: Locale) => {
    if (next === locale) return;
    await setLocale(next);
    void toast('success', i18n.t('common.switchLanguageSuccess'));
  };
  return (
    <div
      className="login-langs"
      role="radiogroup"
      aria-label={t('common.language')}
      data-testid="lang-switch"
    >
      {LOCALES.map((value) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={value === locale}
          onClick={() => void choose(value)}
        >
          {LANGUAGE_NAMES[value]}
        </button>
      ))}
    </div>
  );
};

/** A new captcha on each call; answers from an older call than the latest are dropped. */
const useCaptcha = () => {
  const [state, setState] = useState<{ data?: Captcha; failed: boolean }>({ failed: false });
  const latest = useRef(0);
  const refresh = useCallback(() => {
    const call = ++latest.current;
    setState((current) => ({ data: current.data, failed: false }));
    fetchCaptcha().then(
      (data) => {
        if (call !== latest.current) return;
        // The id the login call sends is the one of the picture on screen.
        loginCache.set('captchaUuid', data.uuid);
        setState({ data, failed: false });
      },
      () => {
        if (call === latest.current) setState({ failed: true });
      },
    );
  }, []);
  return { ...state, refresh };
};

/**
 * The login screen. On success the session changes and the access guard sends the user to the
 * `redirect` target (or /); a failure shows the server's description and draws a new captcha.
 * It loads neither antd nor the shell: the console's first route stays light (bench/README.md).
 * Captchas are single-use: a fresh one on every visit, never swapped while the user types.
 */
export const LoginScreen = () => {
  const { t } = useTranslation();
  const { themeColor } = useUiSettings();
  const [values, setValues] = useState<LoginInput>({ userName: '', password: '', code: '' });
  const [invalid, setInvalid] = useState<ReadonlySet<Field>>(new Set());
  const [validating, setValidating] = useState(false);
  const [pending, setPending] = useState(false);
  const captcha = useCaptcha();
  const captchaOn = captcha.data?.enabled !== false;
  const { refresh } = captcha;

  useEffect(refresh, [refresh]);

  const missing = (next: LoginInput): Set<Field> =>
    new Set(
      (['userName', 'password', 'code'] as const).filter((field) => {
        if (field === 'code' && !captchaOn) return false;
        const value = next[field];
        return field === 'password' ? value === '' : value.trim() === '';
      }),
    );

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // As antd's forms do: once the user tried to send, each change checks again.
    if (validating) setInvalid(missing(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = missing(values);
    setValidating(true);
    setInvalid(wrong);
    if (wrong.size > 0 || pending) return;
    setPending(true);
    try {
      const failedAttempts = await login(values);
      // The owner hears of wrong passwords tried for their account since their last login.
      if (failedAttempts > 0)
        void toast('warning', t('login.failedAttempts', { count: failedAttempts }), 10);
    } catch (error) {
      void toast('error', (error instanceof Error && error.message) || t('login.failed'));
      setValues((current) => ({ ...current, code: '' }));
      refresh();
    } finally {
      setPending(false);
    }
  };

  const input = (field: Field, testId: string, label: string) => ({
    id: `login_${field}`,
    className: 'login-input',
    'data-testid': testId,
    placeholder: label,
    value: values[field],
    disabled: pending,
    'aria-invalid': invalid.has(field),
    'aria-describedby': invalid.has(field) ? `login_${field}_help` : undefined,
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });
  const error = (field: Field) =>
    invalid.has(field) ? (
      <div id={`login_${field}_help`} className="login-error" role="alert">
        {t(REQUIRED_TEXT[field])}
      </div>
    ) : null;

  return (
    <div className="login-page" style={{ '--primary': readableShade(themeColor) } as CSSProperties}>
      <section className="login-card" aria-labelledby="login-title">
        <div className="login-card-head">
          <h1 id="login-title" className="login-card-title">
            {t('login.title')}
          </h1>
          <LanguageChoice />
        </div>
        <form className="login-card-body" name="login" noValidate onSubmit={submit}>
          <div className="login-item">
            <label htmlFor="login_userName">{t('login.userName')}</label>
            <input
              {...input('userName', 'login-username', t('login.userName'))}
              autoComplete="username"
              autoFocus
            />
            {error('userName')}
          </div>
          <div className="login-item">
            <label htmlFor="login_password">{t('login.password')}</label>
            <input
              {...input('password', 'login-password', t('login.password'))}
              type="password"
              autoComplete="current-password"
            />
            {error('password')}
          </div>
          {captchaOn && (
            <div className="login-item">
              <label htmlFor="login_code">{t('login.captcha')}</label>
              <div className="login-row">
                <div style={{ flex: 1 }}>
                  <input
                    {...input('code', 'login-captcha-input', t('login.captcha'))}
                    autoComplete="off"
                    maxLength={8}
                  />
                  {error('code')}
                </div>
                <button
                  type="button"
                  className="login-captcha"
                  title={t('login.captchaImage')}
                  onClick={() => {
                    setValues((current) => ({ ...current, code: '' }));
                    refresh();
                  }}
                >
                  {captcha.data ? (
                    <img
                      data-testid="login-captcha-img"
                      src={captcha.data.img}
                      alt={t('login.captchaImage')}
                    />
                  ) : captcha.failed ? (
                    t('login.captchaRetry')
                  ) : (
                    t('app.loading')
                  )}
                </button>
              </div>
            </div>
          )}
          <button
            data-testid="login-submit"
            className="login-submit"
            type="submit"
            disabled={pending}
            aria-busy={pending}
          >
            {t('login.submit')}
          </button>
        </form>
      </section>
    </div>
  );
};
