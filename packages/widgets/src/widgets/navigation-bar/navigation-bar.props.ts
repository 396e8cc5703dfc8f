import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { linkSchema } from '../../core/link.schema';
import { mediaUrlSchema } from '../../core/primitives.schema';
import { TILE_LAYOUTS } from '../../core/tile-layout';
import { MAX_NAV_ROWS_NUM } from './navigation-bar.constants';

/** §3 sample nav item: link, imgUrl, text. */
export const navItemSchema = z.object({
  link: linkSchema,
  imgUrl: mediaUrlSchema,
  text: z.string().max(10),
});

/** §3 layout options: rowsNum, layout, label.enable. */
export const navigationBarProps = widgetProps({
  params: {
    /** How many items the bar shows at most (§5). */
    rowsNum: z.number().int().min(1).max(MAX_NAV_ROWS_NUM),
    layout: z.enum(TILE_LAYOUTS),
    label: z.object({ enable: z.boolean() }),
  },
  data: { items: z.array(navItemSchema).max(20) },
});
export type NavigationBarProps = z.output<typeof navigationBarProps>;
