/** English texts; the key set every other locale must match (checked by the compiler and a test). */
export const en = {
  app: {
    title: 'Retail Back Office',
    loading: 'Loading…',
  },
  common: {
    switchLanguageSuccess: 'Switch Language Success',
    language: 'Language',
  },
  http: {
    logoutTitle: 'Confirm logout',
    logoutContent:
      '{{description}} You have been logged out. You can cancel to stay on this page, or log in again.',
    relogin: 'Log in again',
    cancel: 'Cancel',
    serverError: 'Server error',
    networkError: 'Network error',
    timeout: 'The request timed out after {{ms}} ms',
    rejected: 'The request was rejected',
  },
  session: {
    verificationFailed: 'Verification failed, please login again.',
    rolesRequired: 'roles must be a non-null array',
  },
  login: {
    title: 'Log in to the back office',
    userName: 'User name',
    password: 'Password',
    captcha: 'Verification code',
    captchaImage: 'Verification code picture, click to get a new one',
    captchaRetry: 'Could not load, click to retry',
    submit: 'Log in',
    userNameRequired: 'Please enter the user name',
    passwordRequired: 'Please enter the password',
    captchaRequired: 'Please enter the verification code',
    failed: 'Login failed',
    failedAttempts:
      '{{count}} wrong password(s) were tried for your account since your last login. If that was not you, change your password.',
  },
  home: {
    title: 'Home',
    welcome: 'Welcome, {{name}}',
    userName: 'User',
    organPath: 'Organisation path',
    tenant: 'Tenant',
    organ: 'Organisation',
    roles: 'Roles',
    logout: 'Log out',
  },
  errorPage: {
    notFoundTitle: 'Page not found',
    notFound: 'Sorry, the page you visited does not exist.',
    unauthorizedTitle: 'No access',
    unauthorized: 'Sorry, you are not allowed to open this page.',
    backHome: 'Back to home',
  },
  authRedirect: {
    redirecting: 'Redirecting…',
  },
};

export type Messages = typeof en;
