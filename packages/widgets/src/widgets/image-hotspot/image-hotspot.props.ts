import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { hotZoneSchema, zoneImageSchema } from '../hot-zone-image/hot-zone-image.props';
import { zoneFits } from '../hot-zone-image/hot-zone-image.zones';
import { MAX_HOTSPOTS } from './image-hotspot.constants';

/** §2: hotspot links are declared without behaviour; what the operator set is kept, inert. */
export const hotspotLinkSchema = z.object({
  kind: z.literal('inert'),
  declared: z.literal('hotspot'),
  target: z.string().max(2048),
});

/** §3 Hotspot: index, fullLink, height, width, left, top (px of params.image). */
export const hotspotSchema = hotZoneSchema.extend({ fullLink: hotspotLinkSchema });

export const imageHotspotProps = widgetProps({
  /** §3 params image{url, width, height}: the picture and the size its hotspots are measured in. */
  params: { image: zoneImageSchema },
  data: { hotspots: z.array(hotspotSchema).max(MAX_HOTSPOTS) },
}).superRefine((props, ctx) => {
  props.data.hotspots.forEach((spot, i) => {
    if (!zoneFits(spot, props.params.image))
      ctx.addIssue({
        code: 'custom',
        message: 'hotspot outside the picture',
        path: ['data', 'hotspots', i],
      });
  });
});
export type ImageHotspotProps = z.output<typeof imageHotspotProps>;
