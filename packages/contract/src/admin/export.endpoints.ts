import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { pageQuerySchema } from '../api/paging';
import {
  exportCreateSchema,
  exportFilterSchema,
  exportIdQuerySchema,
  exportJobSchema,
} from './export.schemas';

/** My exports: each user sees, downloads and removes only their own. */
export const exportEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin/export/create',
    summary: 'Start exporting a list endpoint with its filter to an .xlsx file; answers the job',
    access: 'session',
    isolation: 'self',
    body: exportCreateSchema,
    kind: 'envelope',
    response: exportJobSchema,
  }),
  list: defineEndpoint({
    method: 'POST',
    path: '/api/admin/export/list',
    summary: 'The caller’s own exports, newest first, with status and progress',
    access: 'session',
    isolation: 'self',
    query: pageQuerySchema,
    body: exportFilterSchema,
    kind: 'paged',
    response: exportJobSchema,
  }),
  download: defineEndpoint({
    method: 'GET',
    path: '/api/admin/export/download',
    summary: 'The finished .xlsx file of one of the caller’s exports',
    access: 'session',
    isolation: 'self',
    query: exportIdQuerySchema,
    kind: 'raw',
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/export/remove',
    summary: 'Remove one of the caller’s exports and its file',
    access: 'session',
    isolation: 'self',
    query: exportIdQuerySchema,
    kind: 'envelope',
    response: z.null(),
  }),
} as const;
