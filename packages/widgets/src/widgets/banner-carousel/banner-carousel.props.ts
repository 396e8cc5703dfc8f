import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { mediaUrlSchema } from '../../core/primitives.schema';

/** §3 Banner: the common style and items carrying imgUrl. */
export const bannerCarouselProps = widgetProps({
  params: {},
  data: { items: z.array(z.object({ imgUrl: mediaUrlSchema })).max(10) },
});
export type BannerCarouselProps = z.output<typeof bannerCarouselProps>;
