import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { linkSchema } from '../../core/link.schema';
import { mediaUrlSchema } from '../../core/primitives.schema';

export const imageSliderProps = widgetProps({
  /** Autoplay interval in ms; 0 turns autoplay off. */
  params: { autoplay: z.number().int().min(0).max(60_000) },
  data: { items: z.array(z.object({ image: mediaUrlSchema, link: linkSchema })).max(10) },
});
export type ImageSliderProps = z.output<typeof imageSliderProps>;
