import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { linkSchema } from '../../core/link.schema';
import { mediaUrlSchema } from '../../core/primitives.schema';
import { AD_TYPES } from './ad-popup.constants';

/** §3 Ad modal: ads with adType (image or video), image, video, adLink. */
export const adSchema = z.object({
  adType: z.enum(AD_TYPES),
  image: mediaUrlSchema,
  video: mediaUrlSchema,
  adLink: linkSchema,
});

export const adPopupProps = widgetProps({
  /** With showOnce the pop-up does not reappear once shown (remembered in the host's storage). */
  params: { showOnce: z.boolean() },
  data: { ads: z.array(adSchema).max(5) },
});
export type AdPopupProps = z.output<typeof adPopupProps>;
