import { defineWidgetSchema } from '../../core/schema-manifest';
import { AVATAR_IMAGE, avatarImageDefaults } from './avatar-image.defaults';
import { avatarImageProps } from './avatar-image.props';

// The props have their own file so that the defaults can import their type without a cycle.
export { avatarImageProps, type AvatarImageProps } from './avatar-image.props';

export const avatarImageSchema = defineWidgetSchema({
  type: AVATAR_IMAGE,
  props: avatarImageProps,
  defaults: avatarImageDefaults,
});
