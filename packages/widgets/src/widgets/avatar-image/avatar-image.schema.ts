import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { mediaUrlSchema } from '../../core/primitives.schema';
import { defineWidgetSchema } from '../../core/schema-manifest';
import { AVATAR_IMAGE, AVATAR_MAX_SIZE, avatarImageDefaults } from './avatar-image.defaults';

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

export const avatarImageSchema = defineWidgetSchema({
  type: AVATAR_IMAGE,
  props: avatarImageProps,
  defaults: avatarImageDefaults,
});
