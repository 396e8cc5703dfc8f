import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import {
  authorityEditSchema,
  authorityRemoveQuerySchema,
  authoritySchema,
  authorityTreeSchema,
} from './authority.schemas';

/**
 * The authority tree (directory 1, menu 2, button 3). It is global: only platform staff may
 * change it, whatever authorities a tenant role carries.
 */
export const authorityEndpoints = {
  tree: defineEndpoint({
    method: 'POST',
    path: '/api/admin/authority/tree',
    summary: 'The whole authority tree, ordered by sort',
    access: { authority: 'AUTHORITY_LIST' },
    isolation: 'global',
    kind: 'envelope',
    response: authorityTreeSchema,
  }),
  edit: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/authority/edit',
    summary: 'Create (no id) or update an authority node (platform staff only)',
    access: { authority: 'AUTHORITY_EDIT' },
    isolation: 'global',
    body: authorityEditSchema,
    kind: 'envelope',
    response: authoritySchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/authority/remove',
    summary: 'Remove an authority node without children (platform staff only)',
    access: { authority: 'AUTHORITY_REMOVE' },
    isolation: 'global',
    query: authorityRemoveQuerySchema,
    kind: 'envelope',
    response: z.null(),
  }),
} as const;
