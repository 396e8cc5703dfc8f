import type { Translations } from '../../i18n/locale';

// The storefront widgets as the contract knows them: their types (saved in pages, never renamed)
// by palette group. The contract cannot import @retail/widgets; the server checks that this list
// is exactly the widgets' own (WIDGET_SCHEMAS), test/renovation-catalogue.test.ts.

export const WIDGET_GROUPS = ['basic', 'marketing', 'goods', 'user', 'navigation'] as const;
export type WidgetGroupKey = (typeof WIDGET_GROUPS)[number];

export const WIDGET_GROUP_TEXTS: Record<WidgetGroupKey, Translations> = {
  basic: { zh: '基础组件', en: 'Basic', es: 'Básicos' },
  marketing: { zh: '营销组件', en: 'Marketing', es: 'Marketing' },
  goods: { zh: '商品组件', en: 'Goods', es: 'Productos' },
  user: { zh: '会员组件', en: 'Member', es: 'Socio' },
  navigation: { zh: '导航组件', en: 'Navigation', es: 'Navegación' },
};

const BY_GROUP = {
  basic: [
    'article-list',
    'banner-carousel',
    'blank-spacer',
    'divider-line',
    'hot-zone-image',
    'image-hotspot',
    'image-slider',
    'image-window',
    'notice-board',
    'single-image',
    'text-title',
    'title-bar',
    'video',
  ],
  marketing: [
    'ad-popup',
    'bargain-cut-list',
    'brand-list',
    'coupon-block',
    'group-buy-list',
    'seckill-list',
    'store-list',
  ],
  goods: [
    'goods-comment-list',
    'goods-description',
    'goods-info',
    'goods-list',
    'goods-name',
    'goods-price',
    'goods-promotion-countdown',
    'goods-service-list',
    'goods-slide-images',
    'goods-specifications',
    'hot-goods-block',
    'product-selection-strip',
    'seckill-panel',
    'store-card',
    'waterfall-feed',
  ],
  user: [
    'asset-summary',
    'avatar-image',
    'logout-button',
    'order-shortcut-bar',
    'service-grid',
    'user-header-card',
  ],
  navigation: [
    'bottom-tab-bar',
    'class-tag-strip',
    'floating-menu',
    'navigation-bar',
    'search-bar',
    'top-nav-bar',
  ],
} as const satisfies Record<WidgetGroupKey, readonly string[]>;

export type WidgetTypeKey = (typeof BY_GROUP)[WidgetGroupKey][number];

/** Every widget type, group by group. */
export const WIDGET_TYPE_KEYS = Object.values(BY_GROUP).flat() as [
  WidgetTypeKey,
  ...WidgetTypeKey[],
];

/** The palette group of a widget type. */
export const widgetGroupOf = (type: string): WidgetGroupKey | undefined =>
  WIDGET_GROUPS.find((group) => (BY_GROUP[group] as readonly string[]).includes(type));

/** The page-level layers a layout holds: its field, and the widget type of its props. */
export const LAYOUT_LAYERS = {
  topNavBar: 'top-nav-bar',
  bottomTabBar: 'bottom-tab-bar',
  floatingMenu: 'floating-menu',
  adPopup: 'ad-popup',
} as const satisfies Record<string, WidgetTypeKey>;
