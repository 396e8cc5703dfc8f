import type { ThemeConfig } from 'antd';
import { readableShade } from './contrast';

/** Text greys that reach 4.5:1 on white and on antd's light greys (#fafafa, #f5f5f5). */
const READABLE_GREY = 'rgba(0, 0, 0, 0.6)';

/**
 * The antd tokens of a theme colour (issue 22): the colour the user picked (#409EFF by default)
 * stays the theme colour, and what carries text takes a shade of the same hue that reaches WCAG
 * AA — white on a primary button, a selected tab or menu item, a link or an active page number
 * on white. antd's own greys for placeholders, descriptions and the breadcrumb (#bfbfbf,
 * #8c8c8c) are darkened the same way.
 */
export const themeTokens = (themeColor: string): NonNullable<ThemeConfig['token']> => {
  const primary = readableShade(themeColor);
  return {
    colorPrimary: primary,
    colorInfo: primary,
    colorLink: primary,
    colorPrimaryHover: readableShade(themeColor, 6.2),
    colorPrimaryActive: readableShade(themeColor, 7.5),
    colorLinkHover: readableShade(themeColor, 6.2),
    colorLinkActive: readableShade(themeColor, 7.5),
    colorSuccess: readableShade('#52C41A'),
    colorWarning: readableShade('#FAAD14'),
    colorError: readableShade('#FF4D4F'),
    // Status tags and alerts write the darker status colour on these: antd would derive them
    // from it (a grey #B4BAAD behind success); its usual light ones keep the pairs at 4.5:1.
    colorSuccessBg: '#F6FFED',
    colorSuccessBorder: '#B7EB8F',
    colorWarningBg: '#FFFBE6',
    colorWarningBorder: '#FFE58F',
    colorErrorBg: '#FFF2F0',
    colorErrorBorder: '#FFCCC7',
    colorTextPlaceholder: READABLE_GREY,
    colorTextDescription: READABLE_GREY,
    colorTextTertiary: READABLE_GREY,
  };
};
