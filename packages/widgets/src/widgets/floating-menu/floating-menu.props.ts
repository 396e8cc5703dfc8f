import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { linkSchema } from '../../core/link.schema';
import { mediaUrlSchema } from '../../core/primitives.schema';
import { TILE_LAYOUTS } from '../../core/tile-layout';
import { MAX_FLOATING_BUTTONS } from './floating-menu.constants';

/** §3 Floating menu button: image and name (and where it leads). */
export const floatingButtonSchema = z.object({
  image: mediaUrlSchema,
  name: z.string().max(8),
  link: linkSchema,
});

/** §3 Floating menu: params.enable, layout, showName; btns. */
export const floatingMenuProps = widgetProps({
  params: {
    enable: z.boolean(),
    /** The buttons stack above the toggle (vertical) or line up beside it (horizontal). */
    layout: z.enum(TILE_LAYOUTS),
    showName: z.boolean(),
  },
  data: { btns: z.array(floatingButtonSchema).max(MAX_FLOATING_BUTTONS) },
});
export type FloatingMenuProps = z.output<typeof floatingMenuProps>;
