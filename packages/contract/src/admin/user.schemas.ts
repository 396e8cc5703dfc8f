import { z } from 'zod';
import { ownedFieldsSchema } from '../api/owned';
import { authorityNodeSchema } from './auth.schemas';
import { adminRecordIdSchema } from './authority.schemas';

/** The shortest password the server accepts for a new user or a reset. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

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

const optionalText = z.string().trim().max(128, { error: 'tooLong' }).optional();

/** User list filter; the organisation selector narrows it inside the caller's scope. */
export const userFilterSchema = z.object({
  name: optionalText,
  userName: optionalText,
  enabled: z.boolean({ error: 'invalid' }).optional(),
  /** Tenant selector (platform staff); ignored for ids outside the caller's scope. */
  tenantId: z.number().int().positive().nullable().optional(),
  /** selfAndSub mode: this organisation and everything below it. */
  organId: z.number().int().positive().nullable().optional(),
  /** selected mode: exactly these organisations. */
  organIds: z.array(z.number().int().positive()).max(500).nullable().optional(),
});
export type UserFilter = z.infer<typeof userFilterSchema>;

const passwordSchema = z
  .string({ error: 'required' })
  .min(1, { error: 'required' })
  .max(PASSWORD_MAX_LENGTH, { error: 'tooLong' });

/**
 * Create (no `id`) or update a user. `password` is required on create and ignored on update
 * (reset-password changes it); `roleIds` on create assigns those roles.
 */
export const userEditSchema = z.object({
  id: z.number().int().positive().optional(),
  userName: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(64, { error: 'tooLong' })
    .regex(/^[\w.@-]+$/, { error: 'invalid' }),
  name: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(128, { error: 'tooLong' }),
  avatar: z.string().trim().max(1024, { error: 'tooLong' }).nullable().optional(),
  introduction: z.string().trim().max(1000, { error: 'tooLong' }).nullable().optional(),
  enabled: z.boolean({ error: 'invalid' }).optional(),
  password: passwordSchema.optional(),
  /** Owner organisation; the caller's own when absent on create. */
  organId: z.number().int().positive().optional(),
  roleIds: z.array(z.number().int().positive()).max(100).optional(),
});
export type UserEdit = z.infer<typeof userEditSchema>;

export const userRemoveQuerySchema = z.object({ id: adminRecordIdSchema });

export const userIdBodySchema = z.object({ id: adminRecordIdSchema });

/** Enable (true) or disable (false) a user; disabling ends all of the user's sessions. */
export const userEnableSchema = z.object({
  id: adminRecordIdSchema,
  enabled: z.boolean({ error: 'required' }),
});
export type UserEnable = z.infer<typeof userEnableSchema>;

/** A new password for the user; their sessions end and the old password stops working. */
export const userResetPasswordSchema = z.object({
  id: adminRecordIdSchema,
  password: passwordSchema,
});
export type UserResetPassword = z.infer<typeof userResetPasswordSchema>;

/**
 * The roles the user should hold. Roles the caller could not assign (granting more than the
 * caller holds) can be neither added nor taken away by them.
 */
export const userAssignRolesSchema = z.object({
  id: adminRecordIdSchema,
  roleIds: z.array(z.number().int().positive(), { error: 'required' }).max(100),
});
export type UserAssignRoles = z.infer<typeof userAssignRolesSchema>;
