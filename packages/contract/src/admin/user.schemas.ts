import { z } from 'zod';
import { idParamSchema, idSchema, ownedFieldsSchema } from '../api/owned';
import { scopeSelectorFields } from '../api/scope-filter';
import { requiredTextOf, textOf } from '../api/text';
import { authorityNodeSchema } from './auth.schemas';

/** The shortest password the server accepts for a new user or a reset. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/**
 * The lowest zxcvbn score (0 too guessable … 4 very unguessable) a new password may have: 2
 * refuses common and leaked passwords and their near variants (docs/security.md "Passwords").
 */
export const PASSWORD_MIN_SCORE = 2;

/** A role as a user record names it. */
export const userRoleRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
});
export type UserRoleRef = z.infer<typeof userRoleRefSchema>;

/** A user as lists show it (never the password hash). */
export const userSchema = ownedFieldsSchema.extend({
  id: z.number().int(),
  userName: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  introduction: z.string().nullable(),
  enabled: z.boolean(),
  roles: z.array(userRoleRefSchema),
});
export type UserRecord = z.infer<typeof userSchema>;

/** The user/detail screen: the user, the roles and the authority tree they grant. */
export const userDetailSchema = userSchema.extend({
  userAuthorities: z.array(authorityNodeSchema),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

const optionalText = textOf(128).optional();

/** User list filter; the organisation selector narrows it inside the caller's scope. */
export const userFilterSchema = z.object({
  name: optionalText,
  userName: optionalText,
  enabled: z.boolean({ error: 'invalid' }).optional(),
  /** Tenant and organisation selectors; ids outside the caller's scope match nothing. */
  ...scopeSelectorFields,
});
export type UserFilter = z.infer<typeof userFilterSchema>;

/** Kept as typed (never trimmed); no control characters. */
const passwordSchema = requiredTextOf(PASSWORD_MAX_LENGTH, { trim: false });

/**
 * Create (no `id`) or update a user. `password` is required on create and ignored on update
 * (reset-password changes it); `roleIds` on create assigns those roles.
 */
export const userEditSchema = z.object({
  id: idSchema.optional(),
  userName: requiredTextOf(64).regex(/^[\w.@-]+$/, { error: 'invalid' }),
  name: requiredTextOf(128),
  avatar: textOf(1024).nullable().optional(),
  introduction: textOf(1000, { multiline: true }).nullable().optional(),
  enabled: z.boolean({ error: 'invalid' }).optional(),
  password: passwordSchema.optional(),
  /** Owner organisation; the caller's own when absent on create. */
  organId: idSchema.optional(),
  roleIds: z.array(idSchema).max(100).optional(),
});
export type UserEdit = z.infer<typeof userEditSchema>;

export const userRemoveQuerySchema = z.object({ id: idParamSchema });

export const userIdBodySchema = z.object({ id: idSchema });

/** Enable (true) or disable (false) a user; disabling ends all of the user's sessions. */
export const userEnableSchema = z.object({
  id: idSchema,
  enabled: z.boolean({ error: 'required' }),
});
export type UserEnable = z.infer<typeof userEnableSchema>;

/** A new password for the user; their sessions end and the old password stops working. */
export const userResetPasswordSchema = z.object({
  id: idSchema,
  password: passwordSchema,
});
export type UserResetPassword = z.infer<typeof userResetPasswordSchema>;

/**
 * The roles the user should hold. Roles the caller could not assign (granting more than the
 * caller holds) can be neither added nor taken away by them.
 */
export const userAssignRolesSchema = z.object({
  id: idSchema,
  roleIds: z.array(idSchema, { error: 'required' }).max(100),
});
export type UserAssignRoles = z.infer<typeof userAssignRolesSchema>;

/**
 * One open session of a user (the Sessions dialog, docs/security.md "Sessions"). `key` names it
 * for end-session without giving out its id (a digest of it); `current` is the caller's own.
 */
export const userSessionSchema = z.object({
  key: z.string(),
  /** Opened and expiring at, in epoch milliseconds. */
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;

/** One session of the user to end (log out) at once. */
export const userEndSessionSchema = z.object({
  id: idSchema,
  key: requiredTextOf(64).regex(/^[0-9a-f]+$/, { error: 'invalid' }),
});
export type UserEndSession = z.infer<typeof userEndSessionSchema>;
