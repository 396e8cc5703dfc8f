/**
 * Colour contrast (WCAG 2.x) for the theme: the theme colour a user picks (#409EFF by default)
 * is often too light for white text on it or for text in it on white (#409EFF is 2.8:1), so the
 * tokens that carry text use a shade of the same hue dark enough to pass AA (4.5:1).
 */

type Rgb = readonly [number, number, number];

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export const parseHex = (hex: string): Rgb | null => {
  const match = HEX.exec(hex.trim());
  if (!match) return null;
  let digits = match[1]!;
  if (digits.length === 3)
    digits = digits
      .split('')
      .map((digit) => digit + digit)
      .join('');
  return [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16)) as unknown as Rgb;
};

const toHex = (rgb: Rgb): string =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`.toUpperCase();

/** WCAG relative luminance of an sRGB colour. */
export const luminance = ([r, g, b]: Rgb): number => {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

/** The contrast ratio of two colours (1 to 21). */
export const contrastRatio = (a: string, b: string): number => {
  const first = parseHex(a);
  const second = parseHex(b);
  if (!first || !second) return 1;
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
};

/**
 * The colour itself when white on it (and it on white) reaches `ratio`, else the first shade of
 * the same hue, mixed towards black, that does. The default 5.2:1 leaves room for the light
 * tints antd puts behind text in that colour (a selected menu item, an info alert). With a
 * `background`, the shade is measured against it instead of white (text on a light tint).
 */
export const readableShade = (hex: string, ratio = 5.2, background = '#FFFFFF'): string => {
  const rgb = parseHex(hex);
  if (!rgb) return hex;
  for (let keep = 1; keep > 0; keep -= 0.02) {
    const shade = toHex(rgb.map((channel) => channel * keep) as unknown as Rgb);
    if (contrastRatio(shade, background) >= ratio) return keep === 1 ? hex.toUpperCase() : shade;
  }
  return '#000000';
};

/** The colour mixed towards white, `amount` of it kept (0.08: a light tint of it). */
export const tint = (hex: string, amount: number): string => {
  const rgb = parseHex(hex);
  if (!rgb) return hex;
  return toHex(rgb.map((channel) => 255 - (255 - channel) * amount) as unknown as Rgb);
};
