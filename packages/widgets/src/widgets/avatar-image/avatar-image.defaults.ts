import { defaultCommonParams, defaultStyle, spacing } from '../../core/defaults';
import { sampleImage } from '../../core/samples';
import type { AvatarImageProps } from './avatar-image.props';

// Shared with the props schema, so they live in the (zod-free) constants file.
export { AVATAR_MAX_SIZE } from './avatar-image.constants';

export const AVATAR_IMAGE = 'avatar-image';

/** §9: avatar default size 90, with a fallback default avatar image. */
export const AVATAR_DEFAULT_SIZE = 90;

/** The fallback default avatar: a grey head and shoulders, inline so it never fails to load. */
export const DEFAULT_AVATAR =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 90 90"><rect width="90" height="90" fill="#e5e6eb"/>' +
      '<circle cx="45" cy="35" r="17" fill="#c0c4cc"/><path d="M12 90c2-20 16-30 33-30s31 10 33 30z" fill="#c0c4cc"/></svg>',
  );

export const avatarImageDefaults: AvatarImageProps = {
  style: defaultStyle({ paddings: spacing(10) }),
  params: { ...defaultCommonParams, size: AVATAR_DEFAULT_SIZE, round: true },
  data: { avatarUrl: sampleImage('A', 1, 180, 180) },
};
