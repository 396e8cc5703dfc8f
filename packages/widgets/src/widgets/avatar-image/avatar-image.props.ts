import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { mediaUrlSchema } from '../../core/primitives.schema';
import { AVATAR_MAX_SIZE } from './avatar-image.constants';

export const avatarImageProps = widgetProps({
  params: {
    /** Width and height in px (§9: 90 by default). */
    size: z.number().int().min(1).max(AVATAR_MAX_SIZE),
    round: z.boolean(),
  },
  /** '' or a picture that fails to load shows the default avatar. */
  data: { avatarUrl: mediaUrlSchema },
});
export type AvatarImageProps = z.output<typeof avatarImageProps>;
