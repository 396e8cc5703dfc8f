import type { FlowVariables } from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/date-time';
import { canSee, type Scope } from '../../scope/scope';
import { notFound, untyped } from '../../scope/scoped-db';
import type { Assignees } from './flow-assignees';
import { runStep } from './flow-engine';
import { checkFormValues, formFieldsOf } from './flow-form-check';
import type { FlowRuntime } from './flow-runtime.service';
import type { FlowRepository, InstanceRow, TaskRow } from './flow.repository';

// The decisions on a task (docs/approvals.md): only its assignee decides (a candidate claims it
// first); a task already decided is a 409, someone else's a 403, one the caller cannot see at all
// a 404. Each writes its typed history entry; the flow moves on only through the engine.

const STATUS_TEXT: Record<number, string> = { 2: 'approved', 3: 'rejected', 4: 'cancelled' };

export const createFlowTasks = (deps: {
  db: Db;
  repository: FlowRepository;
  assignees: Assignees;
  runtime: FlowRuntime;
  model: Parameters<typeof import('./flow-runtime.service').createFlowRuntime>[0]['model'];
}) => {
  const { db, repository, assignees, runtime } = deps;

  /** Whether the caller takes part in a task: assignee, delegating owner, or candidate. */
  const takesPart = async (scope: Scope, task: TaskRow) =>
    task.assigneeId === scope.userId ||
    task.ownerId === scope.userId ||
    task.completedById === scope.userId ||
    (task.assigneeId === null &&
      (await assignees.isCandidate(scope, await repository.candidatesOf([task.id]))));

  /** The task if the caller may see it (their own, or in their organisations), else 404. */
  const visibleTask = async (scope: Scope, id: number): Promise<TaskRow> => {
    const task = await repository.task(id);
    if (!task || (!scope.platform && task.tenantId !== scope.tenantId)) throw notFound();
    if (!canSee(scope, task) && !(await takesPart(scope, task))) throw notFound();
    return task;
  };

  const userName = async (id: number | null) =>
    id === null ? '' : ((await repository.namesOf([id])).get(id) ?? String(id));

  /** A task the caller may decide now, with its running instance. */
  const decidable = async (scope: Scope, id: number) => {
    const task = await visibleTask(scope, id);
    if (task.status !== 1)
      throw new AppError(409, 'flow.taskDone', {
        values: { status: STATUS_TEXT[task.status] ?? '' },
      });
    if (task.assigneeId === null) {
      const candidate = await takesPart(scope, task);
      throw new AppError(403, candidate ? 'flow.claimFirst' : 'flow.notYourTask', {
        values: { assignee: task.candidates },
      });
    }
    if (task.assigneeId !== scope.userId)
      throw new AppError(403, 'flow.notYourTask', {
        values: { assignee: await userName(task.assigneeId) },
      });
    const instance = (await repository.instance(task.instanceId)) as InstanceRow;
    if (instance.status !== 1)
      throw new AppError(409, 'flow.instanceEnded', {
        values: { status: STATUS_TEXT[instance.status] ?? '' },
      });
    return { task, instance };
  };

  /** Closes the caller's task (compare-and-set: a second decision at once is a 409). */
  const close = async (
    trx: Db,
    scope: Scope,
    task: TaskRow,
    status: 2 | 3,
    comment: string | null,
  ) => {
    const done = await repository.updateTask(
      trx,
      task.id,
      { status, endTime: formatDateTime(scope.nowMs), completedById: scope.userId, comment },
      scope.nowMs,
      scope.userName,
      { status: 1, assigneeId: scope.userId },
    );
    if (!done) throw new AppError(409, 'flow.taskDone', { values: { status: '' } });
  };

  const history = (trx: Db, scope: Scope, task: TaskRow, entry: Record<string, unknown>) =>
    repository.history(
      trx,
      runtime.ownerOfRow(task),
      {
        instanceId: task.instanceId,
        taskId: task.id,
        elementId: task.elementId,
        nodeName: task.name,
        userId: scope.userId,
        userName: scope.userName,
        type: 'approve',
        ...entry,
      },
      scope.nowMs,
    );

  /** A running instance cancelled: its open tasks close, its record goes back (hooks). */
  const cancel = async (scope: Scope, instance: InstanceRow, comment: string | null) => {
    if (instance.status !== 1)
      throw new AppError(409, 'flow.instanceEnded', {
        values: { status: STATUS_TEXT[instance.status] ?? '' },
      });
    await db.transaction().execute(async (trx) => {
      const result = await untyped(trx)
        .updateTable('flowInstance')
        .set({ revision: instance.revision + 1 })
        .where('id', '=', instance.id)
        .where('revision', '=', instance.revision)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new AppError(400, 'state.changed');
      await repository.history(
        trx,
        runtime.ownerOfRow(instance),
        {
          instanceId: instance.id,
          type: 'stop',
          userId: scope.userId,
          userName: scope.userName,
          comment,
        },
        scope.nowMs,
      );
      await runtime.finish(trx, scope, instance, 'cancelled', comment);
    });
  };

  return {
    visibleTask,

    approve: async (scope: Scope, id: number, comment: string | null, variables: FlowVariables) => {
      const { task, instance } = await decidable(scope, id);
      const definition = await repository.definition(instance.definitionId);
      const formId = task.formId ?? definition.formId;
      const form = formId
        ? ((await untyped(db)
            .selectFrom('flowForm')
            .select('formContent')
            .where('id', '=', formId)
            .executeTakeFirst()) as { formContent: string } | undefined)
        : undefined;
      checkFormValues(formFieldsOf(form?.formContent), variables, { required: false });
      // A delegated task goes back to the one who delegated it; the flow waits.
      if (task.ownerId !== null && task.ownerId !== scope.userId) {
        const ownerName = await userName(task.ownerId);
        await db.transaction().execute(async (trx) => {
          const moved = await repository.updateTask(
            trx,
            task.id,
            { assigneeId: task.ownerId, ownerId: null },
            scope.nowMs,
            scope.userName,
            { status: 1, assigneeId: scope.userId },
          );
          if (!moved) throw new AppError(409, 'flow.taskDone', { values: { status: '' } });
          await history(trx, scope, task, {
            type: 'resolve',
            comment,
            formData: variables,
            targetUserName: ownerName,
          });
        });
        return task.id;
      }
      const model = await deps.model(definition);
      const merged = { ...runtime.json<FlowVariables>(instance.variables, {}), ...variables };
      const step = await runStep({
        xml: await repository.xmlOf(definition.id),
        state: instance.engineState,
        variables: merged,
        signal: task.elementId,
      });
      await db.transaction().execute(async (trx) => {
        await close(trx, scope, task, 2, comment);
        await history(trx, scope, task, { type: 'approve', comment, formData: variables });
        await runtime.apply(trx, scope, instance, step, model);
      });
      return task.id;
    },

    reject: async (scope: Scope, id: number, reason: string) => {
      const { task, instance } = await decidable(scope, id);
      await db.transaction().execute(async (trx) => {
        await close(trx, scope, task, 3, reason);
        await history(trx, scope, task, { type: 'reject', comment: reason });
        await runtime.finish(trx, scope, instance, 'rejected', reason);
      });
      return task.id;
    },

    handOver: async (
      scope: Scope,
      id: number,
      input: {
        userId: number;
        delegate?: boolean | undefined;
        comment?: string | null | undefined;
      },
    ) => {
      const { task } = await decidable(scope, id);
      if (input.userId === scope.userId)
        throw new AppError(400, 'flow.handOverSelf', { field: 'userId' });
      const [target] = await repository.users(task.tenantId, [input.userId]);
      if (!target || target.enabled !== 1)
        throw new AppError(400, 'flow.unknownUser', {
          field: 'userId',
          values: { id: String(input.userId) },
        });
      const delegate = input.delegate ?? false;
      await db.transaction().execute(async (trx) => {
        const moved = await repository.updateTask(
          trx,
          task.id,
          { assigneeId: target.id, ownerId: delegate ? (task.ownerId ?? scope.userId) : null },
          scope.nowMs,
          scope.userName,
          { status: 1, assigneeId: scope.userId },
        );
        if (!moved) throw new AppError(409, 'flow.taskDone', { values: { status: '' } });
        await history(trx, scope, task, {
          type: delegate ? 'delegate' : 'transfer',
          comment: input.comment ?? null,
          targetUserName: target.name || target.userName,
        });
      });
      return task.id;
    },

    claim: async (scope: Scope, id: number) => {
      const task = await visibleTask(scope, id);
      if (task.status !== 1)
        throw new AppError(409, 'flow.taskDone', {
          values: { status: STATUS_TEXT[task.status] ?? '' },
        });
      if (task.assigneeId === scope.userId) return task.id;
      if (task.assigneeId !== null)
        throw new AppError(409, 'flow.alreadyClaimed', {
          values: { assignee: await userName(task.assigneeId) },
        });
      if (!(await assignees.isCandidate(scope, await repository.candidatesOf([task.id]))))
        throw new AppError(403, 'flow.notCandidate');
      await db.transaction().execute(async (trx) => {
        const claimed = await repository.updateTask(
          trx,
          task.id,
          { assigneeId: scope.userId },
          scope.nowMs,
          scope.userName,
          { status: 1, assigneeId: null },
        );
        if (!claimed) throw new AppError(409, 'flow.alreadyClaimed', { values: { assignee: '' } });
        await history(trx, scope, task, { type: 'claim', comment: null });
      });
      return task.id;
    },

    /** The starter stops a running instance (its business record goes back as rejected). */
    stop: async (scope: Scope, instance: InstanceRow, comment: string | null) => {
      if (instance.startUserId !== scope.userId) throw new AppError(403, 'flow.notStarter');
      await cancel(scope, instance, comment);
    },

    /**
     * An administrator (FLOW_TERMINATE, the instance in their organisations) ends a running
     * instance with a reason: the same as its starter's stop, the reason in its history.
     */
    terminate: async (scope: Scope, instance: InstanceRow, reason: string) => {
      await cancel(scope, instance, reason);
    },
  };
};

export type FlowTasks = ReturnType<typeof createFlowTasks>;
