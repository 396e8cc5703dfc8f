import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import type { DividerLineProps } from './divider-line.props';

// Shared with the props schema, so they live in the (zod-free) constants file.
export { LINE_STYLES } from './divider-line.constants';

export const DIVIDER_LINE = 'divider-line';

export const dividerLineDefaults: DividerLineProps = {
  style: defaultStyle({ background: '#ffffff', paddings: spacing(10, 12, 10, 12) }),
  params: { ...defaultCommonParams, lineStyle: 'solid', color: '#e5e5e5', thickness: 1 },
  data: {},
};
