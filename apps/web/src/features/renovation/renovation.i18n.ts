import { defineMessages } from '../../lib/i18n/feature-messages';

/** Texts of the renovation screens (the widget gallery). */
export const renovationMessages = defineMessages('renovation', {
  en: {
    gallery: {
      title: 'Widget gallery',
      intro:
        'Every storefront block with its sample data, on a 375 × 667 phone, as shoppers see it.',
      language: 'Widget language',
      loggedIn: 'Shopper logged in',
      loggedOut: 'Shopper logged out',
      count: '{{count}} widgets',
      failed: 'Render error: {{message}}',
      unknown: 'Unknown widget type',
      link: 'Opens {{target}}',
      action: 'Asks the host: {{action}}',
      phone: '{{name}} on a phone',
    },
  },
  zh: {
    gallery: {
      title: '组件库',
      intro: '每个店铺组件及其示例数据，展示在 375 × 667 的手机上，与顾客看到的一致。',
      language: '组件语言',
      loggedIn: '顾客已登录',
      loggedOut: '顾客未登录',
      count: '共 {{count}} 个组件',
      failed: '渲染错误：{{message}}',
      unknown: '未知的组件类型',
      link: '跳转到 {{target}}',
      action: '请求宿主：{{action}}',
      phone: '手机上的{{name}}',
    },
  },
  es: {
    gallery: {
      title: 'Galería de componentes',
      intro:
        'Cada bloque de la tienda con sus datos de ejemplo, en un móvil de 375 × 667, tal como lo ve el cliente.',
      language: 'Idioma de los bloques',
      loggedIn: 'Cliente con sesión',
      loggedOut: 'Cliente sin sesión',
      count: '{{count}} bloques',
      failed: 'Error al mostrar: {{message}}',
      unknown: 'Tipo de bloque desconocido',
      link: 'Abre {{target}}',
      action: 'Pide al anfitrión: {{action}}',
      phone: '{{name}} en un móvil',
    },
  },
});
