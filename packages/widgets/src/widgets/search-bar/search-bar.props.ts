import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { mediaUrlSchema } from '../../core/primitives.schema';

/** §3 Search widget params: placeholder, tipImageEnable, tipImage, rightImageEnable, rightImage. */
export const searchBarProps = widgetProps({
  params: {
    placeholder: z.string().max(40),
    /** A picture left of the field (e.g. the shop logo). */
    tipImageEnable: z.boolean(),
    tipImage: mediaUrlSchema,
    /** A picture right of the field. */
    rightImageEnable: z.boolean(),
    rightImage: mediaUrlSchema,
  },
  data: {},
});
export type SearchBarProps = z.output<typeof searchBarProps>;
