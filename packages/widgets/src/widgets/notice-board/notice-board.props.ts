import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { mediaUrlSchema } from '../../core/primitives.schema';
import { NOTICE_DIRECTIONS } from './notice-board.constants';

export const noticeItemSchema = z.object({ image: mediaUrlSchema, text: z.string().max(200) });

export const noticeBoardProps = widgetProps({
  params: {
    /** Long text scrolls (horizontal) or each notice slides in (vertical). */
    scrollable: z.boolean(),
    showIcon: z.boolean(),
    /** Marquee speed in px per second. */
    scrollSpeed: z.number().int().min(10).max(300),
    scrollDirection: z.enum(NOTICE_DIRECTIONS),
    /** Width of the text area in percent of the row. */
    contentWidth: z.number().int().min(10).max(100),
  },
  data: { items: z.array(noticeItemSchema).max(20) },
});
export type NoticeBoardProps = z.output<typeof noticeBoardProps>;
