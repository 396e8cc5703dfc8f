import type { Locale, Translations } from '../../i18n/locale';

// The storefront widgets as the contract knows them: their types (saved in pages, never renamed),
// palette groups and names. The contract cannot import @retail/widgets; the widgets' test holds
// their schemas and editors to this list (packages/widgets/test/widget-catalogue.test.ts).

export const WIDGET_GROUPS = ['basic', 'marketing', 'goods', 'user', 'navigation'] as const;
export type WidgetGroupKey = (typeof WIDGET_GROUPS)[number];

export const WIDGET_GROUP_TEXTS: Record<WidgetGroupKey, Translations> = {
  basic: { zh: '基础组件', en: 'Basic', es: 'Básicos' },
  marketing: { zh: '营销组件', en: 'Marketing', es: 'Marketing' },
  goods: { zh: '商品组件', en: 'Goods', es: 'Productos' },
  user: { zh: '会员组件', en: 'Member', es: 'Socio' },
  navigation: { zh: '导航组件', en: 'Navigation', es: 'Navegación' },
};

/**
 * Every widget: its palette group and its name in each language (the builder's palette and the
 * widget catalogue screens show these; @retail/widgets takes its palette names from here).
 */
export const WIDGET_CATALOGUE = {
  'article-list': {
    group: 'basic',
    name: { zh: '文章列表', en: 'Article list', es: 'Lista de artículos' },
  },
  'banner-carousel': {
    group: 'basic',
    name: { zh: '轮播广告', en: 'Banner carousel', es: 'Carrusel de banners' },
  },
  'blank-spacer': {
    group: 'basic',
    name: { zh: '辅助空白', en: 'Blank spacer', es: 'Espacio en blanco' },
  },
  'divider-line': {
    group: 'basic',
    name: { zh: '辅助线', en: 'Divider line', es: 'Línea divisoria' },
  },
  'hot-zone-image': {
    group: 'basic',
    name: { zh: '热区图片', en: 'Hot-zone image', es: 'Imagen con zonas activas' },
  },
  'image-hotspot': {
    group: 'basic',
    name: { zh: '图片热点', en: 'Image hotspots', es: 'Imagen con zonas' },
  },
  'image-slider': {
    group: 'basic',
    name: { zh: '图片轮播', en: 'Image slider', es: 'Carrusel de imágenes' },
  },
  'image-window': {
    group: 'basic',
    name: { zh: '图片橱窗', en: 'Image window', es: 'Escaparate de imágenes' },
  },
  'notice-board': {
    group: 'basic',
    name: { zh: '公告', en: 'Notice board', es: 'Tablón de avisos' },
  },
  'single-image': { group: 'basic', name: { zh: '单图', en: 'Single image', es: 'Imagen única' } },
  'text-title': {
    group: 'basic',
    name: { zh: '文本标题', en: 'Text title', es: 'Título de texto' },
  },
  'title-bar': { group: 'basic', name: { zh: '标题栏', en: 'Title bar', es: 'Barra de título' } },
  video: { group: 'basic', name: { zh: '视频', en: 'Video', es: 'Vídeo' } },
  'ad-popup': {
    group: 'marketing',
    name: { zh: '弹窗广告', en: 'Pop-up ad', es: 'Anuncio emergente' },
  },
  'bargain-cut-list': {
    group: 'marketing',
    name: { zh: '砍价', en: 'Bargain cut', es: 'Regateo' },
  },
  'brand-list': {
    group: 'marketing',
    name: { zh: '品牌列表', en: 'Brand list', es: 'Lista de marcas' },
  },
  'coupon-block': { group: 'marketing', name: { zh: '优惠券', en: 'Coupons', es: 'Cupones' } },
  'group-buy-list': {
    group: 'marketing',
    name: { zh: '拼团', en: 'Group buy', es: 'Compra en grupo' },
  },
  'seckill-list': {
    group: 'marketing',
    name: { zh: '秒杀', en: 'Flash sale', es: 'Oferta relámpago' },
  },
  'store-list': {
    group: 'marketing',
    name: { zh: '店铺列表', en: 'Store list', es: 'Lista de tiendas' },
  },
  'goods-comment-list': {
    group: 'goods',
    name: { zh: '商品评价', en: 'Goods reviews', es: 'Opiniones del producto' },
  },
  'goods-description': {
    group: 'goods',
    name: { zh: '商品描述', en: 'Goods description', es: 'Descripción del producto' },
  },
  'goods-info': {
    group: 'goods',
    name: { zh: '商品信息', en: 'Goods info', es: 'Información del producto' },
  },
  'goods-list': {
    group: 'goods',
    name: { zh: '商品列表', en: 'Goods list', es: 'Lista de productos' },
  },
  'goods-name': {
    group: 'goods',
    name: { zh: '商品名称', en: 'Goods name', es: 'Nombre del producto' },
  },
  'goods-price': {
    group: 'goods',
    name: { zh: '商品价格', en: 'Goods price', es: 'Precio del producto' },
  },
  'goods-promotion-countdown': {
    group: 'goods',
    name: { zh: '商品促销倒计时', en: 'Promotion countdown', es: 'Cuenta atrás de la promoción' },
  },
  'goods-service-list': {
    group: 'goods',
    name: { zh: '商品服务', en: 'Goods services', es: 'Servicios del producto' },
  },
  'goods-slide-images': {
    group: 'goods',
    name: { zh: '商品轮播图', en: 'Goods pictures', es: 'Imágenes del producto' },
  },
  'goods-specifications': {
    group: 'goods',
    name: { zh: '商品规格', en: 'Goods specifications', es: 'Especificaciones del producto' },
  },
  'hot-goods-block': {
    group: 'goods',
    name: { zh: '热销商品', en: 'Hot goods', es: 'Productos populares' },
  },
  'product-selection-strip': {
    group: 'goods',
    name: { zh: '商品精选', en: 'Product selection', es: 'Selección de productos' },
  },
  'seckill-panel': {
    group: 'goods',
    name: { zh: '秒杀信息', en: 'Flash-sale panel', es: 'Panel de oferta relámpago' },
  },
  'store-card': {
    group: 'goods',
    name: { zh: '店铺信息', en: 'Store card', es: 'Tarjeta de tienda' },
  },
  'waterfall-feed': {
    group: 'goods',
    name: { zh: '瀑布流商品', en: 'Waterfall goods feed', es: 'Cascada de productos' },
  },
  'asset-summary': {
    group: 'user',
    name: { zh: '我的资产', en: 'Asset summary', es: 'Resumen de activos' },
  },
  'avatar-image': {
    group: 'user',
    name: { zh: '头像', en: 'Avatar image', es: 'Imagen de avatar' },
  },
  'logout-button': {
    group: 'user',
    name: { zh: '退出登录', en: 'Logout button', es: 'Botón de cierre de sesión' },
  },
  'order-shortcut-bar': {
    group: 'user',
    name: { zh: '订单快捷栏', en: 'Order shortcuts', es: 'Accesos a pedidos' },
  },
  'service-grid': {
    group: 'user',
    name: { zh: '我的服务', en: 'Service grid', es: 'Cuadrícula de servicios' },
  },
  'user-header-card': {
    group: 'user',
    name: { zh: '用户头部卡片', en: 'User header card', es: 'Tarjeta de usuario' },
  },
  'bottom-tab-bar': {
    group: 'navigation',
    name: { zh: '底部导航', en: 'Bottom tab bar', es: 'Barra de pestañas inferior' },
  },
  'class-tag-strip': {
    group: 'navigation',
    name: { zh: '分类标签', en: 'Category tags', es: 'Etiquetas de categoría' },
  },
  'floating-menu': {
    group: 'navigation',
    name: { zh: '悬浮按钮', en: 'Floating menu', es: 'Menú flotante' },
  },
  'navigation-bar': {
    group: 'navigation',
    name: { zh: '导航栏', en: 'Navigation bar', es: 'Barra de navegación' },
  },
  'search-bar': {
    group: 'navigation',
    name: { zh: '搜索栏', en: 'Search bar', es: 'Barra de búsqueda' },
  },
  'top-nav-bar': {
    group: 'navigation',
    name: { zh: '顶部导航', en: 'Top navigation bar', es: 'Barra de navegación superior' },
  },
  // Beyond storefront-widgets.md's list: a block of custom pages, a form of the form builder.
  'page-form': {
    group: 'basic',
    name: { zh: '自定义表单', en: 'Form', es: 'Formulario' },
  },
} as const satisfies Record<string, { group: WidgetGroupKey; name: Translations }>;

export type WidgetTypeKey = keyof typeof WIDGET_CATALOGUE;

/** Every widget type, group by group. */
export const WIDGET_TYPE_KEYS = Object.keys(WIDGET_CATALOGUE) as [
  WidgetTypeKey,
  ...WidgetTypeKey[],
];

/** The palette group of a widget type. */
export const widgetGroupOf = (type: string): WidgetGroupKey | undefined =>
  (WIDGET_CATALOGUE as Record<string, { group: WidgetGroupKey } | undefined>)[type]?.group;

/** The palette groups' names in one language (a select's option texts). */
export const widgetGroupNamesIn = (locale: Locale): Record<string, string> =>
  Object.fromEntries(WIDGET_GROUPS.map((group) => [group, WIDGET_GROUP_TEXTS[group][locale]]));

/** The widgets' names in one language, by type (a select's option texts). */
export const widgetNamesIn = (locale: Locale): Record<string, string> =>
  Object.fromEntries(
    Object.entries(WIDGET_CATALOGUE).map(([type, widget]) => [type, widget.name[locale]]),
  );

/** The page-level layers a layout holds: its field, and the widget type of its props. */
export const LAYOUT_LAYERS = {
  topNavBar: 'top-nav-bar',
  bottomTabBar: 'bottom-tab-bar',
  floatingMenu: 'floating-menu',
  adPopup: 'ad-popup',
} as const satisfies Record<string, WidgetTypeKey>;
