import { defaultCommonParams, defaultStyle } from '../../core/defaults';
import type { BlankSpacerProps } from './blank-spacer.props';

export const BLANK_SPACER = 'blank-spacer';

/** §9: default block heights vary from 30 to 160; a spacer starts at the smallest. */
export const BLANK_SPACER_HEIGHT = 30;

export const blankSpacerDefaults: BlankSpacerProps = {
  style: defaultStyle({ height: BLANK_SPACER_HEIGHT }),
  params: { ...defaultCommonParams, maxHeight: 200 },
  data: {},
};
