import { useEffect } from 'react';
import { App, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch';
import { useLocale } from '../../lib/i18n';
import { fetchCaptcha, login, type LoginInput } from '../../lib/session';

type LoginForm = LoginInput;

const styles = {
  page: { minHeight: '100vh', padding: 16, background: '#f0f2f5' },
  card: { width: '100%', maxWidth: 420 },
  captchaButton: {
    flex: 'none',
    width: 120,
    height: 40,
    padding: 0,
    border: 'none',
    background: 'transparent',
    cursor: 'pointer',
  },
  captchaImage: { display: 'block', width: 120, height: 40 },
} as const;

const CAPTCHA_QUERY_KEY = ['auth', 'captcha'] as const;

/**
 * The login screen. On success the session changes and the access guard sends the user to the
 * `redirect` target (or /); a failure shows the server's description and draws a new captcha.
 */
export const LoginScreen = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const [form] = Form.useForm<LoginForm>();

  // Captchas are single-use: a fresh one on every visit, never kept, never swapped behind the
  // user's back while they type (no refetch on focus or reconnect).
  const captcha = useQuery({
    queryKey: CAPTCHA_QUERY_KEY,
    queryFn: fetchCaptcha,
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });
  const captchaOn = captcha.data?.enabled !== false;
  const refreshCaptcha = () => {
    form.setFieldValue('code', '');
    void captcha.refetch();
  };

  const submit = useMutation({
    mutationFn: login,
    // The owner hears of wrong passwords tried for their account since their last login.
    onSuccess: (failedAttempts) => {
      if (failedAttempts > 0)
        void message.warning(t('login.failedAttempts', { count: failedAttempts }), 10);
    },
    onError: (error) => {
      void message.error(error.message || t('login.failed'));
      refreshCaptcha();
    },
  });

  // Error texts already on screen follow a language switch.
  useEffect(() => {
    const shown = form
      .getFieldsError()
      .filter((field) => field.errors.length > 0)
      .map((field) => field.name);
    if (shown.length > 0) form.validateFields(shown).catch(() => undefined);
  }, [locale, form]);

  return (
    <Flex style={styles.page} vertical align="center" justify="center">
      <Card
        style={styles.card}
        title={t('login.title')}
        extra={<LanguageSwitch />}
        styles={{ header: { gap: 12 } }}
      >
        <Form<LoginForm>
          form={form}
          name="login"
          layout="vertical"
          requiredMark={false}
          disabled={submit.isPending}
          initialValues={{ userName: '', password: '', code: '' }}
          onFinish={(values) => submit.mutate(values)}
        >
          <Form.Item
            label={t('login.userName')}
            name="userName"
            rules={[{ required: true, whitespace: true, message: t('login.userNameRequired') }]}
          >
            <Input
              data-testid="login-username"
              prefix={<UserOutlined />}
              placeholder={t('login.userName')}
              autoComplete="username"
              autoFocus
            />
          </Form.Item>
          <Form.Item
            label={t('login.password')}
            name="password"
            rules={[{ required: true, message: t('login.passwordRequired') }]}
          >
            <Input.Password
              data-testid="login-password"
              prefix={<LockOutlined />}
              placeholder={t('login.password')}
              autoComplete="current-password"
            />
          </Form.Item>
          {captchaOn && (
            <Form.Item label={t('login.captcha')} htmlFor="login_code" required>
              <Flex gap={8} align="flex-start">
                <Form.Item
                  name="code"
                  noStyle
                  rules={[
                    { required: true, whitespace: true, message: t('login.captchaRequired') },
                  ]}
                >
                  <Input
                    data-testid="login-captcha-input"
                    prefix={<SafetyOutlined />}
                    placeholder={t('login.captcha')}
                    autoComplete="off"
                    maxLength={8}
                  />
                </Form.Item>
                <button
                  type="button"
                  style={styles.captchaButton}
                  title={t('login.captchaImage')}
                  onClick={refreshCaptcha}
                >
                  {captcha.data ? (
                    <img
                      data-testid="login-captcha-img"
                      style={styles.captchaImage}
                      src={captcha.data.img}
                      alt={t('login.captchaImage')}
                    />
                  ) : (
                    <Typography.Text type="secondary">
                      {captcha.isError ? t('login.captchaRetry') : t('app.loading')}
                    </Typography.Text>
                  )}
                </button>
              </Flex>
            </Form.Item>
          )}
          <Button
            data-testid="login-submit"
            type="primary"
            htmlType="submit"
            block
            loading={submit.isPending}
          >
            {t('login.submit')}
          </Button>
        </Form>
      </Card>
    </Flex>
  );
};
