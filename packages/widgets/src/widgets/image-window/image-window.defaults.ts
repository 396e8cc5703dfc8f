import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import { sampleImage } from '../../core/samples';
import type { ImageWindowProps } from './image-window.schema';

export const IMAGE_WINDOW = 'image-window';

/**
 * How the window arranges its pictures: `grid` puts rowsNum in a row; `left-big` shows the
 * first large on the left with the rest stacked right; `top-big` the first across the top.
 */
export const WINDOW_LAYOUTS = ['grid', 'left-big', 'top-big'] as const;
export const DEFAULT_WINDOW_ROWS_NUM = 2;
export const MAX_WINDOW_ROWS_NUM = 4;
export const MAX_WINDOW_ITEMS = 8;
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
