import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import type { TextTitleProps } from './text-title.props';

// Shared with the props schema, so they live in the (zod-free) constants file.
export { TEXT_ALIGNS } from './text-title.constants';

export const TEXT_TITLE = 'text-title';

export const textTitleDefaults: TextTitleProps = {
  style: defaultStyle({ background: '#ffffff', height: 44, paddings: spacing(10, 12, 10, 12) }),
  params: { ...defaultCommonParams, textAlign: 'left', fontSize: 16, color: '#333333', bold: true },
  data: { title: '本周热卖', fullLink: { kind: 'none' } },
};
