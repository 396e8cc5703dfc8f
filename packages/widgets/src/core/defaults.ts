// Building blocks of widget defaults. Plain data (no zod), so the render entry can carry them.
import type { CommonParams, ItemStyle, Spacing, TitleBarParams } from './common.schema';
import { DEFAULT_THEME } from './constants';
import { NO_LINK } from './link';

export const spacing = (top = 0, right = 0, bottom = 0, left = 0): Spacing => ({
  top,
  right,
  bottom,
  left,
});

/** The common style with the §9 defaults (width 100 percent); pass what a widget changes. */
export const defaultStyle = (overrides: Partial<ItemStyle> = {}): ItemStyle => ({
  theme: DEFAULT_THEME,
  backgroundImage: '',
  background: '',
  margins: spacing(),
  paddings: spacing(),
  radiusTop: 0,
  radiusBottom: 0,
  width: 100,
  height: 0,
  ...overrides,
});

export const defaultCommonParams: CommonParams = {
  maxHeight: 500,
  maxWidth: 100,
  cssStylePanelEnabled: true,
};

/** A title bar with its title shown and the rest off; override what a block needs. */
export const defaultTitleBar = (overrides: Partial<TitleBarParams> = {}): TitleBarParams => ({
  show: true,
  imageShow: false,
  titleShow: true,
  showMore: false,
  showSolgan: false,
  text: '',
  solgan: '',
  image: '',
  more: { text: '', fullLink: NO_LINK },
  ...overrides,
});
