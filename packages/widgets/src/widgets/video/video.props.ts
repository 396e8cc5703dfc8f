import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { mediaUrlSchema } from '../../core/primitives.schema';
import { VIDEO_AUTOPLAY_VALUES } from './video.constants';

/** §3 Video: videoUrl, poster, autoplay (1 = on). */
export const videoProps = widgetProps({
  params: {
    autoplay: z.literal(VIDEO_AUTOPLAY_VALUES),
  },
  data: { videoUrl: mediaUrlSchema, poster: mediaUrlSchema },
});
export type VideoProps = z.output<typeof videoProps>;
