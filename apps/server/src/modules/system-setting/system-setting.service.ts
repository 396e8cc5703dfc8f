import {
  type PageQuery,
  SYSTEM_SETTING_AUTHORITIES,
  SYSTEM_SETTING_KEYS,
  SYSTEM_SETTINGS,
  type SystemSettingEdit,
  type SystemSettingUserEdit,
  type SystemSettingKey,
  type SystemSettings,
  type SystemSettingScope,
  type SystemSettingSource,
  type TodoComplete,
  type TodoEdit,
  type TodoFilter,
  type TodoItem,
} from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/date-time';
import type { Page } from '../../lib/route';
import { createdStamp, type Owner, ownerOf, type Scope, updatedStamp } from '../../scope/scope';
import {
  findOwnedOr404,
  notFound,
  ownedInsert,
  resolveOwner,
  scoped,
  scopedDelete,
  scopedUpdate,
} from '../../scope/scoped-db';
import {
  createSystemSettingRepository,
  type SettingRow,
  type TodoRow,
} from './system-setting.repository';

type ScopeValues = Partial<Record<SystemSettingKey, string>>;

const isAllowed = (key: string, value: string): key is SystemSettingKey =>
  (SYSTEM_SETTING_KEYS as string[]).includes(key) &&
  (SYSTEM_SETTINGS[key as SystemSettingKey].values as readonly string[]).includes(value);

/** The platform organisation, root of every path: owner of the global settings. */
const platformOwner = (scope: Scope): Owner => {
  const rootId = Number(scope.organPath.split('/')[1]);
  return { tenantId: rootId, organId: rootId, organPath: `/${rootId}/` };
};

/** The caller's tenant organisation, on the caller's own path ('/1/5/9/' in tenant 5 → '/1/5/'). */
const ownTenantRoot = (scope: Scope): Owner => {
  const segment = `/${scope.tenantId}/`;
  const at = scope.organPath.indexOf(segment);
  const organPath = at < 0 ? scope.organPath : scope.organPath.slice(0, at + segment.length);
  return { tenantId: scope.tenantId, organId: scope.tenantId, organPath };
};

/**
 * Tenant-wide settings are changed from the tenant's root organisation (whose scope holds
 * it); platform staff at the platform's root may also change any tenant's.
 */
const mayEditTenant = (scope: Scope): boolean =>
  scope.authorityCodes.has(SYSTEM_SETTING_AUTHORITIES.tenant) && scope.organId === scope.tenantId;

const mayEditGlobal = (scope: Scope): boolean =>
  scope.platform && scope.authorityCodes.has(SYSTEM_SETTING_AUTHORITIES.global);

const todoOf = (row: TodoRow): TodoItem => ({ ...row, done: row.done === 1 });

/**
 * System settings per scope, merged user > tenant > global > default, and each user's to-do
 * list. Only platform staff write global settings; a tenant's settings are written from its
 * root organisation (or by platform staff naming the tenant; anyone else: 404, it is outside
 * their scope); everyone writes their own. Settings are keyed records: the tenant and user a
 * query names are resolved and checked here (resolveOwner) before the repository reads them.
 */
export const createSystemSettingService = ({ db }: { db: Db }) => {
  const repository = createSystemSettingRepository(db);

  /**
   * The tenant organisation whose settings are meant: the caller's own for reading, else one
   * the caller's scope reaches (platform staff; a tenant's root organisation), else 404.
   */
  const tenantOwner = async (
    scope: Scope,
    tenantId: number | undefined,
    purpose: 'read' | 'write',
  ): Promise<Owner> => {
    const wanted = tenantId ?? scope.tenantId;
    if (purpose === 'read' && wanted === scope.tenantId) return ownTenantRoot(scope);
    // A tenant's root organisation has the tenant's id: it must be in the caller's scope.
    const owner = await resolveOwner(db, scope, { organId: wanted });
    if (owner.organId !== owner.tenantId) throw notFound();
    return owner;
  };

  const view = async (scope: Scope, tenantId: number): Promise<SystemSettings> => {
    const rows = await repository.settingsFor({ tenantId, userId: scope.userId });
    const byScope: Record<SystemSettingScope, ScopeValues> = { global: {}, tenant: {}, user: {} };
    for (const row of rows as SettingRow[]) {
      // A value no longer allowed (its definition changed) is ignored, not served.
      if (isAllowed(row.settingKey, row.value))
        byScope[row.scope as SystemSettingScope][row.settingKey] = row.value;
    }
    const effective = {} as Record<SystemSettingKey, string>;
    const sources = {} as Record<SystemSettingKey, SystemSettingSource>;
    for (const key of SYSTEM_SETTING_KEYS) {
      const source = (['user', 'tenant', 'global'] as const).find(
        (name) => byScope[name][key] !== undefined,
      );
      effective[key] = source ? (byScope[source][key] ?? '') : SYSTEM_SETTINGS[key].default;
      sources[key] = source ?? 'default';
    }
    return {
      effective,
      sources,
      ...byScope,
      tenantId,
      editable: { global: mayEditGlobal(scope), tenant: mayEditTenant(scope), user: true },
    };
  };

  /** Sets (or with null clears) one key at one scope for these owners. */
  const write = async (
    scope: Scope,
    name: SystemSettingScope,
    owner: Owner,
    userId: number,
    edit: SystemSettingEdit,
  ): Promise<void> => {
    const existing = await repository.findSetting(
      name,
      { tenantId: owner.tenantId, userId },
      edit.key,
    );
    if (edit.value === null) {
      if (existing) await repository.deleteSetting(existing.id);
      return;
    }
    if (existing) {
      await repository.updateSetting(existing.id, { value: edit.value, ...updatedStamp(scope) });
      return;
    }
    await repository.insertSetting({
      scope: name,
      userId,
      settingKey: edit.key,
      value: edit.value,
      ...owner,
      ...createdStamp(scope),
    });
  };

  const ownTodo = async (scope: Scope, id: number): Promise<TodoRow> => {
    const row = await findOwnedOr404(db, scope, 'todoItem', id);
    // Someone else's item does not exist for the caller, even in the same organisation.
    if (row.userId !== scope.userId) throw notFound();
    return row;
  };

  return {
    query: async (scope: Scope, tenantId: number | undefined): Promise<SystemSettings> =>
      view(scope, (await tenantOwner(scope, tenantId, 'read')).tenantId),

    editGlobal: async (scope: Scope, edit: SystemSettingEdit): Promise<SystemSettings> => {
      if (!scope.platform) throw new AppError(403, 'setting.platformOnly');
      await write(scope, 'global', platformOwner(scope), 0, edit);
      return view(scope, scope.tenantId);
    },

    editTenant: async (scope: Scope, edit: SystemSettingEdit): Promise<SystemSettings> => {
      const owner = await tenantOwner(scope, edit.tenantId, 'write');
      await write(scope, 'tenant', owner, 0, edit);
      return view(scope, owner.tenantId);
    },

    editUser: async (scope: Scope, edit: SystemSettingUserEdit): Promise<SystemSettings> => {
      if (edit.userId !== undefined && edit.userId !== scope.userId) throw notFound();
      await write(scope, 'user', ownerOf(scope), scope.userId, edit);
      return view(scope, scope.tenantId);
    },

    todoList: async (
      scope: Scope,
      filter: TodoFilter,
      page: PageQuery,
    ): Promise<Page<TodoItem>> => {
      const result = await repository.todoPage(scoped(db, scope), scope.userId, filter, page);
      return { ...result, entities: result.entities.map(todoOf) };
    },

    todoEdit: async (scope: Scope, body: TodoEdit): Promise<TodoItem> => {
      if (body.id === undefined) {
        const row = await ownedInsert(db, scope, 'todoItem', {
          userId: scope.userId,
          title: body.title,
          done: 0,
          doneDate: null,
        });
        return todoOf(row);
      }
      await ownTodo(scope, body.id);
      return todoOf(await scopedUpdate(db, scope, 'todoItem', body.id, { title: body.title }));
    },

    todoComplete: async (scope: Scope, body: TodoComplete): Promise<TodoItem> => {
      await ownTodo(scope, body.id);
      const done = body.done ?? true;
      return todoOf(
        await scopedUpdate(db, scope, 'todoItem', body.id, {
          done: done ? 1 : 0,
          doneDate: done ? formatDateTime(scope.nowMs) : null,
        }),
      );
    },

    todoRemove: async (scope: Scope, id: number): Promise<void> => {
      await ownTodo(scope, id);
      await scopedDelete(db, scope, 'todoItem', id);
    },
  };
};

export type SystemSettingService = ReturnType<typeof createSystemSettingService>;
