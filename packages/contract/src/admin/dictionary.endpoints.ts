import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { pagePathSchema } from '../api/paging';
import {
  dictionaryEntrySchema,
  dictionaryGroupBodySchema,
  dictionaryGroupSchema,
  dictionaryReferencedBodySchema,
} from './dictionary.schemas';

/**
 * The dictionary's calls beside its declaration (dictionary.resource.ts, whose list, edit,
 * remove and export the registry makes): console.md §7, what an organisation references — its
 * own rows and those of every organisation above it, the platform's included, the nearest owner
 * winning. Their group is `dictionaryReference`; the registry's is `dictionary`.
 */
export const dictionaryEndpoints = {
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
