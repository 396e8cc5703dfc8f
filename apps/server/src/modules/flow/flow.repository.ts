import type { Db } from '../../db/database';
import { formatDateTime } from '../../lib/date-time';
import type { Owner } from '../../scope/scope';
import { untyped } from '../../scope/scoped-db';

// The approvals' tables (migration 0070-flow), read and written through one untyped view:
// their rows are owned, and every query here is reached only after the scope was checked by
// the service (an instance, a task or a definition the caller may see).

export type DefinitionRow = Owner & {
  id: number;
  key: string;
  name: string;
  version: number;
  state: number;
  formId: number | null;
  categoryId: number | null;
  businessType: string;
  listenerIds: string | null;
};

export type InstanceRow = Owner & {
  id: number;
  definitionId: number;
  businessType: string;
  businessKey: string | null;
  startUserId: number;
  startUserName: string;
  startTime: string;
  endTime: string | null;
  startMs: number | string;
  endMs: number | string | null;
  status: number;
  variables: string;
  engineState: string | null;
  activeElements: string;
  completedElements: string;
  currentNodes: string;
  currentAssignees: string;
  revision: number;
};

export type TaskRow = Owner & {
  id: number;
  instanceId: number;
  elementId: string;
  name: string;
  assigneeId: number | null;
  ownerId: number | null;
  candidates: string;
  formId: number | null;
  status: number;
  createTime: string;
  endTime: string | null;
  completedById: number | null;
  comment: string | null;
};

export type Candidate = { kind: 'user' | 'role' | 'head'; value: string };

export type HistoryInput = {
  instanceId: number;
  taskId?: number | null;
  elementId?: string | null;
  nodeName?: string | null;
  type: string;
  userId: number | null;
  userName: string | null;
  targetUserName?: string | null;
  comment?: string | null;
  formData?: Record<string, unknown> | null;
};

export const createFlowRepository = (db: Db) => {
  const q = (via: Db = db) => untyped(via);
  const stamp = (ms: number, by: string) => ({
    createBy: by,
    createDate: formatDateTime(ms),
    updateBy: by,
    updateDate: formatDateTime(ms),
  });

  return {
    xmlOf: async (definitionId: number, via: Db = db): Promise<string> =>
      (
        (await q(via)
          .selectFrom('flowDefinitionXml')
          .select('xml')
          .where('definitionId', '=', definitionId)
          .executeTakeFirstOrThrow()) as { xml: string }
      ).xml,

    definition: async (id: number, via: Db = db) =>
      (await q(via)
        .selectFrom('flowDefinition')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow()) as DefinitionRow,

    instance: async (id: number, via: Db = db) =>
      (await q(via)
        .selectFrom('flowInstance')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst()) as InstanceRow | undefined,

    task: async (id: number, via: Db = db) =>
      (await q(via).selectFrom('flowTask').selectAll().where('id', '=', id).executeTakeFirst()) as
        TaskRow | undefined,

    openTasks: async (instanceId: number, via: Db = db) =>
      (await q(via)
        .selectFrom('flowTask')
        .selectAll()
        .where('instanceId', '=', instanceId)
        .where('status', '=', 1)
        .orderBy('id')
        .execute()) as TaskRow[],

    candidatesOf: async (taskIds: readonly number[], via: Db = db) =>
      taskIds.length === 0
        ? []
        : ((await q(via)
            .selectFrom('flowTaskCandidate')
            .selectAll()
            .where('taskId', 'in', taskIds)
            .execute()) as (Candidate & { taskId: number })[]),

    insertTask: async (
      via: Db,
      owner: Owner,
      values: Omit<TaskRow, keyof Owner | 'id' | 'endTime' | 'completedById' | 'comment'>,
      candidates: readonly Candidate[],
      ms: number,
      by: string,
    ): Promise<TaskRow> => {
      const row = (await q(via)
        .insertInto('flowTask')
        .values({ ...values, ...owner, ...stamp(ms, by) })
        .returningAll()
        .executeTakeFirstOrThrow()) as TaskRow;
      const unique = [...new Map(candidates.map((c) => [`${c.kind}:${c.value}`, c])).values()];
      if (unique.length > 0)
        await q(via)
          .insertInto('flowTaskCandidate')
          .values(unique.map((c) => ({ taskId: row.id, kind: c.kind, value: c.value })))
          .execute();
      return row;
    },

    /** Moves a waiting task on; false when it was not waiting any more (someone was first). */
    updateTask: async (
      via: Db,
      id: number,
      changes: Partial<TaskRow>,
      ms: number,
      by: string,
      expect: Partial<Pick<TaskRow, 'status' | 'assigneeId'>> = { status: 1 },
    ): Promise<boolean> => {
      let update = q(via)
        .updateTable('flowTask')
        .set({ ...changes, updateBy: by, updateDate: formatDateTime(ms) })
        .where('id', '=', id);
      for (const [column, value] of Object.entries(expect))
        update = update.where(column, value === null ? 'is' : '=', value);
      const result = await update.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    history: async (via: Db, owner: Owner, entry: HistoryInput, ms: number) => {
      await q(via)
        .insertInto('flowHistory')
        .values({
          instanceId: entry.instanceId,
          taskId: entry.taskId ?? null,
          elementId: entry.elementId ?? null,
          nodeName: entry.nodeName ?? null,
          type: entry.type,
          userId: entry.userId,
          userName: entry.userName,
          targetUserName: entry.targetUserName ?? null,
          comment: entry.comment ?? null,
          formData: entry.formData ? JSON.stringify(entry.formData) : null,
          createTime: formatDateTime(ms),
          ...owner,
          ...stamp(ms, entry.userName ?? 'system'),
        })
        .execute();
    },

    /** Users of a tenant by id, enabled ones only. */
    users: async (tenantId: number, ids: readonly number[], via: Db = db) =>
      ids.length === 0
        ? []
        : ((await q(via)
            .selectFrom('user')
            .select(['id', 'userName', 'name', 'organId', 'enabled'])
            .where('tenantId', '=', tenantId)
            .where('id', 'in', [...new Set(ids)])
            .execute()) as {
            id: number;
            userName: string;
            name: string;
            organId: number;
            enabled: number;
          }[]),

    userByName: async (tenantId: number, userName: string, via: Db = db) =>
      (await q(via)
        .selectFrom('user')
        .select(['id', 'userName', 'name', 'enabled'])
        .where('tenantId', '=', tenantId)
        .where('userName', '=', userName)
        .executeTakeFirst()) as
        { id: number; userName: string; name: string; enabled: number } | undefined,

    /** Names of users by id (any tenant: the ids come from rows already in scope). */
    namesOf: async (ids: readonly (number | null)[], via: Db = db) => {
      const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
      if (wanted.length === 0) return new Map<number, string>();
      const rows = (await q(via)
        .selectFrom('user')
        .select(['id', 'name', 'userName'])
        .where('id', 'in', wanted)
        .execute()) as { id: number; name: string; userName: string }[];
      return new Map(rows.map((row) => [row.id, row.name || row.userName]));
    },

    /** Codes of the roles a user holds. */
    roleCodes: async (userId: number, via: Db = db) =>
      (
        (await q(via)
          .selectFrom('userRole')
          .innerJoin('role', 'role.id', 'userRole.roleId')
          .select('role.code')
          .where('userRole.userId', '=', userId)
          .execute()) as { code: string }[]
      ).map((row) => row.code),
  };
};

export type FlowRepository = ReturnType<typeof createFlowRepository>;
