import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { pagePathSchema, pageQuerySchema } from '../api/paging';
import {
  dictionaryEditSchema,
  dictionaryEntrySchema,
  dictionaryFilterSchema,
  dictionaryGroupBodySchema,
  dictionaryGroupSchema,
  dictionaryReferencedBodySchema,
  dictionaryRemoveQuerySchema,
} from './dictionary.schemas';

/**
 * The dictionary screen (list, edit, remove: rows the caller manages, its organisation and
 * below) and the calls of console.md §7 that read what an organisation references (its own
 * rows and those of every organisation above it, the platform's included).
 */
export const dictionaryEndpoints = {
  list: defineEndpoint({
    method: 'POST',
    path: '/api/admin/dictionary/list',
    summary: 'Paged dictionary entries of the caller’s scope, by namespace then sorted',
    access: { authority: 'DICTIONARY_LIST' },
    isolation: { owned: 'dictionary' },
    query: pageQuerySchema,
    body: dictionaryFilterSchema,
    kind: 'paged',
    response: dictionaryEntrySchema,
  }),
  edit: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/dictionary/edit',
    summary: 'Create (no id) or update a dictionary entry',
    access: { authority: 'DICTIONARY_EDIT' },
    isolation: { owned: 'dictionary' },
    body: dictionaryEditSchema,
    kind: 'envelope',
    response: dictionaryEntrySchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/dictionary/remove',
    summary: 'Remove a dictionary entry',
    access: { authority: 'DICTIONARY_REMOVE' },
    isolation: { owned: 'dictionary' },
    query: dictionaryRemoveQuerySchema,
    kind: 'envelope',
    response: z.null(),
  }),
  group: defineEndpoint({
    method: 'POST',
    path: '/api/admin/dictionary/get-dictionary-group',
    summary: 'Referenced entries grouped by namespace (bigType → entries)',
    access: 'session',
    isolation: { owned: 'dictionary' },
    body: dictionaryGroupBodySchema,
    kind: 'envelope',
    response: dictionaryGroupSchema,
  }),
  referencedList: defineEndpoint({
    method: 'POST',
    path: '/api/admin/dictionary/get-referenced-dictionary-list',
    summary: 'Every entry the organisation references (the console loads it after login)',
    access: 'session',
    isolation: { owned: 'dictionary' },
    body: dictionaryReferencedBodySchema,
    kind: 'envelope',
    response: z.array(dictionaryEntrySchema),
  }),
  organReferenced: defineEndpoint({
    method: 'POST',
    path: '/api/admin/dictionary/get-organ-referenced-dictionary',
    summary: 'The entries one organisation of the caller’s scope references',
    access: 'session',
    isolation: { owned: 'dictionary' },
    body: dictionaryReferencedBodySchema,
    kind: 'envelope',
    response: z.array(dictionaryEntrySchema),
  }),
  organReferencedPage: defineEndpoint({
    method: 'POST',
    path: '/api/admin/dictionary/get-organ-referenced-dictionary-pagination/:size/:page',
    summary: 'One page of the entries an organisation references (size, then page, in the path)',
    access: 'session',
    isolation: { owned: 'dictionary' },
    params: pagePathSchema,
    body: dictionaryReferencedBodySchema,
    kind: 'paged',
    response: dictionaryEntrySchema,
  }),
} as const;
