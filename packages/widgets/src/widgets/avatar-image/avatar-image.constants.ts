// Constants the avatar-image defaults and props schema share (zod-free, like the defaults).

export const AVATAR_MAX_SIZE = 375;
