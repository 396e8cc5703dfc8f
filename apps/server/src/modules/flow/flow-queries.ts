import type {
  FlowHistoryEntry,
  FlowInstance,
  FlowInstanceDetail,
  FlowTask,
  PageQuery,
} from '@retail/contract';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import { fetchPage } from '../../lib/paged-query';
import type { Page } from '../../lib/route';
import { canSee, type Scope } from '../../scope/scope';
import { notFound, untyped } from '../../scope/scoped-db';
import { ORGAN_HEAD_ROLE } from './flow-assignees';
import { formFieldsOf } from './flow-form-check';
import type { FlowRepository, InstanceRow, TaskRow } from './flow.repository';

// The approvals' reads: todo, finished, my processes and an instance's detail. Lists read the
// definitions and user names of a page in one batch each.

type Filter = {
  definitionKey?: string | null | undefined;
  businessKey?: string | null | undefined;
  name?: string | null | undefined;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = SelectQueryBuilder<any, any, any>;

type DefinitionFacts = {
  id: number;
  key: string;
  name: string;
  version: number;
  businessType: string;
  categoryName: string | null;
};

export const createFlowQueries = (deps: { db: Db; repository: FlowRepository }) => {
  const { db, repository } = deps;
  const q = () => untyped(db);

  const definitionsOf = async (ids: readonly number[]) => {
    if (ids.length === 0) return new Map<number, DefinitionFacts>();
    const rows = (await q()
      .selectFrom('flowDefinition as d')
      .leftJoin('flowCategory as c', 'c.id', 'd.categoryId')
      .select(['d.id', 'd.key', 'd.name', 'd.version', 'd.businessType', 'c.name as categoryName'])
      .where('d.id', 'in', [...new Set(ids)])
      .execute()) as DefinitionFacts[];
    return new Map(rows.map((row) => [row.id, row]));
  };

  const instanceViews = async (scope: Scope, rows: InstanceRow[]): Promise<FlowInstance[]> => {
    const definitions = await definitionsOf(rows.map((row) => row.definitionId));
    return rows.map((row) => {
      const definition = definitions.get(row.definitionId) as DefinitionFacts;
      const end = row.endMs === null ? scope.nowMs : Number(row.endMs);
      return {
        id: row.id,
        definitionId: row.definitionId,
        definitionKey: definition.key,
        definitionName: definition.name,
        definitionVersion: definition.version,
        categoryName: definition.categoryName,
        businessType: row.businessType as FlowInstance['businessType'],
        businessKey: row.businessKey,
        startUserId: row.startUserId,
        startUserName: row.startUserName,
        startTime: row.startTime,
        endTime: row.endTime,
        status: row.status as FlowInstance['status'],
        currentNodes: row.currentNodes,
        currentAssignees: row.currentAssignees,
        durationMs: Math.max(0, end - Number(row.startMs)),
      };
    });
  };

  const taskViews = async (
    scope: Scope,
    rows: TaskRow[],
    claimable: Set<number> = new Set(),
  ): Promise<FlowTask[]> => {
    const instances = rows.length
      ? ((await q()
          .selectFrom('flowInstance')
          .select(['id', 'definitionId', 'businessKey', 'businessType', 'startUserName'])
          .where('id', 'in', [...new Set(rows.map((row) => row.instanceId))])
          .execute()) as InstanceRow[])
      : [];
    const byId = new Map(instances.map((row) => [row.id, row]));
    const definitions = await definitionsOf(instances.map((row) => row.definitionId));
    const names = await repository.namesOf(rows.flatMap((row) => [row.assigneeId, row.ownerId]));
    return rows.map((row) => {
      const instance = byId.get(row.instanceId) as InstanceRow;
      const definition = definitions.get(instance.definitionId) as DefinitionFacts;
      return {
        id: row.id,
        instanceId: row.instanceId,
        definitionKey: definition.key,
        definitionName: definition.name,
        definitionVersion: definition.version,
        businessType: instance.businessType as FlowTask['businessType'],
        businessKey: instance.businessKey,
        elementId: row.elementId,
        name: row.name,
        assigneeId: row.assigneeId,
        assigneeName: row.assigneeId === null ? null : (names.get(row.assigneeId) ?? null),
        ownerId: row.ownerId,
        ownerName: row.ownerId === null ? null : (names.get(row.ownerId) ?? null),
        candidates: row.candidates,
        claimable: row.assigneeId === null && row.status === 1 && claimable.has(row.id),
        status: row.status as FlowTask['status'],
        startUserName: instance.startUserName,
        createTime: row.createTime,
        endTime: row.endTime,
        comment: row.comment,
      };
    });
  };

  /** Narrows tasks by their instance's definition key, business key and the task's name. */
  const filtered = (query: AnyQuery, filter: Filter): AnyQuery => {
    let out = query;
    if (filter.name) out = out.where(sql`lower(t.name)`, 'like', `%${filter.name.toLowerCase()}%`);
    if (filter.businessKey) out = out.where('i.businessKey', '=', filter.businessKey);
    if (filter.definitionKey) out = out.where('d.key', '=', filter.definitionKey);
    return out;
  };

  const taskBase = () =>
    q()
      .selectFrom('flowTask as t')
      .innerJoin('flowInstance as i', 'i.id', 't.instanceId')
      .innerJoin('flowDefinition as d', 'd.id', 'i.definitionId')
      .selectAll('t');

  return {
    instanceViews,
    taskViews,

    todo: async (scope: Scope, filter: Filter, page: PageQuery): Promise<Page<FlowTask>> => {
      const roles = await repository.roleCodes(scope.userId);
      const head = roles.includes(ORGAN_HEAD_ROLE);
      const query = filtered(
        taskBase()
          .where('t.tenantId', '=', scope.tenantId)
          .where('t.status', '=', 1)
          .where((eb) =>
            eb.or([
              eb('t.assigneeId', '=', scope.userId),
              eb.and([
                eb('t.assigneeId', 'is', null),
                eb.exists(
                  eb
                    .selectFrom('flowTaskCandidate as c')
                    .select('c.taskId')
                    .whereRef('c.taskId', '=', 't.id')
                    .where((inner) =>
                      inner.or([
                        inner.and([
                          inner('c.kind', '=', 'user'),
                          inner('c.value', '=', String(scope.userId)),
                        ]),
                        ...(roles.length
                          ? [
                              inner.and([
                                inner('c.kind', '=', 'role'),
                                inner('c.value', 'in', roles),
                              ]),
                            ]
                          : []),
                        ...(head
                          ? [
                              inner.and([
                                inner('c.kind', '=', 'head'),
                                inner('c.value', '=', String(scope.organId)),
                              ]),
                            ]
                          : []),
                      ]),
                    ),
                ),
              ]),
            ]),
          ),
        filter,
      ).orderBy('t.id', 'desc');
      const found = await fetchPage(query, page);
      const rows = found.entities as TaskRow[];
      const claimable = new Set(rows.filter((row) => row.assigneeId === null).map((row) => row.id));
      return { ...found, entities: await taskViews(scope, rows, claimable) };
    },

    finished: async (scope: Scope, filter: Filter, page: PageQuery): Promise<Page<FlowTask>> => {
      const query = filtered(
        taskBase()
          .where('t.tenantId', '=', scope.tenantId)
          .where('t.completedById', '=', scope.userId),
        filter,
      ).orderBy('t.id', 'desc');
      const found = await fetchPage(query, page);
      return { ...found, entities: await taskViews(scope, found.entities as TaskRow[]) };
    },

    mine: async (
      scope: Scope,
      filter: Filter & { status?: number | null | undefined },
      page: PageQuery,
    ): Promise<Page<FlowInstance>> => {
      let query = q()
        .selectFrom('flowInstance as i')
        .innerJoin('flowDefinition as d', 'd.id', 'i.definitionId')
        .selectAll('i')
        .where('i.tenantId', '=', scope.tenantId)
        .where('i.startUserId', '=', scope.userId);
      if (filter.status) query = query.where('i.status', '=', filter.status);
      if (filter.businessKey) query = query.where('i.businessKey', '=', filter.businessKey);
      if (filter.definitionKey) query = query.where('d.key', '=', filter.definitionKey);
      if (filter.name)
        query = query.where(sql`lower(d.name)`, 'like', `%${filter.name.toLowerCase()}%`);
      const found = await fetchPage(query.orderBy('i.id', 'desc'), page);
      return { ...found, entities: await instanceViews(scope, found.entities as InstanceRow[]) };
    },

    /** An instance the caller started, took part in, or sees by organisation; else 404. */
    visibleInstance: async (scope: Scope, id: number): Promise<InstanceRow> => {
      const instance = await repository.instance(id);
      if (!instance || (!scope.platform && instance.tenantId !== scope.tenantId)) throw notFound();
      if (instance.startUserId === scope.userId || canSee(scope, instance)) return instance;
      const involved = await q()
        .selectFrom('flowTask')
        .select('id')
        .where('instanceId', '=', id)
        .where((eb) =>
          eb.or([
            eb('assigneeId', '=', scope.userId),
            eb('ownerId', '=', scope.userId),
            eb('completedById', '=', scope.userId),
          ]),
        )
        .executeTakeFirst();
      if (!involved) throw notFound();
      return instance;
    },

    detail: async (
      scope: Scope,
      instance: InstanceRow,
      openCandidate: (task: TaskRow) => Promise<boolean>,
    ): Promise<FlowInstanceDetail> => {
      const [view] = await instanceViews(scope, [instance]);
      const open = await repository.openTasks(instance.id);
      const history = (await q()
        .selectFrom('flowHistory')
        .selectAll()
        .where('instanceId', '=', instance.id)
        .orderBy('id')
        .execute()) as (Omit<FlowHistoryEntry, 'formData'> & { formData: string | null })[];
      const definition = await repository.definition(instance.definitionId);
      const form = definition.formId
        ? ((await q()
            .selectFrom('flowForm')
            .select(['formName', 'formContent'])
            .where('id', '=', definition.formId)
            .executeTakeFirst()) as { formName: string; formContent: string } | undefined)
        : undefined;
      const claimable = new Set<number>();
      for (const task of open)
        if (task.assigneeId === null && (await openCandidate(task))) claimable.add(task.id);
      const variables = JSON.parse(instance.variables) as Record<string, unknown>;
      delete variables.INITIATOR;
      return {
        instance: view as FlowInstance,
        xml: await repository.xmlOf(definition.id),
        activeElementIds: JSON.parse(instance.activeElements) as string[],
        completedElementIds: JSON.parse(instance.completedElements) as string[],
        history: history.map((entry) => ({
          id: entry.id,
          taskId: entry.taskId,
          elementId: entry.elementId,
          nodeName: entry.nodeName,
          type: entry.type,
          userId: entry.userId,
          userName: entry.userName,
          targetUserName: entry.targetUserName,
          comment: entry.comment,
          formData: entry.formData
            ? (JSON.parse(entry.formData) as FlowHistoryEntry['formData'])
            : null,
          createTime: entry.createTime,
        })),
        tasks: await taskViews(scope, open, claimable),
        variables: variables as FlowInstanceDetail['variables'],
        formName: form?.formName ?? null,
        formContent: formFieldsOf(form?.formContent),
        myTaskId: open.find((task) => task.assigneeId === scope.userId)?.id ?? null,
      };
    },
  };
};

export type FlowQueries = ReturnType<typeof createFlowQueries>;
