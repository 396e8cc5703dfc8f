import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { pageQuerySchema } from '../api/paging';
import {
  organEditSchema,
  organFilterSchema,
  organNodeSchema,
  organOptionQuerySchema,
  organRemoveQuerySchema,
  organSchema,
  organScopeBodySchema,
} from './organ.schemas';

const OWNED = { owned: 'organ' } as const;

/** Organisations of the caller's scope (organ screens, tenant and organisation selectors). */
export const organEndpoints = {
  list: defineEndpoint({
    method: 'POST',
    path: '/api/admin/organ/list',
    summary: 'Organisations in the caller’s scope, paged; filters name, type, parent, selectors',
    access: { authority: 'ORGAN_LIST' },
    isolation: OWNED,
    query: pageQuerySchema,
    body: organFilterSchema,
    kind: 'paged',
    response: organSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/organ/remove',
    summary: 'Remove an organisation that has no sub-organisations and owns no data',
    access: { authority: 'ORGAN_REMOVE' },
    isolation: OWNED,
    query: organRemoveQuerySchema,
    kind: 'envelope',
    response: z.null(),
  }),
  edit: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/organ/edit',
    summary:
      'Create (no id) or update an organisation; a new parent moves the whole subtree; type 1 under the platform creates a tenant',
    access: { authority: 'ORGAN_EDIT' },
    isolation: OWNED,
    body: organEditSchema,
    kind: 'envelope',
    response: organSchema,
  }),
  subordinate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/organ/query-subordinate-organ',
    summary: 'The organisation tree from the caller’s organisation (or the chosen one) down',
    access: 'session',
    isolation: OWNED,
    body: organScopeBodySchema,
    kind: 'envelope',
    response: z.array(organNodeSchema),
  }),
  tenantList: defineEndpoint({
    method: 'POST',
    path: '/api/admin/organ/query-tenant-list',
    summary: 'Tenant options: organisation nodes of type 0 or 1 the caller may choose',
    access: 'session',
    isolation: OWNED,
    query: organOptionQuerySchema,
    body: organScopeBodySchema,
    kind: 'envelope',
    response: z.array(organSchema),
  }),
  assigneeList: defineEndpoint({
    method: 'POST',
    path: '/api/admin/organ/query-assignee-organ',
    summary: 'Organisations the caller may assign records to (self and below, one tenant)',
    access: 'session',
    isolation: OWNED,
    query: organOptionQuerySchema,
    body: organScopeBodySchema,
    kind: 'envelope',
    response: z.array(organSchema),
  }),
} as const;
