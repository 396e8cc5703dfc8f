import type { Messages } from './en';

export const zh: Messages = {
  app: {
    title: '零售管理后台',
    loading: '加载中…',
  },
  common: {
    switchLanguageSuccess: '切换语言成功',
    language: '语言',
  },
  http: {
    logoutTitle: '确定登出',
    logoutContent: '{{description}}你已被登出，可以取消继续留在该页面，或者重新登录',
    relogin: '重新登录',
    cancel: '取消',
    serverError: '服务器错误',
    networkError: '网络错误',
    timeout: '请求超时（{{ms}} 毫秒）',
    rejected: '请求被拒绝',
  },
  session: {
    verificationFailed: '验证失败，请重新登录。',
    rolesRequired: 'roles 必须是非空数组',
  },
  login: {
    title: '登录管理后台',
    userName: '用户名',
    password: '密码',
    captcha: '验证码',
    captchaImage: '验证码图片，点击换一张',
    captchaRetry: '加载失败，点击重试',
    submit: '登录',
    userNameRequired: '请输入用户名',
    passwordRequired: '请输入密码',
    captchaRequired: '请输入验证码',
    failed: '登录失败',
    failedAttempts:
      '自上次登录以来，您的账号有 {{count}} 次密码错误的尝试。如果不是您本人，请修改密码。',
  },
  home: {
    title: '首页',
    welcome: '欢迎，{{name}}',
    userName: '用户',
    organPath: '组织路径',
    tenant: '租户',
    organ: '组织',
    roles: '角色',
    logout: '退出登录',
  },
  errorPage: {
    notFoundTitle: '页面不存在',
    notFound: '抱歉，你访问的页面不存在。',
    unauthorizedTitle: '无权访问',
    unauthorized: '抱歉，你没有权限访问该页面。',
    backHome: '返回首页',
  },
  authRedirect: {
    redirecting: '正在跳转…',
  },
};
