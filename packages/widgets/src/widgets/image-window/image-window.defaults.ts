import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import { sampleImage } from '../../core/samples';
import type { ImageWindowProps } from './image-window.props';

// Shared with the props schema, so they live in the (zod-free) constants file.
export { WINDOW_LAYOUTS, MAX_WINDOW_ROWS_NUM, MAX_WINDOW_ITEMS } from './image-window.constants';

export const IMAGE_WINDOW = 'image-window';
export const DEFAULT_WINDOW_ROWS_NUM = 2;
export const WINDOW_GAP = 4;

export const imageWindowDefaults: ImageWindowProps = {
  style: defaultStyle({ paddings: spacing(WINDOW_GAP, WINDOW_GAP, WINDOW_GAP, WINDOW_GAP) }),
  params: { ...defaultCommonParams, rowsNum: DEFAULT_WINDOW_ROWS_NUM, layout: 'left-big' },
  data: {
    items: [
      { imgUrl: sampleImage('1', 0, 400, 400), link: { kind: 'goodsDetail', goodsId: 1 } },
      { imgUrl: sampleImage('2', 1, 400, 200), link: { kind: 'goodsDetail', goodsId: 2 } },
      { imgUrl: sampleImage('3', 2, 400, 200), link: { kind: 'search' } },
    ],
  },
};
