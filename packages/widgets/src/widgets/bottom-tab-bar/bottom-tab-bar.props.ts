import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { linkSchema } from '../../core/link.schema';
import { colorSchema, mediaUrlSchema } from '../../core/primitives.schema';
import { TILE_LAYOUTS } from '../../core/tile-layout';
import { MAX_TABS } from './bottom-tab-bar.constants';

/** §3 Tab bar item: defaultImage, activeImage, icon, text, fullLink. */
export const tabItemSchema = z.object({
  defaultImage: mediaUrlSchema,
  activeImage: mediaUrlSchema,
  /** A built-in icon name (home, category, cart, user...), used unless diyIconEnabled. */
  icon: z.string().max(40),
  text: z.string().max(10),
  fullLink: linkSchema,
});
export type TabItem = z.output<typeof tabItemSchema>;

export const bottomTabBarProps = widgetProps({
  params: {
    /** Index of the tab that starts active. */
    active: z
      .number()
      .int()
      .min(0)
      .max(MAX_TABS - 1),
    hideName: z.boolean(),
    /** Use the uploaded default/active images instead of the built-in icons. */
    diyIconEnabled: z.boolean(),
    layout: z.enum(TILE_LAYOUTS),
    color: colorSchema,
    activeColor: colorSchema,
  },
  data: { items: z.array(tabItemSchema).min(1).max(MAX_TABS) },
});
export type BottomTabBarProps = z.output<typeof bottomTabBarProps>;
