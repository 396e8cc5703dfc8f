import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { linkSchema } from '../../core/link.schema';
import { mediaUrlSchema } from '../../core/primitives.schema';
import { MAX_WINDOW_ITEMS, MAX_WINDOW_ROWS_NUM, WINDOW_LAYOUTS } from './image-window.constants';

/** §3 sample window item: link, imgUrl. */
export const windowItemSchema = z.object({ link: linkSchema, imgUrl: mediaUrlSchema });

/** §3 layout options: rowsNum (pictures in a row of the grid) and layout. */
export const imageWindowProps = widgetProps({
  params: {
    rowsNum: z.number().int().min(1).max(MAX_WINDOW_ROWS_NUM),
    layout: z.enum(WINDOW_LAYOUTS),
  },
  data: { items: z.array(windowItemSchema).max(MAX_WINDOW_ITEMS) },
});
export type ImageWindowProps = z.output<typeof imageWindowProps>;
