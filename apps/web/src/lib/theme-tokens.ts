import { theme, type ThemeConfig } from 'antd';
import { readableShade, tint } from './contrast';

type Token = NonNullable<ThemeConfig['token']>;

/** antd's preset colours (`<Tag color="green">`): what `genPresetColor` styles. */
const PRESET_COLOURS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;

/**
 * The text of every preset-colour tag (issue 22): antd writes shade 7 on shade 1 (green
 * #389E0D on #F6FFED is 3.1:1); the same hue darkened until it reaches 4.5:1 on that tint, so a
 * status tag in any table (enabled, on sale…) is readable wherever it is used.
 */
const PRESET_TAG_TEXT: Token = (() => {
  const palette = theme.getDesignToken() as unknown as Record<string, string>;
  // antd keeps each shade under two names (green7, green-7), both written as --ant-green-7.
  return Object.fromEntries(
    PRESET_COLOURS.flatMap((colour) => {
      const text = readableShade(palette[`${colour}7`]!, 4.6, palette[`${colour}1`]);
      return [
        [`${colour}7`, text],
        [`${colour}-7`, text],
      ];
    }),
  );
})();

/** Text greys that reach 4.5:1 on white and on antd's light greys (#fafafa, #f5f5f5). */
const READABLE_GREY = 'rgba(0, 0, 0, 0.6)';

/**
 * The antd tokens of a theme colour (issue 22): the colour the user picked (#409EFF by default)
 * stays the theme colour, and what carries text takes a shade of the same hue that reaches WCAG
 * AA — white on a primary button, a selected tab or menu item, a link or an active page number
 * on white. antd's own greys for placeholders, descriptions and the breadcrumb (#bfbfbf,
 * #8c8c8c) are darkened the same way, and so is the text of preset-colour tags.
 */
export const themeTokens = (themeColor: string): Token => {
  const primary = readableShade(themeColor);
  return {
    ...PRESET_TAG_TEXT,
    colorPrimary: primary,
    colorInfo: primary,
    // A processing tag writes the primary shade on this: antd's derived tint (#E4EDF2 behind
    // #2D6FB2) is 4.4:1, a lighter tint of the same hue keeps it above 4.5:1.
    colorInfoBg: tint(primary, 0.08),
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

/**
 * Component tokens of the theme: a table's empty text ("Nothing here") is antd's disabled grey
 * (#BFBFBF, 1.8:1) though nothing is disabled; it takes the readable grey.
 */
export const themeComponents: NonNullable<ThemeConfig['components']> = {
  Table: { colorTextDisabled: READABLE_GREY },
};
