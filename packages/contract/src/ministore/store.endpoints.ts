import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { pageQuerySchema } from '../api/paging';
import {
  employeeUserFilterSchema,
  employeeUserOptionSchema,
  ministoreRemoveQuerySchema,
  storeDetailSchema,
  storeEditSchema,
  storeFilterSchema,
  storeSchema,
} from './store.schemas';

const STORES = { owned: 'store' } as const;
const BASE = '/api/ministore';

/** Stores (console.md §7 `store/...`). */
export const storeEndpoints = {
  list: defineEndpoint({
    method: 'POST',
    path: `${BASE}/store/list`,
    summary: 'Stores in the caller’s scope, paged; store filter of console.md §3',
    access: { authority: 'STORE_LIST' },
    isolation: STORES,
    query: pageQuerySchema,
    body: storeFilterSchema,
    kind: 'paged',
    response: storeSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${BASE}/store/remove`,
    summary: 'Remove a store with its opening hours, areas and employee links',
    access: { authority: 'STORE_REMOVE' },
    isolation: STORES,
    query: ministoreRemoveQuerySchema,
    kind: 'envelope',
    response: z.null(),
  }),
  edit: defineEndpoint({
    method: 'PATCH',
    path: `${BASE}/store/edit`,
    summary: 'Create (no id) or update a store',
    access: { authority: 'STORE_EDIT' },
    isolation: STORES,
    body: storeEditSchema,
    kind: 'envelope',
    response: storeSchema,
  }),
  getList: defineEndpoint({
    method: 'POST',
    path: `${BASE}/store/get-list`,
    summary: 'Every store matching the filter (data is a list, at most 1000)',
    access: { authority: 'STORE_LIST' },
    isolation: STORES,
    body: storeFilterSchema,
    kind: 'envelope',
    response: z.array(storeSchema),
  }),
  query: defineEndpoint({
    method: 'POST',
    path: `${BASE}/store/query`,
    summary:
      'The first store matching the filter, with its address, opening hours, areas and employees (404 when none)',
    access: { authority: 'STORE_LIST' },
    isolation: STORES,
    body: storeFilterSchema,
    kind: 'envelope',
    response: storeDetailSchema,
  }),
} as const;

/**
 * Beside the employees' registry calls (`employee/...`), under the same path prefix: the users an
 * employee can be (the employee form's chooser, without USER_LIST).
 */
export const employeeUserEndpoints = {
  userOptions: defineEndpoint({
    method: 'POST',
    path: `${BASE}/employee/query-user-options`,
    summary: 'Users of the caller’s scope an employee can be (at most 200, by name)',
    access: { authority: 'EMPLOYEE_EDIT' },
    isolation: { owned: 'user' },
    body: employeeUserFilterSchema,
    kind: 'envelope',
    response: z.array(employeeUserOptionSchema),
  }),
} as const;

/**
 * The store groups of the endpoint table (`endpoints.store`, `endpoints.employeeUser`); store
 * addresses, opening hours, areas, services and employees are registry resources.
 */
export const storeEndpointGroups = {
  store: storeEndpoints,
  employeeUser: employeeUserEndpoints,
} as const;
