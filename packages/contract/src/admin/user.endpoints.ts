import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { pageQuerySchema } from '../api/paging';
import {
  userAssignRolesSchema,
  userDetailSchema,
  userEditSchema,
  userEnableSchema,
  userFilterSchema,
  userIdBodySchema,
  userRemoveQuerySchema,
  userResetPasswordSchema,
  userSchema,
} from './user.schemas';

/** Users of the caller's scope (the user and user/detail screens). */
export const userEndpoints = {
  list: defineEndpoint({
    method: 'POST',
    path: '/api/admin/user/list',
    summary: 'Users in the caller’s scope, paged; filters name, userName, enabled and organisation',
    access: { authority: 'USER_LIST' },
    query: pageQuerySchema,
    body: userFilterSchema,
    kind: 'paged',
    response: userSchema,
  }),
  detail: defineEndpoint({
    method: 'POST',
    path: '/api/admin/user/detail',
    summary: 'One user with roles and the authority tree they grant (user/detail screen)',
    access: { authority: 'USER_LIST' },
    body: userIdBodySchema,
    kind: 'envelope',
    response: userDetailSchema,
  }),
  edit: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/user/edit',
    summary: 'Create (no id, with password) or update a user',
    access: { authority: 'USER_EDIT' },
    body: userEditSchema,
    kind: 'envelope',
    response: userSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/user/remove',
    summary: 'Remove a user (never oneself); their sessions end',
    access: { authority: 'USER_REMOVE' },
    query: userRemoveQuerySchema,
    kind: 'envelope',
    response: z.null(),
  }),
  enable: defineEndpoint({
    method: 'POST',
    path: '/api/admin/user/enable',
    summary: 'Enable or disable a user (never oneself); disabling ends their sessions at once',
    access: { authority: 'USER_EDIT' },
    body: userEnableSchema,
    kind: 'envelope',
    response: userSchema,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/admin/user/reset-password',
    summary: 'Set a new password; the user’s sessions end',
    access: { authority: 'USER_EDIT' },
    body: userResetPasswordSchema,
    kind: 'envelope',
    response: z.null(),
  }),
  assignRoles: defineEndpoint({
    method: 'POST',
    path: '/api/admin/user/assign-roles',
    summary: 'Set the roles of a user (only roles granting no more than the caller holds)',
    access: { authority: 'USER_EDIT' },
    body: userAssignRolesSchema,
    kind: 'envelope',
    response: userSchema,
  }),
} as const;
