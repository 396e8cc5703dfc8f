import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { mediaUrlSchema } from '../../core/primitives.schema';
import { defineWidgetSchema } from '../../core/schema-manifest';
import { VIDEO, VIDEO_AUTOPLAY_VALUES, videoDefaults } from './video.defaults';

/** §3 Video: videoUrl, poster, autoplay (1 = on). */
export const videoProps = widgetProps({
  params: {
    autoplay: z.literal(VIDEO_AUTOPLAY_VALUES),
  },
  data: { videoUrl: mediaUrlSchema, poster: mediaUrlSchema },
});
export type VideoProps = z.output<typeof videoProps>;

export const videoSchema = defineWidgetSchema({
  type: VIDEO,
  props: videoProps,
  defaults: videoDefaults,
});
