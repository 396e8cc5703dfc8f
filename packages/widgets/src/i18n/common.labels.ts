import { defineTexts } from './translate';

/** Editor labels shared by every widget: the common style, common params and title bar. */
export const commonLabels = defineTexts({
  'group.basic': { zh: '基础组件', en: 'Basic blocks', es: 'Bloques básicos' },
  'group.marketing': { zh: '营销组件', en: 'Marketing blocks', es: 'Bloques de marketing' },
  'group.goods': { zh: '商品组件', en: 'Goods blocks', es: 'Bloques de productos' },
  'group.user': { zh: '用户组件', en: 'User blocks', es: 'Bloques de usuario' },
  'group.navigation': { zh: '导航组件', en: 'Navigation blocks', es: 'Bloques de navegación' },

  'style.theme': { zh: '主题色', en: 'Theme colour', es: 'Color del tema' },
  'style.backgroundImage': { zh: '背景图片', en: 'Background image', es: 'Imagen de fondo' },
  'style.background': { zh: '背景颜色', en: 'Background colour', es: 'Color de fondo' },
  'style.margins': { zh: '外边距', en: 'Margins', es: 'Márgenes' },
  'style.paddings': { zh: '内边距', en: 'Paddings', es: 'Rellenos' },
  'style.radiusTop': { zh: '上圆角', en: 'Top corner radius', es: 'Radio de esquinas superiores' },
  'style.radiusBottom': {
    zh: '下圆角',
    en: 'Bottom corner radius',
    es: 'Radio de esquinas inferiores',
  },
  'style.width': { zh: '宽度（%）', en: 'Width (%)', es: 'Ancho (%)' },
  'style.height': { zh: '高度（px）', en: 'Height (px)', es: 'Alto (px)' },

  'params.maxHeight': { zh: '最大高度', en: 'Maximum height', es: 'Alto máximo' },
  'params.maxWidth': { zh: '最大宽度', en: 'Maximum width', es: 'Ancho máximo' },
  'params.cssStylePanelEnabled': {
    zh: '启用样式面板',
    en: 'Enable style panel',
    es: 'Activar panel de estilo',
  },

  'titleBar.show': { zh: '显示标题栏', en: 'Show title bar', es: 'Mostrar barra de título' },
  'titleBar.imageShow': { zh: '显示图标', en: 'Show icon', es: 'Mostrar icono' },
  'titleBar.titleShow': { zh: '显示标题', en: 'Show title', es: 'Mostrar título' },
  'titleBar.showMore': { zh: '显示更多', en: 'Show "more"', es: 'Mostrar «más»' },
  'titleBar.showSolgan': { zh: '显示标语', en: 'Show slogan', es: 'Mostrar eslogan' },
  'titleBar.text': { zh: '标题文字', en: 'Title text', es: 'Texto del título' },
  'titleBar.solgan': { zh: '标语', en: 'Slogan', es: 'Eslogan' },
  'titleBar.image': { zh: '标题图标', en: 'Title icon', es: 'Icono del título' },
  'titleBar.moreText': { zh: '更多文字', en: '"More" text', es: 'Texto de «más»' },
  'titleBar.moreLink': { zh: '更多链接', en: '"More" link', es: 'Enlace de «más»' },

  'field.image': { zh: '图片', en: 'Image', es: 'Imagen' },
  'field.link': { zh: '链接', en: 'Link', es: 'Enlace' },
  'field.text': { zh: '文字', en: 'Text', es: 'Texto' },
  'field.title': { zh: '标题', en: 'Title', es: 'Título' },
  'field.items': { zh: '内容列表', en: 'Items', es: 'Elementos' },
  'field.color': { zh: '颜色', en: 'Colour', es: 'Color' },
  'field.activeColor': { zh: '选中颜色', en: 'Active colour', es: 'Color activo' },
  'field.icon': { zh: '图标', en: 'Icon', es: 'Icono' },
  'field.layout': { zh: '布局', en: 'Layout', es: 'Diseño' },

  'layout.vertical': { zh: '图上字下', en: 'Icon above text', es: 'Icono sobre el texto' },
  'layout.horizontal': { zh: '图左字右', en: 'Icon beside text', es: 'Icono junto al texto' },
});
