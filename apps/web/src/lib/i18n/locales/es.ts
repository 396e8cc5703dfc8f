import type { Messages } from './en';

export const es: Messages = {
  app: {
    title: 'Back-office de Retail',
    loading: 'Cargando…',
  },
  common: {
    switchLanguageSuccess: 'Idioma cambiado correctamente',
    language: 'Idioma',
  },
  http: {
    logoutTitle: 'Confirmar cierre de sesión',
    logoutContent:
      '{{description}} Se ha cerrado su sesión. Puede cancelar para permanecer en esta página o volver a iniciar sesión.',
    relogin: 'Volver a iniciar sesión',
    cancel: 'Cancelar',
    serverError: 'Error del servidor',
    networkError: 'Error de red',
    timeout: 'La solicitud superó el tiempo de espera de {{ms}} ms',
    rejected: 'La solicitud fue rechazada',
  },
  session: {
    verificationFailed: 'La verificación ha fallado, vuelva a iniciar sesión.',
    rolesRequired: 'roles debe ser una lista no vacía',
  },
  login: {
    title: 'Iniciar sesión en el back-office',
    userName: 'Nombre de usuario',
    password: 'Contraseña',
    captcha: 'Código de verificación',
    captchaImage: 'Imagen del código de verificación, haga clic para obtener otra',
    captchaRetry: 'No se pudo cargar, haga clic para reintentar',
    submit: 'Iniciar sesión',
    userNameRequired: 'Introduzca el nombre de usuario',
    passwordRequired: 'Introduzca la contraseña',
    captchaRequired: 'Introduzca el código de verificación',
    failed: 'Error al iniciar sesión',
    failedAttempts:
      'Desde su último inicio de sesión se probaron {{count}} contraseñas erróneas en su cuenta. Si no fue usted, cambie su contraseña.',
  },
  home: {
    title: 'Inicio',
    welcome: 'Bienvenido, {{name}}',
    userName: 'Usuario',
    organPath: 'Ruta de la organización',
    tenant: 'Inquilino',
    organ: 'Organización',
    roles: 'Roles',
    logout: 'Cerrar sesión',
  },
  errorPage: {
    notFoundTitle: 'Página no encontrada',
    notFound: 'Lo sentimos, la página que ha visitado no existe.',
    unauthorizedTitle: 'Sin acceso',
    unauthorized: 'Lo sentimos, no tiene permiso para abrir esta página.',
    backHome: 'Volver al inicio',
  },
  authRedirect: {
    redirecting: 'Redirigiendo…',
  },
};
