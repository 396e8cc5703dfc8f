import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableShade } from './contrast';
import { themeTokens } from './theme-tokens';

describe('readable theme shades (issue 22)', () => {
  it('measures WCAG contrast', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#409EFF', '#FFFFFF')).toBeCloseTo(2.8, 1);
  });

  it('darkens a light theme colour to a shade of the same hue that passes 4.5:1 on white', () => {
    for (const colour of ['#409EFF', '#11A983', '#FAAD14', '#FF4D4F', '#13C2C2', '#FFFFFF']) {
      const shade = readableShade(colour);
      expect(contrastRatio(shade, '#FFFFFF'), colour).toBeGreaterThanOrEqual(5.2);
    }
    expect(readableShade('#409EFF')).toBe('#2D6FB2');
    // A colour dark enough already is kept as it is.
    expect(readableShade('#304156')).toBe('#304156');
  });

  it('keeps the text tokens readable for every theme colour', () => {
    const tokens = themeTokens('#409EFF');
    expect(tokens.colorPrimary).toBe('#2D6FB2');
    expect(contrastRatio(tokens.colorPrimaryHover!, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    // A status tag: the status colour on its light background.
    for (const status of ['Success', 'Warning', 'Error', 'Info'] as const)
      expect(
        contrastRatio(tokens[`color${status}`]!, tokens[`color${status}Bg`]!),
        status,
      ).toBeGreaterThanOrEqual(4.5);
  });

  it('darkens the text of every preset-colour tag to 4.5:1 on its light tint', () => {
    const tokens = themeTokens('#409EFF') as Record<string, string>;
    const palette = antdTheme.getDesignToken() as unknown as Record<string, string>;
    for (const colour of ['green', 'blue', 'red', 'orange', 'gold', 'lime', 'yellow', 'cyan'])
      expect(
        contrastRatio(tokens[`${colour}7`]!, palette[`${colour}1`]!),
        colour,
      ).toBeGreaterThanOrEqual(4.5);
  });
});
