import type { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { linkSchema } from '../../core/link.schema';
import { mediaUrlSchema } from '../../core/primitives.schema';

/** §3 Image widget: the common style; data fullLink, imgUrl. */
export const singleImageProps = widgetProps({
  params: {},
  data: { imgUrl: mediaUrlSchema, fullLink: linkSchema },
});
export type SingleImageProps = z.output<typeof singleImageProps>;
