import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { pageQuerySchema } from '../api/paging';
import {
  SYSTEM_SETTING_AUTHORITIES,
  systemSettingEditSchema,
  systemSettingQuerySchema,
  systemSettingUserEditSchema,
  systemSettingsSchema,
  todoCompleteSchema,
  todoEditSchema,
  todoFilterSchema,
  todoItemSchema,
  todoRemoveQuerySchema,
} from './system-setting.schemas';

/**
 * The system settings dialog: settings per scope (global, tenant, temporary = the user's own)
 * and the user's to-do list. Every edit answers the merged settings as `query` does.
 */
export const systemSettingEndpoints = {
  query: defineEndpoint({
    method: 'POST',
    path: '/api/admin/system-setting/query',
    summary: 'Settings of every scope and the merged values (user > tenant > global > default)',
    access: 'session',
    isolation: { owned: 'system_setting' },
    body: systemSettingQuerySchema,
    kind: 'envelope',
    response: systemSettingsSchema,
  }),
  editGlobal: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/system-setting/edit-global',
    summary: 'Set (or clear with null) a platform-wide setting (platform staff only)',
    access: { authority: SYSTEM_SETTING_AUTHORITIES.global },
    isolation: 'global',
    body: systemSettingEditSchema,
    kind: 'envelope',
    response: systemSettingsSchema,
  }),
  editTenant: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/system-setting/edit-tenant',
    summary: 'Set (or clear with null) a setting of the caller’s tenant',
    access: { authority: SYSTEM_SETTING_AUTHORITIES.tenant },
    isolation: { owned: 'system_setting' },
    body: systemSettingEditSchema,
    kind: 'envelope',
    response: systemSettingsSchema,
  }),
  editUser: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/system-setting/edit-user',
    summary: 'Set (or clear with null) one of the caller’s own temporary settings',
    access: 'session',
    isolation: 'self',
    body: systemSettingUserEditSchema,
    kind: 'envelope',
    response: systemSettingsSchema,
  }),
  todoList: defineEndpoint({
    method: 'POST',
    path: '/api/admin/todo/list',
    summary: 'The caller’s own to-do items, open ones first',
    access: 'session',
    isolation: 'self',
    query: pageQuerySchema,
    body: todoFilterSchema,
    kind: 'paged',
    response: todoItemSchema,
  }),
  todoEdit: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/todo/edit',
    summary: 'Add (no id) or rename one of the caller’s to-do items',
    access: 'session',
    isolation: 'self',
    body: todoEditSchema,
    kind: 'envelope',
    response: todoItemSchema,
  }),
  todoComplete: defineEndpoint({
    method: 'POST',
    path: '/api/admin/todo/complete',
    summary: 'Mark one of the caller’s to-do items done (or open again with done false)',
    access: 'session',
    isolation: 'self',
    body: todoCompleteSchema,
    kind: 'envelope',
    response: todoItemSchema,
  }),
  todoRemove: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/todo/remove',
    summary: 'Remove one of the caller’s to-do items',
    access: 'session',
    isolation: 'self',
    query: todoRemoveQuerySchema,
    kind: 'envelope',
    response: z.null(),
  }),
} as const;
