/** Default theme colour (storefront-widgets.md §9). */
export const DEFAULT_THEME = '#409EFF';

/** Currency sign of amounts on the storefront (full-reduction coupons, prices). */
export const CURRENCY = '￥';
