import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import type { TextTitleProps } from './text-title.schema';

export const TEXT_TITLE = 'text-title';

export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;

export const textTitleDefaults: TextTitleProps = {
  style: defaultStyle({ background: '#ffffff', height: 44, paddings: spacing(10, 12, 10, 12) }),
  params: { ...defaultCommonParams, textAlign: 'left', fontSize: 16, color: '#333333', bold: true },
  data: { title: '本周热卖', fullLink: { kind: 'none' } },
};
