import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { pageQuerySchema } from '../api/paging';
import {
  employeeEditSchema,
  employeeFilterSchema,
  employeeSchema,
  employeeUserFilterSchema,
  employeeUserOptionSchema,
  ministoreRemoveQuerySchema,
  storeAddressEditSchema,
  storeAddressFilterSchema,
  storeAddressSchema,
  storeDetailSchema,
  storeEditSchema,
  storeFilterSchema,
  storeScheduleEditSchema,
  storeScheduleFilterSchema,
  storeScheduleSchema,
  storeSchema,
} from './store.schemas';

const STORES = { owned: 'store' } as const;
const BASE = '/api/ministore';

/** The list, edit and remove calls every store sub-resource has (console.md §7 conventions). */
const crud = <
  const F extends z.ZodType,
  const E extends z.ZodType,
  const R extends z.ZodType,
  const T extends string,
  const C extends string,
>(options: {
  resource: string;
  table: T;
  code: C;
  what: string;
  filter: F;
  edit: E;
  record: R;
}) =>
  ({
    list: defineEndpoint({
      method: 'POST',
      path: `${BASE}/${options.resource}/list`,
      summary: `${options.what} in the caller’s scope, paged`,
      access: { authority: `${options.code}_LIST` },
      isolation: { owned: options.table },
      query: pageQuerySchema,
      body: options.filter,
      kind: 'paged',
      response: options.record,
    }),
    edit: defineEndpoint({
      method: 'PATCH',
      path: `${BASE}/${options.resource}/edit`,
      summary: `Create (no id) or update one of the ${options.what.toLowerCase()}`,
      access: { authority: `${options.code}_EDIT` },
      isolation: { owned: options.table },
      body: options.edit,
      kind: 'envelope',
      response: options.record,
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: `${BASE}/${options.resource}/remove`,
      summary: `Remove one of the ${options.what.toLowerCase()}`,
      access: { authority: `${options.code}_REMOVE` },
      isolation: { owned: options.table },
      query: ministoreRemoveQuerySchema,
      kind: 'envelope',
      response: z.null(),
    }),
  }) as const;

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

/** Store addresses; a store names one by `addressId`. */
export const storeAddressEndpoints = {
  ...crud({
    resource: 'store-address',
    table: 'store_address',
    code: 'STORE_ADDRESS',
    what: 'Store addresses',
    filter: storeAddressFilterSchema,
    edit: storeAddressEditSchema,
    record: storeAddressSchema,
  }),
  queryForList: defineEndpoint({
    method: 'POST',
    path: `${BASE}/store-address/query-for-list`,
    summary: 'Every address in the caller’s scope (options of the store form), at most 1000',
    access: { authority: 'STORE_LIST' },
    isolation: { owned: 'store_address' },
    body: storeAddressFilterSchema,
    kind: 'envelope',
    response: z.array(storeAddressSchema),
  }),
} as const;

/** Opening hours: periods per weekday; the periods of one day never overlap. */
export const storeScheduleEndpoints = crud({
  resource: 'store-schedule',
  table: 'store_schedule',
  code: 'STORE_SCHEDULE',
  what: 'Opening periods of stores',
  filter: storeScheduleFilterSchema,
  edit: storeScheduleEditSchema,
  record: storeScheduleSchema,
});

/** Employees: users of the store's tenant, linked to the store with a position. */
export const employeeEndpoints = {
  ...crud({
    resource: 'employee',
    table: 'store_employee',
    code: 'EMPLOYEE',
    what: 'Store employees',
    filter: employeeFilterSchema,
    edit: employeeEditSchema,
    record: employeeSchema,
  }),
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

/** The store groups of the endpoint table (`endpoints.store`, `endpoints.employee`…). */
export const storeEndpointGroups = {
  store: storeEndpoints,
  storeAddress: storeAddressEndpoints,
  storeSchedule: storeScheduleEndpoints,
  employee: employeeEndpoints,
} as const;
