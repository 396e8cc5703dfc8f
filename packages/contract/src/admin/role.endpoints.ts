import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { pageQuerySchema } from '../api/paging';
import {
  roleAuthoritiesSchema,
  roleEditSchema,
  roleFilterSchema,
  roleIdBodySchema,
  roleOptionSchema,
  roleRemoveQuerySchema,
  roleSchema,
  roleSetAuthoritiesSchema,
} from './role.schemas';

/** Roles of the caller's scope and the authorities they grant. */
export const roleEndpoints = {
  list: defineEndpoint({
    method: 'POST',
    path: '/api/admin/role/list',
    summary: 'Roles in the caller’s scope, paged; filters name, code and organisation',
    access: { authority: 'ROLE_LIST' },
    isolation: { owned: 'role' },
    query: pageQuerySchema,
    body: roleFilterSchema,
    kind: 'paged',
    response: roleSchema,
  }),
  queryForList: defineEndpoint({
    method: 'POST',
    path: '/api/admin/role/query-for-list',
    summary: 'Every role in the caller’s scope (options of the assign-roles dialog)',
    access: { authority: 'ROLE_LIST' },
    isolation: { owned: 'role' },
    body: roleFilterSchema,
    kind: 'envelope',
    response: z.array(roleOptionSchema),
  }),
  edit: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/role/edit',
    summary: 'Create (no id) or update a role',
    access: { authority: 'ROLE_EDIT' },
    isolation: { owned: 'role' },
    body: roleEditSchema,
    kind: 'envelope',
    response: roleSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/role/remove',
    summary: 'Remove a role that no user holds any more',
    access: { authority: 'ROLE_REMOVE' },
    isolation: { owned: 'role' },
    query: roleRemoveQuerySchema,
    kind: 'envelope',
    response: z.null(),
  }),
  getAuthorities: defineEndpoint({
    method: 'POST',
    path: '/api/admin/role/get-authorities',
    summary: 'The tree the caller may grant from, and the ids the role holds',
    access: { authority: 'ROLE_LIST' },
    isolation: { owned: 'role' },
    body: roleIdBodySchema,
    kind: 'envelope',
    response: roleAuthoritiesSchema,
  }),
  setAuthorities: defineEndpoint({
    method: 'POST',
    path: '/api/admin/role/set-authorities',
    summary: 'Set the authorities of a role (only ones the caller holds)',
    access: { authority: 'ROLE_EDIT' },
    isolation: { owned: 'role' },
    body: roleSetAuthoritiesSchema,
    kind: 'envelope',
    response: roleAuthoritiesSchema,
  }),
} as const;
