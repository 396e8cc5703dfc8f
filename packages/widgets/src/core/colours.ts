import { readableShade } from './contrast';

/**
 * The storefront's text colours (issue 22): each design colour darkened, in its own hue, until
 * it reaches WCAG AA (4.5:1) on white and on the light greys and tints the widgets put behind
 * text (#fafafa, #f5f5f5, #f2f3f5, #fff1f0), and white text on it does too.
 */
/** The price red (was #f5222d). */
export const PRICE_RED = '#D41E26';
/** The soft red of badges, member cards and countdowns (was #F56C6C). */
export const ACCENT_RED = '#B04E4E';
/** The orange of a second hot-goods group (was #fa8c16). */
export const ACCENT_ORANGE = '#AA5F0F';
/** Secondary text: views, sales, dates, labels, placeholders (was #999, #888, #a1a1a1, #bbb). */
export const MUTED_TEXT = '#666666';

/** The page's theme colour as text and behind white text: a readable shade of the one chosen. */
export const readableTheme = (theme: string): string => readableShade(theme);
