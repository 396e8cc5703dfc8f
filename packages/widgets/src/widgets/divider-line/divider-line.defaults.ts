import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import type { DividerLineProps } from './divider-line.schema';

export const DIVIDER_LINE = 'divider-line';

export const LINE_STYLES = ['solid', 'dashed', 'dotted'] as const;

export const dividerLineDefaults: DividerLineProps = {
  style: defaultStyle({ background: '#ffffff', paddings: spacing(10, 12, 10, 12) }),
  params: { ...defaultCommonParams, lineStyle: 'solid', color: '#e5e5e5', thickness: 1 },
  data: {},
};
