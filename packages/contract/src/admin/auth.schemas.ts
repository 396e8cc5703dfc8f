import { z } from 'zod';
import { idSchema } from '../api/owned';
import { plainText, requiredTextOf } from '../api/text';
import type { AuthorityNode } from './authority-node';

export { AUTHORITY_TYPES, type AuthorityNode, type AuthorityType } from './authority-node';

export const authorityNodeSchema: z.ZodType<AuthorityNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    name: z.string(),
    icon: z.string().nullable(),
    url: z.string().nullable(),
    type: z.number().int(),
    code: z.string(),
    sort: z.number().int(),
    hidden: z.boolean().optional(),
    children: z.array(authorityNodeSchema),
  }),
);

export const captchaSchema = z.object({
  uuid: z.string(),
  /** A data URL of the captcha picture. */
  img: z.string(),
  /** False when the server runs with CAPTCHA=off (automated tests only). */
  enabled: z.boolean(),
});
export type Captcha = z.infer<typeof captchaSchema>;

export const loginBodySchema = z.object({
  userName: requiredTextOf(64),
  password: requiredTextOf(128, { trim: false }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginHeadersSchema = z.object({
  validatecode: plainText({ trim: false }).optional(),
  uuid: plainText({ trim: false }).optional(),
});

/** Login result (console.md §3). */
export const loginResultSchema = z.object({
  token: z.string(),
  id: z.number().int(),
  userName: z.string(),
  tenantId: z.number().int(),
  organId: z.number().int(),
  organPath: z.string(),
  avatar: z.string().nullable(),
  introduction: z.string().nullable(),
  roles: z.array(z.string()),
  userAuthorities: z.array(authorityNodeSchema),
  /**
   * Wrong passwords tried for this user name since its last login (kept up to 30 days): the
   * console tells the owner, who may not have been the one trying.
   */
  failedAttemptsSinceLastLogin: z.number().int().nonnegative(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const userInfoBodySchema = z.object({
  userId: idSchema,
  organId: idSchema,
});

/** User info (console.md §3). */
export const userInfoSchema = z.object({
  name: z.string(),
  avatar: z.string().nullable(),
  introduction: z.string().nullable(),
  roles: z.array(z.string()),
  userAuthorities: z.array(authorityNodeSchema),
});
export type UserInfo = z.infer<typeof userInfoSchema>;
