import type { PageQuery, SystemSettingScope, TodoFilter } from '@retail/contract';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { SystemSettingTable, TodoItemTable } from '../../db/schema';
import { fetchPage } from '../../lib/paged-query';
import type { Page } from '../../lib/route';
import { containsText } from '../../lib/text-match';
import type { ScopedDb } from '../../scope/scoped-db';

export type SettingRow = Selectable<SystemSettingTable>;
export type TodoRow = Selectable<TodoItemTable>;

/** Which settings apply to a user: the global ones, their tenant's, their own. */
export type SettingOwners = { tenantId: number; userId: number };

/**
 * Settings are keyed records (scope, tenant, user, key): the service resolves and checks the
 * tenant and user before it asks for them. To-do items are owned rows read through the scope.
 */
export const createSystemSettingRepository = (db: Db) => ({
  settingsFor: ({ tenantId, userId }: SettingOwners): Promise<SettingRow[]> =>
    db
      .selectFrom('systemSetting')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('scope', '=', 'global'),
          eb.and([eb('scope', '=', 'tenant'), eb('tenantId', '=', tenantId)]),
          eb.and([eb('scope', '=', 'user'), eb('userId', '=', userId)]),
        ]),
      )
      .execute(),

  findSetting: (
    scope: SystemSettingScope,
    owners: SettingOwners,
    key: string,
  ): Promise<SettingRow | undefined> =>
    db
      .selectFrom('systemSetting')
      .selectAll()
      .where('scope', '=', scope)
      .where('userId', '=', owners.userId)
      .where('settingKey', '=', key)
      // Global settings are one set, whichever tenant wrote them.
      .$if(scope !== 'global', (query) => query.where('tenantId', '=', owners.tenantId))
      .executeTakeFirst(),

  insertSetting: async (values: Insertable<SystemSettingTable>): Promise<void> => {
    await db.insertInto('systemSetting').values(values).execute();
  },

  updateSetting: async (id: number, values: Updateable<SystemSettingTable>): Promise<void> => {
    await db.updateTable('systemSetting').set(values).where('id', '=', id).execute();
  },

  deleteSetting: async (id: number): Promise<void> => {
    await db.deleteFrom('systemSetting').where('id', '=', id).execute();
  },

  /** The user's own items of the caller's scope: open first, newest first. */
  todoPage: (
    scoped: ScopedDb,
    userId: number,
    filter: TodoFilter,
    page: PageQuery,
  ): Promise<Page<TodoRow>> => {
    let query = scoped.selectFrom('todoItem').selectAll().where('userId', '=', userId);
    if (filter.done !== undefined) query = query.where('done', '=', filter.done ? 1 : 0);
    if (filter.title) query = query.where(containsText('title', filter.title));
    return fetchPage(query.orderBy('done').orderBy('id', 'desc'), page);
  },
});

export type SystemSettingRepository = ReturnType<typeof createSystemSettingRepository>;
