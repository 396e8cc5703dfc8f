import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { mediaUrlSchema } from '../../core/primitives.schema';
import { HOT_ZONE_MIN_SIZE, zoneFits } from './hot-zone-image.zones';
import { MAX_HOT_ZONES } from './hot-zone-image.constants';

const px = z.number().int().min(0).max(10_000);

/** A picture with its size in px: the area its zones are measured in. */
export const zoneImageSchema = z.object({
  url: mediaUrlSchema,
  width: z.number().int().min(HOT_ZONE_MIN_SIZE).max(10_000),
  height: z.number().int().min(HOT_ZONE_MIN_SIZE).max(10_000),
});

/** §3 Hot spot (editor): width, height, left, top, index; §5 at least 20 by 20. */
export const hotZoneSchema = z.object({
  index: z.number().int().min(1).max(MAX_HOT_ZONES),
  left: px,
  top: px,
  width: px.min(HOT_ZONE_MIN_SIZE),
  height: px.min(HOT_ZONE_MIN_SIZE),
});

export const hotZoneImageProps = widgetProps({
  params: {},
  data: { image: zoneImageSchema, zones: z.array(hotZoneSchema).max(MAX_HOT_ZONES) },
}).superRefine((props, ctx) => {
  // §5: a zone is limited to its parent area.
  props.data.zones.forEach((zone, i) => {
    if (!zoneFits(zone, props.data.image))
      ctx.addIssue({
        code: 'custom',
        message: 'zone outside the picture',
        path: ['data', 'zones', i],
      });
  });
});
export type HotZoneImageProps = z.output<typeof hotZoneImageProps>;
